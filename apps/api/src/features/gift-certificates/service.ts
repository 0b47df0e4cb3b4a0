import { CART_MESSAGES, formatEuro, validityOf, type Cents } from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import {
  deleteApplied,
  findByCode,
  findCodeFor,
  giveBackRedemption,
  insertApplied,
  takeRedemption,
  type AppliedCodeOwner,
  type GiftCertificateRow,
} from './repo';

/**
 * The code if it exists at the brand, is valid now and is the shopper's to
 * use; otherwise the refusal the shopper reads. A live code the shop assigned
 * to someone else reads as unknown, so its existence is not confirmed; an
 * expired one says so to anyone, since it gives nothing.
 */
export async function findValidCode(
  db: Db,
  brandId: string,
  userId: number,
  code: string,
  now: Date,
): Promise<GiftCertificateRow> {
  const found = await findCodeFor(db, brandId, code, userId);
  if (!found) throw refusal('giftcertificate.invalid', CART_MESSAGES.giftInvalid, 'code');
  const { certificate, assignedToOthers } = found;
  const validity = validityOf(certificate, now);
  if (validity === 'expired')
    throw refusal('giftcertificate.expired', CART_MESSAGES.giftExpired, 'code');
  if (validity === 'not_yet_valid' || assignedToOthers)
    throw refusal('giftcertificate.invalid', CART_MESSAGES.giftInvalid, 'code');
  return certificate;
}

/**
 * Applies a valid code to the shopper's cart, inside the caller's transaction
 * (which has locked the cart). The redemption is taken last, by a conditional
 * update: if none is left the refusal rolls the whole application back.
 */
export async function applyCode(
  tx: Db,
  owner: AppliedCodeOwner,
  certificate: GiftCertificateRow,
  goodsCents: Cents,
): Promise<void> {
  if (goodsCents < certificate.minSpendCents)
    throw refusal(
      'giftcertificate.min_spend',
      CART_MESSAGES.giftMinSpend(formatEuro(certificate.minSpendCents)),
      'code',
    );
  if (!(await insertApplied(tx, owner, certificate.giftCertificateId)))
    throw refusal('giftcertificate.already_applied', CART_MESSAGES.giftAlreadyApplied, 'code');
  if (!(await takeRedemption(tx, certificate.giftCertificateId)))
    throw refusal('giftcertificate.used_up', CART_MESSAGES.giftUsedUp, 'code');
}

/** Takes a code off the shopper's cart and gives its redemption back. */
export async function removeCode(
  tx: Db,
  owner: AppliedCodeOwner,
  brandId: string,
  code: string,
): Promise<void> {
  const certificate = await findByCode(tx, brandId, code);
  if (!certificate || !(await deleteApplied(tx, owner, certificate.giftCertificateId)))
    throw refusal('giftcertificate.invalid', CART_MESSAGES.giftInvalid, 'code');
  await giveBackRedemption(tx, certificate.giftCertificateId);
}
