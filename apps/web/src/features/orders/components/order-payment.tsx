import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { paymentOffer, transactionStatusLabel, type Order } from '@spesa/domain';
import { Alert } from '../../../ui';
import { euro } from '../../../lib/format';
import { dateTime } from '../model/format';
import { Section } from './section';

/** The payment type, what is reserved, and each transaction at the gateway (docs/rules/checkout-and-payment.md Payment transaction). */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.paymentTitle')} icon={<CreditCard />}>
      <dl className="flex flex-col gap-2 text-sm">
        <div>
          <dt className="font-semibold text-ink-muted">{t('detail.paymentType')}</dt>
          <dd className="text-base text-ink">{order.paymentTypeDescr}</dd>
        </div>
        {order.prebilledAmount > 0 && paymentOffer(order.paymentTypeId)?.preAuthorises ? (
          <div>
            <dt className="font-semibold text-ink-muted">{t('detail.prebilled')}</dt>
            <dd className="text-base text-ink tabular-nums">{euro(order.prebilledAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {order.paymentError ? (
        <Alert variant="error" className="mt-3">
          {order.paymentError}
        </Alert>
      ) : null}
      {order.isPayable && order.payBy ? (
        <p className="mt-3 text-sm font-medium text-warning">
          {t('detail.payBy', { date: dateTime(order.payBy) })}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-bold text-ink">{t('detail.transactions')}</h3>
      {order.transactions.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('detail.noTransactions')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line text-sm">
          {order.transactions.map((tx) => (
            <li key={tx.orderTransactionId} className="flex flex-col gap-0.5 py-2">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-ink">
                  {transactionStatusLabel(tx.transactionStatusId) ?? String(tx.transactionStatusId)}
                </span>
                <time dateTime={tx.addDate} className="text-ink-muted">
                  {dateTime(tx.addDate)}
                </time>
              </p>
              {tx.cardDescr ? <p className="text-ink-muted">{tx.cardDescr}</p> : null}
              <p className="flex flex-wrap gap-x-4 text-ink tabular-nums">
                {tx.authorizedAmount > 0 ? (
                  <span>
                    {t('detail.authorized')}: {euro(tx.authorizedAmount)}
                  </span>
                ) : null}
                {tx.capturedAmount > 0 ? (
                  <span>
                    {t('detail.captured')}: {euro(tx.capturedAmount)}
                  </span>
                ) : null}
                {tx.refundedAmount > 0 ? (
                  <span>
                    {t('detail.refunded')}: {euro(tx.refundedAmount)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
