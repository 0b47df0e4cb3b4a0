import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AlertTriangle,
  CalendarClock,
  CheckCircle2,
  Clock,
  CreditCard,
  XCircle,
} from 'lucide-react';
import {
  DUE_PAYMENT_RESULTS,
  dueDocumentOutstandingCents,
  dueDocumentStatusLabel,
  eurosToCents,
  formatEuro,
  type DueDocument,
  type DueDocumentStatus,
  type DuePaymentResult,
} from '@spesa/domain';
import { Alert, Button, Spinner, cn } from '../../../ui';
import { euro } from '../../../lib/format';
import { browserLocation, isWebUrl } from '../../../lib/checkout';
import { usePayDueDocument } from '../api/pay-due-document';
import { shortDate } from '../model/format';
import { Section } from './section';

const TONE: Record<DueDocumentStatus, string> = {
  paid: 'bg-green-50 text-green-900 ring-green-300',
  pending: 'bg-surface-sunken text-ink ring-line-strong',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-300',
  expired: 'bg-danger-soft text-danger ring-danger/40',
};

const ICON: Record<DueDocumentStatus, ReactNode> = {
  paid: <CheckCircle2 />,
  pending: <Clock />,
  expiring: <AlertTriangle />,
  expired: <XCircle />,
};

/** The document's status in words, with a colour and an icon that only repeat them. */
function DueStatusBadge({ status }: { status: DueDocumentStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset [&_svg]:size-4',
        TONE[status],
      )}
    >
      <span aria-hidden="true">{ICON[status]}</span>
      {dueDocumentStatusLabel(status)}
    </span>
  );
}

/** What a phone shows above each value; wider screens read the table's headers instead. */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold text-ink-muted sm:hidden">
      {children}
    </span>
  );
}

const owedCents = (doc: DueDocument) =>
  doc.status === 'paid'
    ? 0
    : dueDocumentOutstandingCents({
        docAmountCents: eurosToCents(doc.docAmount),
        paymentAmountCents: eurosToCents(doc.paymentAmount),
      });

/** What the return from the gateway said (?due_payment=), if it said anything we know. */
function useReturnedResult(): DuePaymentResult | null {
  const [params] = useSearchParams();
  const value = params.get('due_payment');
  return DUE_PAYMENT_RESULTS.find((r) => r === value) ?? null;
}

/**
 * 'Scadenze' of a deferred payment (issue 11, docs/rules/checkout-and-payment.md Due-date document):
 * each document with its dates, amount, what was paid and its status, and
 * 'Paga' on each one still owed (issue 32: the gateway's page, back here with
 * the result). A table from 640 px; below, each row stacks as a card with its labels.
 */
export function OrderDueDocuments({
  orderId,
  documents,
}: {
  orderId: number;
  documents: DueDocument[];
}) {
  const { t } = useTranslation('orders');
  const returned = useReturnedResult();
  const pay = usePayDueDocument();
  // Set once the gateway's page is on its way: the button keeps spinning until the page leaves.
  const [leavingFor, setLeavingFor] = useState<number | null>(null);
  const paying = pay.isPending ? pay.variables.dueDocumentId : leavingFor;
  const failed = pay.isError || (pay.isIdle && returned === 'failed');
  const dueCents = documents.reduce((sum, doc) => sum + owedCents(doc), 0);

  const onPay = (doc: DueDocument) =>
    pay.mutate(
      { orderId, dueDocumentId: doc.dueDocumentId },
      {
        onSuccess: (answer) => {
          if (answer.paymentUrl && isWebUrl(answer.paymentUrl)) {
            setLeavingFor(doc.dueDocumentId);
            browserLocation.assign(answer.paymentUrl);
          }
        },
      },
    );

  const head = 'px-3 py-2 text-left font-semibold text-ink-muted';
  const cell = 'sm:px-3 sm:py-3 sm:align-middle';
  return (
    <Section title={t('due.title')} icon={<CalendarClock />}>
      {failed ? (
        <Alert variant="error" role="alert" className="mb-3">
          {t('due.payError')}
        </Alert>
      ) : null}
      {!failed && pay.isIdle && returned === 'completed' ? (
        <Alert variant="success" role="status" className="mb-3">
          {t('due.payCompleted')}
        </Alert>
      ) : null}
      <span role="status" className="sr-only">
        {paying !== null ? t('due.paying') : ''}
      </span>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('due.none')}</p>
      ) : (
        <>
          {/* Between 640 px and the page's full width the six columns may not fit: they scroll. */}
          <div className="sm:overflow-x-auto">
            <table className="block w-full text-sm sm:table">
              <caption className="sr-only">{t('due.caption', { orderId })}</caption>
              <thead className="sr-only sm:not-sr-only sm:table-header-group">
                <tr className="border-b border-line">
                  <th scope="col" className={head}>
                    {t('due.number')}
                  </th>
                  <th scope="col" className={head}>
                    {t('due.docDate')}
                  </th>
                  <th scope="col" className={head}>
                    {t('due.dueDate')}
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    {t('due.amount')}
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    {t('due.paid')}
                  </th>
                  <th scope="col" className={head}>
                    {t('due.status')}
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    {t('due.action')}
                  </th>
                </tr>
              </thead>
              <tbody className="flex flex-col gap-3 sm:table-row-group">
                {documents.map((doc) => (
                  <tr
                    key={doc.docReferenceNumber}
                    className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-line p-3 sm:table-row sm:rounded-none sm:border-x-0 sm:border-t-0 sm:p-0"
                  >
                    <th scope="row" className={cn('text-left font-semibold text-ink', cell)}>
                      <CellLabel>{t('due.number')}</CellLabel>
                      {doc.docReferenceNumber}
                    </th>
                    <td className={cell}>
                      <CellLabel>{t('due.docDate')}</CellLabel>
                      <time dateTime={doc.docDate}>{shortDate(doc.docDate)}</time>
                    </td>
                    <td className={cell}>
                      <CellLabel>{t('due.dueDate')}</CellLabel>
                      <time dateTime={doc.dueDate} className="font-semibold text-ink">
                        {shortDate(doc.dueDate)}
                      </time>
                    </td>
                    <td className={cn('tabular-nums sm:text-right', cell)}>
                      <CellLabel>{t('due.amount')}</CellLabel>
                      {euro(doc.docAmount)}
                    </td>
                    <td className={cn('tabular-nums sm:text-right', cell)}>
                      <CellLabel>{t('due.paid')}</CellLabel>
                      {euro(doc.paymentAmount)}
                    </td>
                    <td className={cn('col-start-2 row-start-1 justify-self-end', cell)}>
                      <DueStatusBadge status={doc.status} />
                    </td>
                    <td
                      className={cn(
                        'col-span-2 sm:text-right',
                        cell,
                        owedCents(doc) === 0 && 'hidden sm:table-cell',
                      )}
                    >
                      {owedCents(doc) > 0 ? (
                        <Button
                          size="sm"
                          className="w-full sm:w-auto"
                          onClick={() => onPay(doc)}
                          disabled={paying !== null}
                          aria-busy={paying === doc.dueDocumentId || undefined}
                          aria-label={t('due.pay', { number: doc.docReferenceNumber })}
                        >
                          {paying === doc.dueDocumentId ? (
                            <Spinner className="size-4" />
                          ) : (
                            <CreditCard aria-hidden="true" />
                          )}
                          {t('due.payShort')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {dueCents > 0 ? (
            <p className="mt-3 text-sm font-semibold text-ink">
              {t('due.remaining', { amount: formatEuro(dueCents) })}
            </p>
          ) : null}
        </>
      )}
    </Section>
  );
}
