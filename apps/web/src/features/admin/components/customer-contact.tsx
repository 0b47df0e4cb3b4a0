import { useTranslation } from 'react-i18next';
import { FileText, Phone } from 'lucide-react';
import type { StaffOrder } from '@spesa/domain';

/** How to reach the customer at the door, and whether the bag needs an invoice. */
export function CustomerContact({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff');
  const { contact, invoice } = order;
  const rows = [
    [t('contact.doorbell'), contact.doorbellName],
    [t('contact.floor'), contact.floor],
    [
      t('contact.elevator'),
      contact.elevator === null ? null : t(contact.elevator ? 'contact.yes' : 'contact.no'),
    ],
    [t('contact.addressNote'), contact.addressNote],
  ].flatMap(([label, value]) => (label && value ? [{ label, value }] : []));
  return (
    <section aria-labelledby="contatti" className="rounded-xl border border-line bg-white p-4">
      <h2 id="contatti" className="mb-2 flex items-center gap-2 font-bold text-ink">
        <Phone aria-hidden className="size-5" /> {t('contact.title')}
      </h2>
      {contact.phone ? (
        <a
          href={`tel:${contact.phone.replace(/\s+/g, '')}`}
          className="font-semibold text-primary underline underline-offset-2"
        >
          {contact.phone}
        </a>
      ) : (
        <p className="text-sm text-ink-muted">{t('contact.noPhone')}</p>
      )}
      {rows.length > 0 ? (
        <dl className="mt-2 text-sm">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex gap-1 py-0.5">
              <dt className="text-ink-muted">{label}:</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {invoice ? (
        <p className="mt-3 flex items-center gap-1.5 rounded-lg bg-accent px-2.5 py-1.5 text-sm font-semibold text-ink">
          <FileText aria-hidden className="size-4 shrink-0" />
          {invoice.name ? t('contact.invoiceFor', { name: invoice.name }) : t('contact.invoice')}
        </p>
      ) : null}
    </section>
  );
}
