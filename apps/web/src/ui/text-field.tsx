import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';
import { Input, type InputProps } from './input';

/** The * of a required field (docs/rules/shop-shell.md); hidden from screen readers, which hear aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-primary">
      {' '}
      *
    </span>
  );
}

export interface TextFieldProps extends Omit<InputProps, 'id' | 'className'> {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** docs/rules/account.md: required fields are marked with *; screen readers hear aria-required. */
  requiredMark?: boolean;
  className?: string;
  inputClassName?: string;
  /** The control itself, given what ties it to the label, the hint and the message. */
  control?: (props: InputProps) => ReactNode;
}

/** A labelled input with its hint and the validator's message, both tied to it. */
export function TextField({
  label,
  error,
  hint,
  requiredMark = false,
  className,
  inputClassName,
  control = (props) => <Input {...props} />,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {requiredMark ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        'aria-required': requiredMark || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: inputClassName,
        ...input,
      })}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
