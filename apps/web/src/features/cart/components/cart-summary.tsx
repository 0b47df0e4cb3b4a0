import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { isWeighedLine, type Cart } from '@spesa/domain';
import { euro } from '../../../lib/format';
import { Alert } from '../../../ui';
import { useRemoveGiftCode } from '../api/remove-gift-code';
import { GiftCodeForm } from './gift-code-form';

function Line({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-3 pt-2 text-lg font-extrabold'
          : 'flex justify-between gap-3'
      }
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * docs/rules/cart.md Cart summary panel: the goods, bags (packages), discount codes each
 * with a remove button, the vouchers the delivery will issue, the delivery fee when above
 * 0, the total, and what the goods lack to reach the minimum order.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const removeCode = useRemoveGiftCode();
  // The delivery turns the points of the balance, those held and those this
  // order adds, into vouchers of one amount: one line says how many.
  const vouchers = cart.giftCertificatesToGenerate;
  // Weighed goods are priced on the weight asked for: the goods and the total are estimates.
  const estimated = cart.cartItems.some(isWeighedLine);
  const about = (amount: number) =>
    estimated ? t('item.estimatedTotal', { amount: euro(amount) }) : euro(amount);
  const { minimum, missing } = cart.minimumOrder;
  return (
    <section aria-labelledby="cart-summary-title" className="flex flex-col gap-4">
      <h3 id="cart-summary-title" className="sr-only">
        {t('summary.title')}
      </h3>
      <dl className="flex flex-col gap-1.5 text-ink">
        <Line label={t('summary.goods')} value={about(cart.grossTotal)} />
        {cart.orderPackages.map((p) => (
          <Line
            key={p.orderPackageId}
            label={t('summary.package', { name: p.package.descr, count: p.quantity })}
            value={euro(p.totalPrice)}
          />
        ))}
        {cart.giftCertificates.map((gift) => (
          <div key={gift.userGiftCertificateId} className="flex items-center justify-between gap-3">
            <dt className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                onClick={() => removeCode.mutate(gift.code)}
                aria-label={t('summary.removeCode', { code: gift.code })}
                className="-ml-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <span className="min-w-0">
                <span className="font-semibold">{gift.code}</span>{' '}
                <span className="text-sm text-ink-muted">{gift.description}</span>
                {!gift.applied ? (
                  <span className="block text-xs text-ink-muted">
                    {t('summary.codeNotApplied')}
                  </span>
                ) : null}
              </span>
            </dt>
            <dd className="shrink-0 text-secondary-dark tabular-nums">
              {gift.amount > 0 ? `− ${euro(gift.amount)}` : euro(0)}
            </dd>
          </div>
        ))}
        {cart.deliveryFee > 0 ? (
          <Line label={t('summary.deliveryFee')} value={euro(cart.deliveryFee)} />
        ) : null}
        <Line label={t('summary.total')} value={about(cart.totalPrice)} strong />
      </dl>
      {estimated ? <p className="-mt-2 text-sm text-ink-muted">{t('summary.estimated')}</p> : null}
      {cart.cartItems.length > 0 && missing > 0 ? (
        <Alert variant="warning">
          {t('summary.minimumMissing', { minimum: euro(minimum), missing: euro(missing) })}
        </Alert>
      ) : null}
      {vouchers.length > 0 ? (
        <p className="rounded-xl bg-secondary-soft p-3 text-sm text-ink">
          {t('summary.earns', { count: vouchers.length, amount: euro(vouchers[0]!.giftTotal) })}
        </p>
      ) : null}
      <GiftCodeForm />
    </section>
  );
}
