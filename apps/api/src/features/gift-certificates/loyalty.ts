import { randomInt } from 'node:crypto';
import {
  LOYALTY,
  LOYALTY_TEXTS,
  loyaltyOnDelivery,
  loyaltyOnRefund,
  loyaltyVoucher,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  assignCertificate,
  findLoyaltyBalance,
  findOrderCredit,
  findVouchersIssuedAt,
  hasRefundMovement,
  insertCertificate,
  insertMovement,
  insertOrderMovement,
  lockLoyaltyOwner,
  withdrawUnusedVoucher,
} from './loyalty-repo';
import { queueVoucherMail, type IssuedVoucher, type LoyaltyDeps } from './voucher-mail';

/** No 0/O or 1/I, so that a code read aloud or copied from a mail is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_RANDOM_CHARS = 8;

/** A number in [0, below): crypto's by default, a seeded generator's in the seed. */
type Draw = (below: number) => number;

/** PUNTI and 40 random bits: as hard to guess as a code must be that anyone may type. */
const voucherCode = (draw: Draw): string =>
  `PUNTI${Array.from({ length: CODE_RANDOM_CHARS }, () => CODE_ALPHABET[draw(CODE_ALPHABET.length)]).join('')}`;

/**
 * Issues one voucher: a single-use certificate at the brand, assigned to the
 * shopper, and the movement that takes its points off the balance. A code
 * already taken (one chance in a trillion) is drawn again.
 */
export async function issueLoyaltyVoucher(
  tx: Db,
  owner: { userId: number; brandId: string },
  at: Date,
  draw: Draw = randomInt,
): Promise<IssuedVoucher> {
  const voucher = loyaltyVoucher();
  for (;;) {
    const drawn = voucherCode(draw);
    const giftCertificateId = await insertCertificate(tx, {
      ...voucher,
      brandId: owner.brandId,
      code: drawn,
      validFrom: at,
    });
    if (giftCertificateId === undefined) continue;
    const userGiftCertificateId = await assignCertificate(tx, owner.userId, giftCertificateId, at);
    await insertMovement(tx, {
      userId: owner.userId,
      reason: 'voucher',
      userGiftCertificateId,
      points: -LOYALTY.voucherEveryPoints,
      description: LOYALTY_TEXTS.voucher(drawn),
      at,
    });
    return { code: drawn, amountCents: voucher.amountCents };
  }
}

/**
 * A delivered order's points (issue 29), in the delivery's transaction: the
 * 'order' movement, then the vouchers the programme's rule makes of the
 * balance (loyaltyOnDelivery, which the cart's promise follows too), and the
 * mail that gives the shopper their codes. Crediting an order twice does
 * nothing the second time: its movement is unique per order.
 */
export async function creditLoyalty(
  tx: Db,
  deps: LoyaltyDeps,
  order: { orderId: number; userId: number; brandId: string },
  points: number,
  at: Date = new Date(),
): Promise<IssuedVoucher[]> {
  const shopper = await lockLoyaltyOwner(tx, order.userId);
  if (!shopper) return [];
  const before = await findLoyaltyBalance(tx, order.userId);
  if (
    points > 0 &&
    !(await insertOrderMovement(tx, {
      userId: order.userId,
      orderId: order.orderId,
      points,
      description: LOYALTY_TEXTS.order(order.orderId),
      at,
    }))
  )
    return [];
  const { vouchers } = loyaltyOnDelivery(before, points);
  const issued: IssuedVoucher[] = [];
  for (let i = 0; i < vouchers; i += 1) issued.push(await issueLoyaltyVoucher(tx, order, at));
  await queueVoucherMail(tx, deps, { brandId: order.brandId, ...shopper }, order.orderId, issued);
  return issued;
}

/**
 * A refunded order (issue 32), in the refund's transaction: the vouchers its
 * delivery issued that no order has used are withdrawn, and one 'refund'
 * movement gives their points back and takes off the points the order
 * credited (loyaltyOnRefund: never below zero). Under the shopper's lock, as
 * a delivery's credit; a second call for the order does nothing. Answers the
 * codes withdrawn.
 */
export async function takeBackLoyalty(
  tx: Db,
  order: { orderId: number; userId: number },
  at: Date = new Date(),
): Promise<string[]> {
  if (!(await lockLoyaltyOwner(tx, order.userId))) return [];
  const credit = await findOrderCredit(tx, order.orderId);
  if (!credit || (await hasRefundMovement(tx, order.orderId))) return [];
  const withdrawn: string[] = [];
  for (const voucher of await findVouchersIssuedAt(tx, order.userId, credit.at))
    if (await withdrawUnusedVoucher(tx, voucher, at)) withdrawn.push(voucher.code);
  const balance = await findLoyaltyBalance(tx, order.userId);
  const { change } = loyaltyOnRefund(balance, credit.points, withdrawn.length);
  await insertMovement(tx, {
    userId: order.userId,
    reason: 'refund',
    orderId: order.orderId,
    points: change,
    description: LOYALTY_TEXTS.refund(order.orderId, withdrawn),
    at,
  });
  return withdrawn;
}
