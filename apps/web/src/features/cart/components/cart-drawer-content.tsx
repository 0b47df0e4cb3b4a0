import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn, ShoppingBasket, Star, Trash2 } from 'lucide-react';
import { cartProductCount, formatPoints, type Cart, type CartItem } from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, Button, Checkbox, Skeleton } from '../../../ui';
import { ga4LineOf, trackEcommerce } from '../../../lib/analytics';
import { useEmptyCart } from '../api/empty-cart';
import { useUpdateItemInfos } from '../api/update-item-infos';
import { useLineActions, type LineActions } from '../hooks/use-line-actions';
import { notifyCartSuccess } from '../model/cart-messages';
import { CartCountText } from './cart-count-text';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from './cart-summary';
import { OrderEditBanner } from './order-edit-banner';
import { OrderNote } from './order-note';
import { RemoveLineDialog } from './remove-line-dialog';

export interface CartDrawerContentProps {
  cart: Cart | undefined;
  isLoading: boolean;
  isError: boolean;
  isAuthenticated: boolean;
  onLogin: () => void;
  /** The checkout shows the lines' promo boxes (docs/rules/cart.md). */
  showPromo?: boolean;
  /** The cart's address and slot (the delivery feature's), filled by whoever composes the drawer. */
  renderDeliveryInfo?: (cart: Cart) => ReactNode;
  /** false: the lines only; the checkout shows its own note and puts the summary beside them. */
  withSummary?: boolean;
}

function Lines({
  lines,
  actions,
  showPromo,
}: {
  lines: CartItem[];
  actions: LineActions;
  showPromo: boolean;
}) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => (
        <CartItemRow key={line.itemId} line={line} actions={actions} showPromo={showPromo} />
      ))}
    </ul>
  );
}

/** docs/rules/cart.md list toggle: accept alternatives for every line at once. */
function AcceptAllAlternatives({ lines }: { lines: CartItem[] }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const update = useUpdateItemInfos();
  const all = lines.every((l) => l.cartItemInfo.accept_alternatives === 'true');
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-xl bg-surface-muted px-3 py-2">
      <Checkbox
        id={id}
        checked={all}
        onCheckedChange={(checked) =>
          update.mutate({
            itemIds: lines.filter((l) => l.itemId > 0).map((l) => l.itemId),
            acceptAlternatives: checked === true,
          })
        }
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink">
        {t('list.acceptAlternatives')}
      </label>
    </div>
  );
}

/**
 * The right drawer's body (docs/rules/shop-shell.md App shell, Cart texts): delivery info,
 * loyalty points, the count, the lines (by department when the cart has
 * sectors, expanded), the order note and the summary. Anonymous shoppers get
 * the login prompt.
 */
export function CartDrawerContent({
  cart,
  isLoading,
  isError,
  isAuthenticated,
  onLogin,
  showPromo = false,
  renderDeliveryInfo = () => null,
  withSummary = true,
}: CartDrawerContentProps) {
  const { t } = useTranslation('cart');
  const actions = useLineActions();
  const empty = useEmptyCart();
  const [confirmEmpty, setConfirmEmpty] = useState(false);

  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  const lines = cart?.cartItems ?? [];
  const points = cart?.userPoints.LOYALTY?.value ?? 0;

  if (!isAuthenticated || !cart || lines.length === 0)
    return (
      <div className="flex flex-col gap-5">
        {isAuthenticated && cart ? <OrderEditBanner cart={cart} /> : null}
        {isAuthenticated && cart ? renderDeliveryInfo(cart) : null}
        <div className="flex flex-col items-center gap-5 py-8 text-center">
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
            <ShoppingBasket aria-hidden="true" className="size-10" />
          </span>
          {isError && isAuthenticated ? (
            <Alert variant="error" className="w-full text-left">
              {t('loadError')}
            </Alert>
          ) : null}
          <div role="status">
            <CartCountText count={0} className="text-lg font-semibold text-ink" />
          </div>
          {!isAuthenticated ? (
            <>
              <p className="max-w-sm text-ink-muted">{t('loginRequired')}</p>
              <Button size="lg" onClick={onLogin}>
                <LogIn aria-hidden="true" />
                {t('login')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-5">
      <OrderEditBanner cart={cart} />
      {renderDeliveryInfo(cart)}
      {points > 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-accent/15 px-4 py-2 text-sm font-semibold text-ink">
          <Star aria-hidden="true" className="size-5 text-warning" />
          {t('points', { count: points, formatted: formatPoints(points) })}
        </p>
      ) : null}
      <div role="status">
        <CartCountText
          count={cartProductCount(cart.cartItems)}
          className="text-lg font-bold text-ink"
        />
      </div>
      <AcceptAllAlternatives lines={lines} />
      {cart.sectors && cart.sectors.length > 0 ? (
        <div className="flex flex-col gap-3">
          {cart.sectors.map((sector) => (
            <details key={sector.sectorId} open className="group rounded-xl border border-line">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-3 py-2 @max-2xs/page:flex-wrap sm:px-4 font-bold text-ink hover:bg-surface-muted">
                <span>{sector.name}</span>
                <span className="text-sm font-semibold text-ink-muted">
                  {t('list.sectorCount', { count: cartProductCount(sector.cartItems) })}
                </span>
              </summary>
              <div className="px-3 sm:px-4">
                <Lines lines={sector.cartItems} actions={actions} showPromo={showPromo} />
              </div>
            </details>
          ))}
        </div>
      ) : (
        <Lines lines={lines} actions={actions} showPromo={showPromo} />
      )}
      {/* After the lines, away from the count: on a phone the row beside it pushed the list down. */}
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 self-end text-danger"
        onClick={() => setConfirmEmpty(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('empty.action')}
      </Button>
      {withSummary ? (
        <>
          <OrderNote value={cart.cartInfos.order_comment ?? ''} />
          <CartSummary cart={cart} />
        </>
      ) : null}
      <RemoveLineDialog actions={actions} />
      <ConfirmDialog
        open={confirmEmpty}
        title={t('empty.title')}
        message={t('empty.message')}
        cancelLabel={t('remove.no')}
        confirmLabel={t('remove.yes')}
        onCancel={() => setConfirmEmpty(false)}
        onConfirm={() => {
          setConfirmEmpty(false);
          const lines = cart?.cartItems ?? [];
          empty.mutate(undefined, {
            onSuccess: () => {
              trackEcommerce('remove_from_cart', () => ({ items: lines.map((l) => ga4LineOf(l)) }));
              notifyCartSuccess(t('toasts.emptied'));
            },
          });
        }}
      />
    </div>
  );
}
