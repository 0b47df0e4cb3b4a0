import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ArrowRight,
  FileText,
  ReceiptText,
  MapPin,
  NotebookPen,
  Package,
  ShoppingBasket,
} from 'lucide-react';
import {
  CART_STATUS_LOCKED,
  CHECKOUT_MESSAGES,
  PROFILE_INCOMPLETE_CODE,
  type Cart,
  DELIVERY_SERVICE,
} from '@spesa/domain';
import { HOME_PATH, PAYMENT_PATH, PROFILE_UPDATE_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { useCart } from '../../../lib/cart';
import { DELIVERY_REFUSAL_CODES, useCheckoutFlow } from '../../../lib/checkout';
import { ga4CartItems, useEcommerceEvent } from '../../../lib/analytics';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton, Spinner } from '../../../ui';
import { usePrepareCheckout } from '../api/prepare-checkout';
import { useUnlockCart } from '../api/unlock-cart';
import { useUpdateCheckoutCartInfo } from '../api/update-cart-info';
import { CheckoutSteps } from '../components/checkout-steps';
import { DeliveryFeeNote } from '../components/delivery-fee-note';
import { InvoiceSection } from '../components/invoice-section';
import { OrderNoteField, type NoteSaveState } from '../components/order-note-field';
import { PackagingChoice } from '../components/packaging-choice';
import { SectionCard } from '../components/section-card';
import { TermsField } from '../components/terms-field';
import { useInvoiceForm } from '../hooks/use-invoice-form';

export interface CheckoutRouteProps {
  /** The cart's lines with their promo boxes (the cart feature's list). */
  renderLines: (cart: Cart) => ReactNode;
  /** The cart's address and slot with their edit buttons (the delivery feature's box). */
  renderDelivery: (cart: Cart) => ReactNode;
  /** Totals, bags, discount codes and the code field (the cart feature's summary). */
  renderSummary: (cart: Cart) => ReactNode;
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8 lg:px-6">{children}</div>;
}

/**
 * /checkout (docs/rules/checkout-and-payment.md): the cart, delivery, packaging, order note, invoice data,
 * discount codes, the summary and the terms of sale; 'Continua' saves the
 * invoice data when asked for, locks the cart (checkout/prepare) and opens
 * /payment. What the shopper typed stays on the page whatever goes wrong.
 */
export function CheckoutRoute({ renderLines, renderDelivery, renderSummary }: CheckoutRouteProps) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const navigate = useNavigate();
  const flow = useCheckoutFlow();
  usePageTitle(t('checkout.pageTitle', { brand: brand.name }));

  const cart = useCart();
  const prepare = usePrepareCheckout();
  const unlock = useUnlockCart();
  const noteSave = useUpdateCheckoutCartInfo();
  const invoiceFlag = useUpdateCheckoutCartInfo();

  const [noteState, setNoteState] = useState<NoteSaveState>('idle');
  const noteInFlight = useRef<Promise<unknown> | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** docs/rules/account.md minimum profile level: the refusal links to the profile's telephone. */
  const [profileIncomplete, setProfileIncomplete] = useState(false);
  const termsRef = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  /** Set while going to /payment: the cart locked by prepare is not ours to unlock. */
  const leaving = useRef(false);
  const unlockTried = useRef(false);

  const data = cart.data;
  const invoiceOffered = data?.warehouse.warehouseId === brand.config.invoiceWarehouseId;
  const needInvoice = invoiceOffered && data?.cartInfos.need_invoice === 'true';
  const invoice = useInvoiceForm(needInvoice);

  // Back from /payment (browser back, a link): the cart is made editable again.
  const status = data?.cartStatusId;
  useEffect(() => {
    if (status !== CART_STATUS_LOCKED || leaving.current || unlockTried.current) return;
    unlockTried.current = true;
    unlock.mutate(undefined, { onError: () => setError(t('checkout.unlockError')) });
  }, [status, unlock, t]);

  const hasLines = (data?.cartItems.length ?? 0) > 0;
  useEcommerceEvent('begin_checkout', hasLines ? 'checkout' : null, () => ({
    items: data ? ga4CartItems(data) : [],
  }));
  // The delivery the cart holds when the page opens, and again each time the shopper changes it here.
  const slot = data?.timeslot;
  const address = data?.shippingAddress;
  useEcommerceEvent(
    'add_shipping_info',
    hasLines && slot && address ? `${address.addressId}|${slot.date}|${slot.timeslotId}` : null,
    () => ({
      shipping_tier:
        address?.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP
          ? 'Ritiro'
          : 'Consegna a domicilio',
      items: data ? ga4CartItems(data) : [],
    }),
  );

  if (cart.isPending)
    return (
      <CheckoutFrame>
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            {t('checkout.title')}
          </span>
          <Skeleton className="h-8 w-48" />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="flex flex-col gap-4">
              <Skeleton className="h-32" />
              <Skeleton className="h-64" />
            </div>
            <Skeleton className="h-80" />
          </div>
        </div>
      </CheckoutFrame>
    );

  if (cart.isError || !data)
    return (
      <CheckoutFrame>
        <h1 className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">{t('checkout.title')}</h1>
        <Alert variant="error" role="alert">
          <p>{t('checkout.loadError')}</p>
          <Button variant="link" size="sm" className="min-h-11" onClick={() => void cart.refetch()}>
            {t('checkout.retry')}
          </Button>
        </Alert>
      </CheckoutFrame>
    );

  if (data.cartItems.length === 0)
    return (
      <CheckoutFrame>
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
            <ShoppingBasket aria-hidden="true" className="size-10" />
          </span>
          <h1 className="text-2xl font-extrabold text-ink">{t('checkout.emptyTitle')}</h1>
          <p className="text-ink-muted">{t('checkout.emptyText')}</p>
          <Button asChild size="lg">
            <AppLink to={HOME_PATH}>{t('checkout.emptyAction')}</AppLink>
          </Button>
        </div>
      </CheckoutFrame>
    );

  const busy = prepare.isPending || invoice.isSaving;

  const saveNote = (text: string) => {
    setNoteState('saving');
    noteInFlight.current = noteSave.mutateAsync({ property: 'order_comment', value: text }).then(
      () => setNoteState('saved'),
      () => setNoteState('error'),
    );
  };

  const showError = (message: string) => {
    setError(message);
    window.setTimeout(() => errorRef.current?.focus(), 0);
  };

  async function onContinue() {
    setError(null);
    if (!termsAccepted) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    if (needInvoice && !(await invoice.save())) {
      setError(t('checkout.invoiceFix'));
      return;
    }
    await noteInFlight.current;
    leaving.current = true;
    try {
      await prepare.mutateAsync();
      await navigate(PAYMENT_PATH);
    } catch (failure) {
      leaving.current = false;
      const code = isApiError(failure) ? failure.code : '';
      setProfileIncomplete(code === PROFILE_INCOMPLETE_CODE);
      showError(isApiError(failure) ? failure.message : CHECKOUT_MESSAGES.notPrepared);
      if (
        code === DELIVERY_REFUSAL_CODES.needAddress ||
        code === DELIVERY_REFUSAL_CODES.needTimeslot
      )
        void flow.handleRefusal(code);
    }
  }

  return (
    <CheckoutFrame>
      <CheckoutSteps current="checkout" />
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-1 mb-6 text-ink-muted">{t('checkout.intro')}</p>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <SectionCard title={t('checkout.deliveryTitle')} icon={<MapPin />}>
            {renderDelivery(data)}
            <DeliveryFeeNote
              timeslot={data.timeslot}
              pickup={data.shippingAddress?.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP}
            />
          </SectionCard>

          <SectionCard title={t('checkout.cartTitle')} icon={<ShoppingBasket />}>
            {renderLines(data)}
          </SectionCard>

          <SectionCard
            title={t('packaging.title')}
            icon={<Package />}
            description={t('packaging.hint')}
          >
            <PackagingChoice disabled={busy} />
          </SectionCard>

          <SectionCard title={t('note.title')} icon={<NotebookPen />}>
            <OrderNoteField
              value={data.cartInfos.order_comment ?? ''}
              state={noteState}
              onSave={saveNote}
            />
          </SectionCard>

          {invoiceOffered ? (
            <SectionCard title={t('invoice.title')} icon={<FileText />}>
              <InvoiceSection
                needInvoice={needInvoice}
                onNeedInvoiceChange={(needed) =>
                  invoiceFlag.mutate(
                    { property: 'need_invoice', value: needed ? 'true' : 'false' },
                    { onError: () => showError(t('note.saveError')) },
                  )
                }
                form={invoice.form}
                loadFailed={invoice.loadFailed}
                saveError={invoice.saveError}
                disabled={busy}
              />
            </SectionCard>
          ) : null}
        </div>

        <aside
          aria-labelledby="checkout-summary-title"
          className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-28"
        >
          <h2
            id="checkout-summary-title"
            className="flex items-center gap-2 text-lg font-bold text-ink"
          >
            <ReceiptText aria-hidden="true" className="size-5 text-primary" />
            {t('checkout.summaryTitle')}
          </h2>
          {renderSummary(data)}
          <div className="flex flex-col gap-4 border-t border-line pt-4">
            <TermsField
              accepted={termsAccepted}
              onChange={(accepted) => {
                setTermsAccepted(accepted);
                if (accepted) setTermsError(false);
              }}
              showError={termsError}
              checkboxRef={termsRef}
            />
            {termsError && !termsAccepted ? (
              <p role="alert" className="text-sm font-semibold text-danger">
                {CHECKOUT_MESSAGES.termsRequired}
              </p>
            ) : null}
            {error ? (
              <div ref={errorRef} tabIndex={-1} className="outline-none">
                <Alert variant="error" role="alert">
                  {error}
                  {profileIncomplete ? (
                    <AppLink
                      to={`${PROFILE_UPDATE_PATH}#contatti`}
                      className="mt-2 block font-semibold underline"
                    >
                      {t('checkout.completeProfile')}
                    </AppLink>
                  ) : null}
                </Alert>
              </div>
            ) : null}
            <Button
              size="lg"
              block
              onClick={() => void onContinue()}
              disabled={busy}
              aria-describedby={!termsAccepted && !termsError ? 'checkout-terms-hint' : undefined}
            >
              {busy ? <Spinner /> : null}
              {busy ? t('checkout.continuing') : t('checkout.continue')}
              {busy ? null : <ArrowRight aria-hidden="true" />}
            </Button>
            {!termsAccepted && !termsError ? (
              <p id="checkout-terms-hint" className="text-center text-xs text-ink-muted">
                {CHECKOUT_MESSAGES.termsRequired}
              </p>
            ) : null}
            <Button asChild variant="ghost" size="sm" className="self-center">
              <AppLink to={HOME_PATH}>{t('checkout.backToShop')}</AppLink>
            </Button>
          </div>
        </aside>
      </div>
    </CheckoutFrame>
  );
}
