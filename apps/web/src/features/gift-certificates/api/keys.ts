/** Query keys of 'Buoni e punti' (DESIGN §8.2): invalidate through these, never a literal array. */
export const giftCertificateKeys = {
  all: ['gift-certificates'] as const,
  held: () => [...giftCertificateKeys.all, 'held'] as const,
  assigned: () => [...giftCertificateKeys.all, 'assigned'] as const,
  points: () => [...giftCertificateKeys.all, 'points'] as const,
};
