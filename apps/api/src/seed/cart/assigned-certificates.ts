import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCertificates, userGiftCertificates, users } from '../../db/schema';
import { SEEDED_BRANDS } from '../brands';

/** The demo shopper's certificates, so 'Buoni e punti' has something to show at every brand. */
const DEMO = { login: 'mario.rossi@esempio.it' } as const;

/** A personal thank-you voucher the shop gives the demo shopper (single use). */
const PERSONAL = {
  code: 'GRAZIEMARIO5',
  description: 'Un regalo per te: 5 € di sconto sulla prossima spesa',
  kind: 'amount' as const,
  amountCents: 500,
  minSpendCents: 2500,
  validUntil: new Date('2027-12-31T23:59:59+01:00'),
  maxRedemptions: 1,
};

/** Also assigned: the expired summer code of decision 010, so an expired one shows as such. */
const EXPIRED_CODE = 'ESTATE2020';

/**
 * Certificates the shop assigned to the demo shopper (a user_gift_certificates
 * row with neither cart nor order: giftcertificate/list-manual-assigned).
 */
export async function seedAssignedCertificates(db: Db): Promise<void> {
  for (const { brandId } of SEEDED_BRANDS) {
    const [shopper] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.login, DEMO.login)));
    if (!shopper) continue;
    const [personal] = await db
      .insert(giftCertificates)
      .values({ ...PERSONAL, brandId })
      .returning({ giftCertificateId: giftCertificates.giftCertificateId });
    const expired = await db
      .select({ giftCertificateId: giftCertificates.giftCertificateId })
      .from(giftCertificates)
      .where(and(eq(giftCertificates.brandId, brandId), eq(giftCertificates.code, EXPIRED_CODE)));
    await db
      .insert(userGiftCertificates)
      .values(
        [personal, ...expired]
          .filter((c) => c !== undefined)
          .map((c) => ({ giftCertificateId: c.giftCertificateId, userId: shopper.userId })),
      );
  }
}
