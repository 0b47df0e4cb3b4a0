import type { giftCertificates } from '../../db/schema';

type GiftCodeSeed = Omit<
  typeof giftCertificates.$inferInsert,
  'brandId' | 'giftCertificateId' | 'redemptions'
>;

/**
 * The discount codes every brand starts with (decision record 010 lists them): one of each
 * kind the cart must handle, including a single-use code nobody has used yet
 * and one that expired.
 */
export const GIFT_CODES: readonly GiftCodeSeed[] = [
  {
    code: 'BENVENUTO10',
    description: '10% di sconto sulla spesa',
    kind: 'percent',
    percent: 10,
  },
  {
    code: 'SPESA30',
    description: '5 € di sconto con una spesa minima di 30 €',
    kind: 'amount',
    amountCents: 500,
    minSpendCents: 3000,
  },
  {
    code: 'UNICO15',
    description: '15 € di sconto, valido una sola volta',
    kind: 'amount',
    amountCents: 1500,
    maxRedemptions: 1,
  },
  {
    code: 'ESTATE2020',
    description: "20% di sconto per l'estate 2020",
    kind: 'percent',
    percent: 20,
    validFrom: new Date('2020-06-01T00:00:00+02:00'),
    validUntil: new Date('2020-09-01T00:00:00+02:00'),
  },
];
