import { useId, type InputHTMLAttributes } from 'react';
import { FieldError, Input, cn } from '../../../ui';

/** The * of a required field (SPEC §5 Registration); hidden from screen readers, which read aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-primary">
      {' '}
      *
    </span>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** SPEC §5 Registration: required fields are marked with *. */
  requiredMark?: boolean;
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled input with its hint and the validator's message under it, both
 * tied to the input (aria-describedby). The * is for the eye; screen readers
 * hear the field is required from aria-required.
 */
export function TextField({
  label,
  error,
  hint,
  requiredMark = false,
  className,
  inputClassName,
  ref,
  ...input
}: TextFieldProps & { ref?: React.Ref<HTMLInputElement> }) {
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
      <Input
        id={id}
        ref={ref}
        aria-required={requiredMark || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName}
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
