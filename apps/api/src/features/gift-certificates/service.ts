import { CART_MESSAGES, formatEuro, type Cents } from '@spesa/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { validityOf } from './discount';
import {
  deleteApplied,
  findByCode,
  giveBackRedemption,
  insertApplied,
  takeRedemption,
  type AppliedCodeOwner,
  type GiftCertificateRow,
} from './repo';

const refused = (code: string, message: string): AppError =>
  new AppError('refused', code, message, 'code');

/** The code if it exists at the brand and is valid now; otherwise the refusal the shopper reads. */
export async function findValidCode(
  db: Db,
  brandId: string,
  code: string,
  now: Date,
): Promise<GiftCertificateRow> {
  const certificate = await findByCode(db, brandId, code);
  if (!certificate) throw refused('giftcertificate.invalid', CART_MESSAGES.giftInvalid);
  const validity = validityOf(certificate, now);
  if (validity === 'expired') throw refused('giftcertificate.expired', CART_MESSAGES.giftExpired);
  if (validity === 'not_yet_valid')
    throw refused('giftcertificate.invalid', CART_MESSAGES.giftInvalid);
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
    throw refused(
      'giftcertificate.min_spend',
      CART_MESSAGES.giftMinSpend(formatEuro(certificate.minSpendCents)),
    );
  if (!(await insertApplied(tx, owner, certificate.giftCertificateId)))
    throw refused('giftcertificate.already_applied', CART_MESSAGES.giftAlreadyApplied);
  if (!(await takeRedemption(tx, certificate.giftCertificateId)))
    throw refused('giftcertificate.used_up', CART_MESSAGES.giftUsedUp);
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
    throw refused('giftcertificate.invalid', CART_MESSAGES.giftInvalid);
  await giveBackRedemption(tx, certificate.giftCertificateId);
}
