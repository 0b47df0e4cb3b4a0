import { useId } from 'react';
import type { RegistrationDisclaimer } from '@spesa/domain';
import { Checkbox, FieldError, RequiredMark, cn } from '../../../ui';

export interface ConsentCheckboxProps {
  disclaimer: Pick<RegistrationDisclaimer, 'title' | 'text' | 'required'>;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  /** What the panel adds under the text: the date of the answer. */
  note?: string;
  name?: string;
  ref?: React.Ref<HTMLButtonElement>;
  className?: string;
}

/** One consent (docs/rules/account.md Disclaimers): its title names the checkbox, its text describes it. */
export function ConsentCheckbox({
  disclaimer,
  checked,
  onCheckedChange,
  error,
  note,
  name,
  ref,
  className,
}: ConsentCheckboxProps) {
  const id = useId();
  const describedBy = [`${id}-text`, note ? `${id}-note` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        ref={ref}
        name={name}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-required={disclaimer.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink">
          {disclaimer.title}
          {disclaimer.required ? <RequiredMark /> : null}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-sm text-ink-muted">
          {disclaimer.text}
        </p>
        {note ? (
          <p id={`${id}-note`} className="mt-0.5 text-xs text-ink-subtle">
            {note}
          </p>
        ) : null}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </div>
  );
}
