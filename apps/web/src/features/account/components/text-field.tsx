import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, Input, PasswordInput, cn } from '../../../ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** SPEC §5: required fields are marked with *; screen readers hear aria-required. */
  requiredMark?: boolean;
  className?: string;
  /** A password with show/hide (labels of the button). */
  password?: { show: string; hide: string };
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and the validator's message, both tied to it. */
export function TextField({
  label,
  error,
  hint,
  requiredMark = false,
  className,
  password,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    ref,
    'aria-required': requiredMark || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {requiredMark ? (
          <span aria-hidden="true" className="text-primary">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {password ? (
        <PasswordInput {...common} showLabel={password.show} hideLabel={password.hide} {...input} />
      ) : (
        <Input {...common} {...input} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
