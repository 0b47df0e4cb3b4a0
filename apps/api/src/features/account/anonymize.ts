import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, accountDeletionEffect } from '@spesa/domain';
import { refusal } from '../../http/app-error';
import { verifyPassword } from '../auth';
import type { BrandRow } from '../brands';
import { enqueueMail, mailBrandOf } from '../mail';
import { cancelLockedOrder, voidAuthorisations, type OrdersDeps } from '../orders';
import type { UserRow } from '../users';
import { bumpCartsOf } from '../cart';
import { erasePerson, lockAccount, lockOrders, orderStatusesOf } from './anonymize-repo';
import { ACCOUNT_DELETED_KIND, accountDeletedMail } from './mails';

/** The login and e-mail an anonymised account keeps: unique, and no mailbox anywhere. */
export const anonymousLogin = (userId: number) => `anonimo-${userId}@anonimo.invalid`;

/**
 * GET user_anonymize (docs/rules/account.md Account, decision 027): the account's password
 * first; refused, naming them, while an order is in the store's hands (taken
 * in charge or on its way). Otherwise, in one transaction, the orders the
 * store has not taken in charge are cancelled as the shopper's order/delete
 * does, then every personal datum goes (names, login, e-mail, telephone,
 * fiscal code, addresses, invoice data, consents, social logins, saved cards,
 * tokens, sessions), the orders stay for the books with their place of
 * delivery but without the person's contact details, and a last mail goes to
 * the old address (decision 022). The cancelled orders' card reservations
 * are voided once that has committed. Answers the cancelled orders' ids.
 */
export async function anonymizeAccount(
  app: FastifyInstance,
  deps: OrdersDeps,
  brand: BrandRow,
  shopper: UserRow,
  password: string,
): Promise<number[]> {
  if (!(await verifyPassword(shopper.passwordHash, password)))
    throw refusal('account.password_wrong', ACCOUNT_MESSAGES.anonymizePasswordWrong, 'password');
  const userId = shopper.userId;
  const now = new Date();
  const origin = app.brands.originOf(brand);
  const cancelled = await app.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId, brand.brandId);
    if (!user || user.anonymizedAt) return [];
    await bumpCartsOf(tx, userId);
    const statuses = await orderStatusesOf(tx, userId);
    const openIds = statuses
      .filter((o) => accountDeletionEffect(o.orderStatusId) !== 'keep')
      .map((o) => o.orderId);
    // Locked, then judged by their status as it is now: the store may have taken one meanwhile,
    // and cannot take one between this check and the commit.
    const open = await lockOrders(tx, openIds);
    const inCharge = open.filter((o) => accountDeletionEffect(o.orderStatusId) === 'refuse');
    if (inCharge.length > 0)
      throw refusal(
        'account.anonymize_orders_in_charge',
        ACCOUNT_MESSAGES.anonymizeOrdersInCharge(inCharge),
      );
    const toCancel = open.filter((o) => accountDeletionEffect(o.orderStatusId) === 'cancel');
    for (const order of toCancel) await cancelLockedOrder(tx, deps, order, 'account');

    const login = anonymousLogin(userId);
    await erasePerson(tx, user, brand.brandId, login, now);
    await enqueueMail(tx, app, {
      brandId: brand.brandId,
      kind: ACCOUNT_DELETED_KIND,
      to: user.email,
      ...accountDeletedMail(mailBrandOf(brand, origin), user.firstName),
    });
    return toCancel.map((o) => o.orderId);
  });
  // Outside the transaction (decision 016): the orders are already cancelled, so a gateway that
  // cannot be reached leaves a reservation that lapses uncaptured, never a live order.
  for (const orderId of cancelled) await voidAuthorisations(deps, orderId);
  return cancelled;
}
