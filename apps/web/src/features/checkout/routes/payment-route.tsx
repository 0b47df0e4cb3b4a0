import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, redirect, useNavigate, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, Lock, ShieldCheck, Wallet } from 'lucide-react';
import { CART_STATUS_LOCKED, type Cart } from '@spesa/domain';
import { CHECKOUT_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { cartQueryOptions, useCart } from '../../../lib/cart';
import {
  followPayment,
  paymentChoiceParams,
  useCheckoutFlow,
  usePaymentChoice,
  usePaymentTypes,
} from '../../../lib/checkout';
import { ga4CartItems, useEcommerceEvent } from '../../../lib/analytics';
import { usePageTitle } from '../../../lib/navigation';
import { Alert, Button, LoadingOutline, Skeleton, Spinner } from '../../../ui';
import { PaymentChoiceFields } from '../../../components/payment';
import { useBuy } from '../api/buy';
import { useUnlockCart } from '../api/unlock-cart';
import { CartTotals } from '../components/cart-totals';
import { CheckoutSteps } from '../components/checkout-steps';
import { PrebilledAmount } from '../components/prebilled-amount';
import { SectionCard } from '../components/section-card';

/** Buy refusals that send the shopper back to the checkout to look at the cart again. */
const BACK_TO_CHECKOUT = new Set([
  'checkout.cart_changed',
  'checkout.not_prepared',
  'cart.availability',
]);
/** Buy refusals about the slot: another one is chosen. */
const SLOT_TAKEN = new Set(['timeslot.full', 'timeslot.closed']);

/**
 * Guard of /payment (after requiresAuth): only a cart locked by
 * checkout/prepare (cartStatusId 7) is paid here; any other goes to /checkout.
 */
export const paymentLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    let cart: Cart;
    try {
      cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 5_000 });
    } catch {
      throw redirect(CHECKOUT_PATH);
    }
    if (cart.cartStatusId !== CART_STATUS_LOCKED) throw redirect(CHECKOUT_PATH);
    return null;
  };

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8 lg:px-6">{children}</div>;
}

export interface PaymentRouteProps {
  /** The cart's address and slot, read only on this route (the delivery feature's box). */
  renderDelivery: (cart: Cart) => ReactNode;
}

/**
 * /payment (route name Payment, docs/rules/checkout-and-payment.md): the payment types, saved cards, the
 * pre-authorised amount and the total; 'Paga' or 'Conferma ordine' buys and
 * goes to the gateway's page or to the result page. 'Torna alla cassa'
 * unlocks the cart first.
 */
export function PaymentRoute({ renderDelivery }: PaymentRouteProps) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const navigate = useNavigate();
  const flow = useCheckoutFlow();
  usePageTitle(t('payment.pageTitle', { brand: brand.name }));

  const cart = useCart();
  const types = usePaymentTypes();
  const buy = useBuy();
  const unlock = useUnlockCart();

  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  /** Set once the order is placed: the cart is no longer locked, and that is expected. */
  const leaving = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const choice = usePaymentChoice(types.data ?? []);
  const { offered, type } = choice;
  const lines = cart.data;
  useEcommerceEvent(
    'add_payment_info',
    type && lines && lines.cartItems.length > 0 ? String(type.paymentTypeId) : null,
    () => ({ payment_type: type?.name ?? '', items: lines ? ga4CartItems(lines) : [] }),
  );

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const backToCheckout = () =>
    unlock.mutate(undefined, {
      onSettled: () => void navigate(CHECKOUT_PATH),
    });

  if (cart.isPending || types.isPending)
    return (
      <Frame>
        <LoadingOutline label={t('payment.title')}>
          <Skeleton className="h-8 w-48" />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        </LoadingOutline>
      </Frame>
    );

  if (cart.isError || !cart.data)
    return (
      <Frame>
        <h1 className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">{t('payment.title')}</h1>
        <Alert variant="error" role="alert">
          <p>{t('payment.loadError')}</p>
          <Button variant="link" size="sm" className="min-h-11" onClick={() => void cart.refetch()}>
            {t('checkout.retry')}
          </Button>
        </Alert>
      </Frame>
    );

  const data = cart.data;
  if (data.cartStatusId !== CART_STATUS_LOCKED && !leaving.current)
    return <Navigate to={CHECKOUT_PATH} replace />;

  const busy = buy.isPending || redirecting || unlock.isPending;

  const pay = () => {
    setError(null);
    if (!type) {
      setError({ message: t('payment.chooseMethod'), code: '' });
      return;
    }
    const params = paymentChoiceParams(type, choice.card, choice.remember);
    leaving.current = true;
    buy.mutate(params, {
      onSuccess: (answer) => {
        if (answer.paymentUrl) setRedirecting(true);
        followPayment(answer, (path) => void navigate(path));
      },
      onError: (failure) => {
        leaving.current = false;
        const code = isApiError(failure) ? failure.code : '';
        setError({ message: failure.message, code });
        if (SLOT_TAKEN.has(code)) void flow.changeTimeslot();
        if (code === 'checkout.payment_type_not_offered') void types.refetch();
      },
    });
  };

  return (
    <Frame>
      <CheckoutSteps current="payment" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('payment.title')}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-ink-muted">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {t('payment.intro')}
          </p>
        </div>
        <Button variant="outline-neutral" onClick={backToCheckout} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          {t('payment.backToCheckout')}
        </Button>
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <SectionCard title={t('payment.methodsTitle')} icon={<Wallet />}>
            {types.isError ? (
              <Alert variant="error">
                <p>{t('payment.methodsLoadError')}</p>
                <Button
                  variant="link"
                  size="sm"
                  className="min-h-11"
                  onClick={() => void types.refetch()}
                >
                  {t('checkout.retry')}
                </Button>
              </Alert>
            ) : offered.length === 0 ? (
              <Alert variant="warning">{t('payment.methodsEmpty')}</Alert>
            ) : (
              <PaymentChoiceFields
                choice={choice}
                onChange={() => setError(null)}
                disabled={busy}
              />
            )}
          </SectionCard>
          <SectionCard title={t('payment.deliveryTitle')} icon={<CalendarClock />}>
            {renderDelivery(data)}
          </SectionCard>
        </div>

        <aside
          aria-labelledby="payment-summary-title"
          className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-28"
        >
          <h2 id="payment-summary-title" className="text-lg font-bold text-ink">
            {t('payment.summaryTitle')}
          </h2>
          <CartTotals cart={data} />
          {type?.preAuthorises ? <PrebilledAmount paymentTypeId={type.paymentTypeId} /> : null}
          {error ? (
            <div ref={errorRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
              <Alert variant="error" role="alert">
                {error.message}
              </Alert>
              {BACK_TO_CHECKOUT.has(error.code) ? (
                <Button variant="outline" onClick={backToCheckout} disabled={busy}>
                  {t('payment.backToCheckout')}
                </Button>
              ) : null}
              {SLOT_TAKEN.has(error.code) ? (
                <Button variant="outline" onClick={() => void flow.changeTimeslot()}>
                  {t('payment.chooseAnotherSlot')}
                </Button>
              ) : null}
            </div>
          ) : null}
          <Button size="lg" block onClick={pay} disabled={busy || !type}>
            {busy && !unlock.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
            {buy.isPending || redirecting
              ? t('payment.paying')
              : type?.needsRedirect
                ? t('payment.pay')
                : t('payment.confirm')}
          </Button>
          <p aria-live="polite" className="text-center text-sm text-ink-muted empty:hidden">
            {redirecting ? t('payment.redirecting') : ''}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="self-center"
            onClick={backToCheckout}
            disabled={busy}
          >
            {t('payment.editCart')}
          </Button>
        </aside>
      </div>
    </Frame>
  );
}
