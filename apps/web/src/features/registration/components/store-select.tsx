import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FieldError, RequiredMark, inputClassName, cn } from '../../../ui';

interface StoreOption {
  storeId: number;
  name: string;
  city: string;
}

/** The reference store of the registration form, required, with the list's own loading and error. */
export function StoreSelect({
  error,
  stores,
  isLoading,
  isError,
  onRetry,
  ref,
  ...select
}: {
  error?: string;
  stores: StoreOption[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation('registration');
  const id = 'registration-store';
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('fields.referenceStoreId')}
        <RequiredMark />
      </label>
      <select
        id={id}
        ref={ref}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={isLoading}
        className={cn(inputClassName, 'appearance-auto')}
        {...select}
      >
        <option value="">{isLoading ? t('storesLoading') : t('fields.chooseStore')}</option>
        {(stores ?? []).map((store) => (
          <option key={store.storeId} value={String(store.storeId)}>
            {store.name} — {store.city}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {isError ? (
        <Alert variant="error">
          {t('storesError')}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
    </div>
  );
}
