import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  FileText,
  MapPin,
  NotebookPen,
  Package,
  ReceiptText,
  ShoppingBasket,
} from 'lucide-react';
import { type Cart, DELIVERY_SERVICE } from '@spesa/domain';
import { HOME_PATH, PROFILE_UPDATE_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { useCart } from '../../../lib/cart';
import { euro } from '../../../lib/format';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Spinner } from '../../../ui';
import { SkipLink } from '../../../components/skip-link';
import { useUpdateCheckoutCartInfo } from '../api/update-cart-info';
import {
  CheckoutEmpty,
  CheckoutFrame,
  CheckoutLoadError,
  CheckoutLoading,
} from '../components/checkout-states';
import { CheckoutSteps } from '../components/checkout-steps';
import { DeliveryFeeNote } from '../components/delivery-fee-note';
import { InvoiceSection } from '../components/invoice-section';
import { OrderNoteField } from '../components/order-note-field';
import { PackagingChoice } from '../components/packaging-choice';
import { SectionCard } from '../components/section-card';
import { TermsField } from '../components/terms-field';
import { useCheckoutContinue } from '../hooks/use-checkout-continue';
import { useCheckoutEvents } from '../hooks/use-checkout-events';
import { useInvoiceForm } from '../hooks/use-invoice-form';
import { useOrderNote } from '../hooks/use-order-note';

export interface CheckoutRouteProps {
  /** The cart's lines with their promo boxes (the cart feature's list). */
  renderLines: (cart: Cart) => ReactNode;
  /** The cart's address and slot with their edit buttons (the delivery feature's box). */
  renderDelivery: (cart: Cart) => ReactNode;
  /** Totals, bags, discount codes and the code field (the cart feature's summary). */
  renderSummary: (cart: Cart) => ReactNode;
}

/**
 * /checkout (docs/rules/checkout-and-payment.md): the cart, delivery, packaging,
 * order note, invoice data, discount codes, the summary and the terms of sale;
 * 'Continua' saves the invoice data when asked for, locks the cart
 * (checkout/prepare) and opens /payment. What the shopper typed stays on the
 * page whatever goes wrong.
 */
export function CheckoutRoute({ renderLines, renderDelivery, renderSummary }: CheckoutRouteProps) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  usePageTitle(t('checkout.pageTitle', { brand: brand.name }));

  const cart = useCart();
  const note = useOrderNote();
  const invoiceFlag = useUpdateCheckoutCartInfo();
  const data = cart.data;
  const invoiceOffered = data?.warehouse.warehouseId === brand.config.invoiceWarehouseId;
  const needInvoice = invoiceOffered && data?.cartInfos.need_invoice === 'true';
  const invoice = useInvoiceForm(needInvoice);
  const submit = useCheckoutContinue({
    cartStatusId: data?.cartStatusId,
    needInvoice,
    invoice,
    noteSettled: note.settled,
  });
  useCheckoutEvents(data);
  const { busy, terms, error } = submit;
  const termsHint = !terms.accepted && !terms.showError;
  // docs/rules/cart.md Minimum order: prepare would refuse it, so the page says so before.
  const belowMinimum = data !== undefined && data.minimumOrder.missing > 0;
  const hints = [
    belowMinimum ? 'checkout-minimum-hint' : '',
    termsHint ? 'checkout-terms-hint' : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (cart.isPending) return <CheckoutLoading />;
  if (cart.isError || !data) return <CheckoutLoadError onRetry={() => void cart.refetch()} />;
  if (data.cartItems.length === 0) return <CheckoutEmpty />;

  return (
    <CheckoutFrame>
      <CheckoutSteps current="checkout" />
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-1 mb-6 text-ink-muted">{t('checkout.intro')}</p>
      {/* The lines, the packaging, the note and the invoice come first: the summary and
          «Continua» are a skip away. */}
      <SkipLink targetId="checkout-summary-title">{t('checkout.skipToSummary')}</SkipLink>

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
              state={note.state}
              onSave={note.save}
            />
          </SectionCard>

          {invoiceOffered ? (
            <SectionCard title={t('invoice.title')} icon={<FileText />}>
              <InvoiceSection
                needInvoice={needInvoice}
                onNeedInvoiceChange={(needed) =>
                  invoiceFlag.mutate(
                    { property: 'need_invoice', value: needed ? 'true' : 'false' },
                    { onError: () => submit.showError(t('note.saveError')) },
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
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-bold text-ink"
          >
            <ReceiptText aria-hidden="true" className="size-5 text-primary" />
            {t('checkout.summaryTitle')}
          </h2>
          {renderSummary(data)}
          <div className="flex flex-col gap-4 border-t border-line pt-4">
            <TermsField {...terms} />
            {terms.showError && !terms.accepted ? (
              <p role="alert" className="text-sm font-semibold text-danger">
                {t('terms.required')}
              </p>
            ) : null}
            {error ? (
              <div ref={submit.errorRef} tabIndex={-1} className="outline-none">
                <Alert variant="error" role="alert">
                  {error}
                  {submit.profileIncomplete ? (
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
            {belowMinimum ? (
              <Alert id="checkout-minimum-hint" variant="warning">
                {t('checkout.belowMinimum', {
                  minimum: euro(data.minimumOrder.minimum),
                  missing: euro(data.minimumOrder.missing),
                })}
              </Alert>
            ) : null}
            <Button
              size="lg"
              block
              onClick={() => void submit.onContinue()}
              disabled={busy || belowMinimum}
              aria-describedby={hints || undefined}
            >
              {busy ? <Spinner /> : null}
              {busy ? t('checkout.continuing') : t('checkout.continue')}
              {busy ? null : <ArrowRight aria-hidden="true" />}
            </Button>
            {termsHint ? (
              <p id="checkout-terms-hint" className="text-center text-xs text-ink-muted">
                {t('terms.required')}
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
