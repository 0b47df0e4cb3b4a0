/** Query keys of 'Buoni e punti' (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const giftCertificateKeys = {
  all: ['gift-certificates'] as const,
  held: () => [...giftCertificateKeys.all, 'held'] as const,
  assigned: () => [...giftCertificateKeys.all, 'assigned'] as const,
  points: () => [...giftCertificateKeys.all, 'points'] as const,
};
