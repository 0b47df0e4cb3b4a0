import {
  ACCOUNT_MESSAGES,
  CHECKOUT_MESSAGES,
  INVOICE_MESSAGES,
  PROFILE_INCOMPLETE_CODE,
  eurosToCents,
  formatEuro,
  type Cart,
  type SavedInvoiceData,
} from '@spesa/domain';
import { refusal } from '../../http/app-error';

/**
 * What a cart needs before it goes to payment, and again when it is bought:
 * lines reaching the brand's minimum order, a chosen address and slot, and the
 * invoice data when an invoice is asked for (docs/rules/cart.md Cart).
 */
export function assertReadyToBuy(cart: Cart, invoice: SavedInvoiceData | null): void {
  if (cart.cartItems.length === 0)
    throw refusal('checkout.empty_cart', CHECKOUT_MESSAGES.emptyCart);
  assertMinimumOrder(cart);
  if (!cart.shippingAddress || cart.shippingAddress.autoAssigned)
    throw refusal('cart.need_address', CHECKOUT_MESSAGES.needAddress);
  if (!cart.timeslot || cart.timeslot.autoAssigned)
    throw refusal('cart.need_timeslot', CHECKOUT_MESSAGES.needTimeslot);
  if (cart.cartInfos.need_invoice === 'true' && !invoice)
    throw refusal('checkout.invoice_data_missing', INVOICE_MESSAGES.missing);
}

/**
 * docs/rules/account.md minimum profile level: a shopper whose profile is below the brand's
 * minimum (names and telephone, decision 022) completes it before buying.
 */
export function assertProfileComplete(profileLevel: number, minimum: number): void {
  if (profileLevel < minimum)
    throw refusal(PROFILE_INCOMPLETE_CODE, ACCOUNT_MESSAGES.profileIncomplete);
}

/**
 * docs/rules/cart.md Minimum order: the cart the server has just built says what its
 * goods lack, so the refusal quotes the amounts the shopper's cart shows.
 */
function assertMinimumOrder({ minimumOrder }: Cart): void {
  if (minimumOrder.missing <= 0) return;
  const written = (euros: number) => formatEuro(eurosToCents(euros));
  throw refusal(
    'checkout.below_minimum',
    CHECKOUT_MESSAGES.belowMinimum(written(minimumOrder.minimum), written(minimumOrder.missing)),
    'minimumOrder',
    { minimumOrder },
  );
}
