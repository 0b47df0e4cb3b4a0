import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_OF_SALE_PATH } from '../../../config/paths';
import { Checkbox } from '../../../ui';

/** The terms of sale checkbox (docs/rules/cart.md Cart: required to continue to payment). */
export function TermsField({
  accepted,
  onChange,
  showError,
  checkboxRef,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The shopper tried to continue without accepting. */
  showError: boolean;
  checkboxRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={checkboxRef}
        checked={accepted}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-invalid={showError && !accepted ? true : undefined}
        aria-describedby={showError && !accepted ? `${id}-error` : undefined}
        className="mt-0.5 aria-invalid:border-danger"
      />
      <div className="flex flex-col gap-0.5 text-sm text-ink">
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {t('terms.label')}
        </label>
        <a
          href={TERMS_OF_SALE_PATH}
          target="_blank"
          rel="noreferrer"
          className="self-start text-primary underline underline-offset-2 hover:text-primary-dark"
        >
          {t('terms.read')}
          <span className="sr-only"> {tCommon('opensInNewTab')}</span>
        </a>
        {showError && !accepted ? (
          <span id={`${id}-error`} className="sr-only">
            {t('terms.required')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
