import { useState } from 'react';
import { INVOICE_MESSAGES } from '@spesa/domain';
import { Alert, Button, Skeleton, Spinner } from '../../../ui';
import { useBillingData } from '../api/get-billing-data';
import { useInvoiceForm } from '../hooks/use-invoice-form';
import { InvoiceSection } from './invoice-section';

/**
 * The invoice data on their own (the profile page): the checkout's form and
 * calls (user_detail, update_billing_address), saved with their own button.
 */
export function InvoiceDataPanel({ submitLabel }: { submitLabel: string }) {
  const billing = useBillingData();
  const invoice = useInvoiceForm(true);
  const [saved, setSaved] = useState(false);

  if (billing.isPending)
    return (
      <div aria-busy="true">
        <Skeleton className="h-40" />
      </div>
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={invoice.isSaving}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void invoice.save().then(setSaved);
      }}
    >
      <InvoiceSection
        needInvoice
        onNeedInvoiceChange={() => undefined}
        form={invoice.form}
        loadFailed={invoice.loadFailed}
        saveError={invoice.saveError}
        disabled={invoice.isSaving}
        showNeedInvoice={false}
      />
      <div role="status" className="empty:sr-only">
        {saved ? <Alert variant="success">{INVOICE_MESSAGES.saved}</Alert> : null}
      </div>
      <Button type="submit" className="self-start" disabled={invoice.isSaving}>
        {invoice.isSaving ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
