import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Alert, Checkbox, RadioGroup, RadioGroupItem, TextField, cn, lazyPart } from '../../../ui';
import type { InvoiceField, InvoiceFormValues } from '../model/invoice-form';

/** In a chunk of its own: the checkout's chunk is at its budget, and the choice comes after the form. */
const FiscalPersonPicker = lazyPart(
  () => import('./fiscal-person-picker'),
  (m) => m.FiscalPersonPicker,
);

/** An invoice field: its label says whether it is required, the domain schema's message under it. */
function InvoiceTextField({
  form,
  name,
  required = false,
  upper = false,
  ...input
}: {
  form: UseFormReturn<InvoiceFormValues>;
  name: Exclude<InvoiceField, 'gender'>;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  upper?: boolean;
  className?: string;
  hint?: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <TextField
      label={
        <>
          {t(`invoice.${name}`)}{' '}
          <span className="font-normal text-ink-muted">
            {required ? t('invoice.required') : t('invoice.optional')}
          </span>
        </>
      }
      error={form.formState.errors[name]?.message}
      inputClassName={upper ? 'uppercase' : undefined}
      {...input}
      {...form.register(name)}
    />
  );
}

export interface InvoiceSectionProps {
  needInvoice: boolean;
  onNeedInvoiceChange: (needed: boolean) => void;
  form: UseFormReturn<InvoiceFormValues>;
  /** The saved data could not be read: the shopper may still type them. */
  loadFailed: boolean;
  /** update_billing_address's refusal without a field. */
  saveError: string | null;
  disabled?: boolean;
  /** false: the form alone, without 'Desidero la fattura' (the profile's invoice data). */
  showNeedInvoice?: boolean;
}

/**
 * 'Desidero la fattura' (need_invoice) and the invoice data (docs/rules/checkout-and-payment.md):
 * private customers give name and fiscal code, companies the company name,
 * VAT number and PEC or SDI code; both give the billing address. Each field
 * shows the domain schema's Italian message.
 */
export function InvoiceSection({
  needInvoice,
  onNeedInvoiceChange,
  form,
  loadFailed,
  saveError,
  disabled = false,
  showNeedInvoice = true,
}: InvoiceSectionProps) {
  const { t } = useTranslation('checkout');
  const checkboxId = useId();
  const personType = form.watch('personType');
  const genderId = useId();

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex min-h-11 items-start gap-3', !showNeedInvoice && 'hidden')}>
        <Checkbox
          id={checkboxId}
          checked={needInvoice}
          disabled={disabled}
          onCheckedChange={(checked) => onNeedInvoiceChange(checked === true)}
          aria-describedby={`${checkboxId}-hint`}
          className="mt-0.5"
        />
        <div>
          <label htmlFor={checkboxId} className="cursor-pointer font-semibold text-ink">
            {t('invoice.need')}
          </label>
          <p id={`${checkboxId}-hint`} className="text-sm text-ink-muted">
            {t('invoice.needHint')}
          </p>
        </div>
      </div>

      {needInvoice ? (
        <fieldset className="flex flex-col gap-4" disabled={disabled}>
          <legend className="sr-only">{t('invoice.title')}</legend>
          {loadFailed ? <Alert variant="warning">{t('invoice.loadError')}</Alert> : null}
          <Suspense fallback={null}>
            <FiscalPersonPicker form={form} />
          </Suspense>
          <Controller
            control={form.control}
            name="personType"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <span id={`${checkboxId}-type`} className="text-sm font-semibold text-ink">
                  {t('invoice.personType')}
                </span>
                <RadioGroup
                  aria-labelledby={`${checkboxId}-type`}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value)}
                  className="flex flex-col gap-2 sm:flex-row sm:gap-3"
                >
                  {(['private', 'company'] as const).map((type) => (
                    <label
                      key={type}
                      htmlFor={`${checkboxId}-${type}`}
                      className={cn(
                        'flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
                        field.value === type ? 'border-primary bg-primary-soft' : 'border-line',
                      )}
                    >
                      <RadioGroupItem id={`${checkboxId}-${type}`} value={type} />
                      <span className="font-semibold text-ink">{t(`invoice.${type}`)}</span>
                    </label>
                  ))}
                </RadioGroup>
              </div>
            )}
          />

          {/* Keyed: the two kinds' fields never share an input element. */}
          {personType === 'private' ? (
            <div key="private" className="grid gap-4 sm:grid-cols-2">
              <InvoiceTextField form={form} name="firstName" required autoComplete="given-name" />
              <InvoiceTextField form={form} name="lastName" required autoComplete="family-name" />
              <InvoiceTextField form={form} name="fiscalCode" required maxLength={16} upper />
              <InvoiceTextField form={form} name="birthPlace" />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={genderId} className="text-sm font-semibold text-ink">
                  {t('invoice.gender')}{' '}
                  <span className="font-normal text-ink-muted">{t('invoice.optional')}</span>
                </label>
                <select
                  id={genderId}
                  className="block min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 py-2 text-base text-ink"
                  {...form.register('gender')}
                >
                  <option value="">{t('invoice.genderNone')}</option>
                  <option value="M">{t('invoice.genderM')}</option>
                  <option value="F">{t('invoice.genderF')}</option>
                </select>
              </div>
            </div>
          ) : (
            <div key="company" className="grid gap-4 sm:grid-cols-2">
              <InvoiceTextField
                form={form}
                name="companyName"
                required
                autoComplete="organization"
                className="sm:col-span-2"
              />
              <InvoiceTextField
                form={form}
                name="vatNumber"
                required
                inputMode="numeric"
                maxLength={11}
              />
              <InvoiceTextField form={form} name="pec" inputMode="email" autoComplete="email" />
              <InvoiceTextField
                form={form}
                name="sdiCode"
                maxLength={20}
                upper
                hint={t('invoice.recipientHint')}
              />
            </div>
          )}

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-base font-bold text-ink">
              {t('invoice.billingAddress')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <InvoiceTextField form={form} name="address1" required autoComplete="address-line1" />
              <InvoiceTextField form={form} name="addressNumber" required />
            </div>
            <div className="grid gap-4 sm:grid-cols-[8rem_1fr_7rem]">
              <InvoiceTextField
                form={form}
                name="postalcode"
                required
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
              />
              <InvoiceTextField form={form} name="city" required autoComplete="address-level2" />
              <InvoiceTextField form={form} name="province" required maxLength={2} upper />
            </div>
          </fieldset>
          {saveError ? (
            <Alert variant="error" role="alert">
              {saveError}
            </Alert>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
