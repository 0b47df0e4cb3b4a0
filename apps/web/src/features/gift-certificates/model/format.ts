import type { UserGiftCertificate } from '@spesa/domain';

export type CertificateState = 'available' | 'inCart' | 'used' | 'expired';

/**
 * What the shopper can still do with a certificate. A code of the held list
 * that no order used is on the cart; a used one stays used even once expired.
 */
export function stateOf(
  certificate: UserGiftCertificate,
  list: 'held' | 'assigned',
): CertificateState {
  if (certificate.used) return 'used';
  if (certificate.expired) return 'expired';
  return list === 'held' ? 'inCart' : 'available';
}
