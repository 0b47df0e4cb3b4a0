import { i18n } from '../../../i18n';
import { api, refusalMessage } from '../../../lib/api';

/** docs/rules/cart.md Cart and checkout error toast keys (texts under cart:errors). */
export type CartErrorKey =
  | 'errorLoadingCart'
  | 'errorSettingCartInfo'
  | 'productAddError'
  | 'errorSettingProduct'
  | 'errorRemovingProduct'
  | 'emptyCart';

/** Refusal codes that have their own text in cart:codes (docs/rules/cart.md literal texts). */
const CODE_KEYS: Record<string, 'minAcq' | 'dailyMax' | 'giftInvalid'> = {
  'errors.minAcq': 'minAcq',
  'cart.daily_max_exceeded': 'dailyMax',
  'giftcertificate.invalid': 'giftInvalid',
};

/** The text of a cart refusal: ours for the codes the spec words, else the server's, else the key's. */
export function cartErrorText(error: unknown, key: CartErrorKey): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const own = CODE_KEYS[code];
  if (own) return i18n.t(`cart:codes.${own}`);
  return refusalMessage(error) ?? i18n.t(`cart:errors.${key}`);
}

export function notifyCartError(error: unknown, key: CartErrorKey): void {
  api.notify({ kind: 'error', text: cartErrorText(error, key), code: `cart.${key}` });
}

export function notifyCartSuccess(text: string): void {
  api.notify({ kind: 'success', text, code: 'cart.success' });
}

/** errors.minAcq as an error toast (docs/rules/cart.md: minus below the minimum). */
export function notifyBelowMinimum(): void {
  api.notify({ kind: 'error', text: i18n.t('cart:codes.minAcq'), code: 'errors.minAcq' });
}
