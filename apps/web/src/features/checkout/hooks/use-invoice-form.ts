import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useBillingData } from '../api/get-billing-data';
import { useUpdateBillingAddress } from '../api/update-billing-address';
import {
  emptyInvoiceForm,
  invoiceFormValuesOf,
  invoiceInputOf,
  invoiceResolver,
  type InvoiceFormValues,
} from '../model/invoice-form';

/** A server field name ('body.fiscalCode', 'fiscalCode') as the form's field, when it is one. */
function formFieldOf(field: string | undefined): keyof InvoiceFormValues | null {
  const name = field?.split(/[./]/).pop();
  return name && name in emptyInvoiceForm() ? (name as keyof InvoiceFormValues) : null;
}

/**
 * The invoice form, filled from the saved data (user_detail), and save():
 * checks every field and saves with update_billing_address. docs/rules/checkout-and-payment.md: the
 * billing data are saved before the order is confirmed.
 */
export function useInvoiceForm(enabled: boolean) {
  const { t } = useTranslation('errors');
  const billing = useBillingData(enabled);
  const form = useForm<InvoiceFormValues>({
    resolver: invoiceResolver,
    mode: 'onTouched',
    defaultValues: emptyInvoiceForm(),
  });
  const update = useUpdateBillingAddress();
  const [saveError, setSaveError] = useState<string | null>(null);

  const saved = billing.data;
  // The saved data arrive after the section opens: they fill the fields the
  // shopper has not typed in yet, and never replace what was typed.
  useEffect(() => {
    if (saved) form.reset(invoiceFormValuesOf(saved), { keepDirtyValues: true });
  }, [saved, form]);

  /** True when the data are saved; false when the form shows what to fix. */
  async function save(): Promise<boolean> {
    setSaveError(null);
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return false;
    if (saved && !form.formState.isDirty) return true;
    try {
      await update.mutateAsync(invoiceInputOf(form.getValues()));
      form.reset(form.getValues());
      return true;
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? error.errors.flatMap((e) => {
            const name = formFieldOf(e.field);
            return name ? [{ name, message: e.error ?? error.message }] : [];
          })
        : [];
      fieldErrors.forEach(({ name, message }, index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setSaveError(isApiError(error) ? error.message : t('generic'));
      return false;
    }
  }

  return {
    form,
    save,
    saveError,
    isSaving: update.isPending,
    loadFailed: billing.isError,
  };
}
