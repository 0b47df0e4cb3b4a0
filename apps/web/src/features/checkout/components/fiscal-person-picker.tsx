import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { fiscalPersonKey, type FiscalPerson } from '@spesa/domain';
import { Skeleton } from '../../../ui';
import { useFiscalPersons } from '../api/get-fiscal-persons';
import { invoiceFormValuesOf, type InvoiceFormValues } from '../model/invoice-form';

/** How a fiscal person reads in the list: name and fiscal code, or company and VAT number. */
function usePersonLabel() {
  const { t } = useTranslation('checkout');
  return (person: FiscalPerson) => {
    const label =
      person.personType === 'company'
        ? t('invoice.persons.company', { name: person.companyName, code: person.vatNumber })
        : t('invoice.persons.private', {
            name: [person.firstName, person.lastName].filter(Boolean).join(' '),
            code: person.fiscalCode,
          });
    if (person.source === 'saved') return `${label} ${t('invoice.persons.saved')}`;
    if (person.source === 'account') return `${label} ${t('invoice.persons.account')}`;
    return label;
  };
}

/** Has the shopper typed anything in the invoice form? (The person type is a choice, not typing.) */
const isBlank = ({ personType: _, ...typed }: InvoiceFormValues): boolean =>
  Object.values(typed).every((value) => typeof value !== 'string' || value.trim() === '');

/**
 * 'Compila con dati già usati' (docs/rules/checkout-and-payment.md Fiscal persons): choosing a
 * person fills the invoice form with their data, which the shopper may still
 * change; saving goes through the form as ever. Shown only when it offers more
 * than the saved data the form already holds. A form with no saved data that
 * the shopper has not typed in starts from the first person offered (the
 * last invoice's, else the account holder's: issue 34), named in the list.
 */
export function FiscalPersonPicker({ form }: { form: UseFormReturn<InvoiceFormValues> }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const persons = useFiscalPersons();
  const labelOf = usePersonLabel();
  const [chosen, setChosen] = useState('');
  const prefilled = useRef(false);

  useEffect(() => {
    if (prefilled.current || !persons.data) return;
    prefilled.current = true;
    if (persons.data.some((person) => person.source === 'saved')) return;
    // Anything the shopper did first (a type chosen, a field typed) stays as it is.
    if (form.formState.isDirty || !isBlank(form.getValues())) return;
    const first = persons.data.find((person) => fiscalPersonKey(person) !== null);
    if (!first) return;
    setChosen(fiscalPersonKey(first)!);
    form.reset(invoiceFormValuesOf(first), { keepDefaultValues: true });
  }, [persons.data, form]);

  if (persons.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('invoice.persons.loading')}</span>
        <Skeleton className="h-12" />
      </div>
    );
  if (persons.isError)
    return <p className="text-sm text-ink-muted">{t('invoice.persons.loadError')}</p>;

  const choices = persons.data.flatMap((person) => {
    const key = fiscalPersonKey(person);
    return key ? [{ key, person }] : [];
  });
  if (choices.every(({ person }) => person.source === 'saved')) return null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('invoice.persons.label')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('invoice.persons.hint')}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={chosen}
        onChange={(event) => {
          const choice = choices.find((c) => c.key === event.target.value);
          setChosen(event.target.value);
          // Kept defaults: the form stays dirty against the saved data, so saving sends the choice.
          if (choice) form.reset(invoiceFormValuesOf(choice.person), { keepDefaultValues: true });
        }}
        className="block min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 py-2 text-base text-ink"
      >
        <option value="">{t('invoice.persons.placeholder')}</option>
        {choices.map(({ key, person }) => (
          <option key={key} value={key}>
            {labelOf(person)}
          </option>
        ))}
      </select>
    </div>
  );
}
