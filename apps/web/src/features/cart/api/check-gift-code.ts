import { GiftCertificateCheckResponseSchema } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/** GET /ebsn/api/cart-giftcertificate/check?code= (docs/rules/cart.md): the code's certificate, or a refusal. */
export async function checkGiftCode(code: string) {
  const body = await api.request('/ebsn/api/cart-giftcertificate/check', {
    query: { code },
    notify: false,
  });
  return parseResponse(GiftCertificateCheckResponseSchema, body.data).giftCertificate;
}
