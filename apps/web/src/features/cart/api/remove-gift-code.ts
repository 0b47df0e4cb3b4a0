import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

/** POST /ebsn/api/cart-giftcertificate/remove_code?code= (docs/rules/cart.md). */
export function removeGiftCode(code: string) {
  return cartCall('/ebsn/api/cart-giftcertificate/remove_code', { query: { code } });
}

/** Takes a code off; the code leaves the summary at once. */
export function useRemoveGiftCode() {
  return useCartMutation<string>({
    mutationFn: removeGiftCode,
    optimistic: (cart, code) => ({
      ...cart,
      giftCertificates: cart.giftCertificates.filter((g) => g.code !== code),
    }),
    errorKey: 'errorSettingCartInfo',
  });
}
