import { cartCall } from './cart-call';
import { checkGiftCode } from './check-gift-code';
import { useCartMutation } from './use-cart-mutation';

/** POST /ebsn/api/cart-giftcertificate/add_code?code= (docs/rules/cart.md). */
export function addGiftCode(code: string) {
  return cartCall('/ebsn/api/cart-giftcertificate/add_code', { query: { code } });
}

/** Check, then add (docs/rules/cart.md); the form shows the refusal itself. */
export function useAddGiftCode() {
  return useCartMutation<string>({
    mutationFn: async (code) => {
      await checkGiftCode(code);
      return addGiftCode(code);
    },
  });
}
