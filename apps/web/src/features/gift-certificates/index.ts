/**
 * 'Buoni e punti' (issue 15): the shopper's gift certificates and loyalty
 * points at /profile/gift-certificates.
 */
export { giftCertificateKeys } from './api/keys';
export { GiftCertificatesRoute } from './routes/gift-certificates-route';
