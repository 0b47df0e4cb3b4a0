import { packshotUrl } from '@spesa/domain/api/pictures';
import {
  BOARD_NEXT_STEPS,
  DELIVERY_SERVICE,
  ORDER_STATUS,
  TRANSACTION_STATUS,
  capturePlan,
  centsToEuros,
  eurosToCents,
  checkDeliveredWeight,
  checkRefund,
  checkReopen,
  checkStaffTransition,
  formatEuro,
  finalLineCents,
  weighedStockReturn,
  finalOrderAmount,
  handoverOf,
  invoiceRequestOf,
  isOrderHandedOver,
  canSubstitute,
  linePrice,
  loyaltyPointsFor,
  orderPaymentTypeLabel,
  orderProductSnapshot,
  orderStatusLabel,
  paymentOffer,
  placeLine,
  quantityRulesOf,
  substituteLineCents,
  type Board,
  type BoardOrder,
  type PickLine,
  type QuantifiedProduct,
  type StaffAlternative,
  type StaffCaptureRetry,
  type StaffContact,
  type StaffOrder,
  type StaffPaymentState,
  type TransitionContext,
  type WarehousePromo,
  BOARD_MESSAGES,
  addDays,
  nextDay,
  shopDayOf,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { AppError, refusal } from '../../http/app-error';
import { enqueue, findLatestJob, type JobDefinition, type JobRunner } from '../../jobs';
import { closedDates, holidaysBetween } from '../delivery';
import { creditLoyalty, takeBackLoyalty } from '../gift-certificates';
import { moveStock, storeWrites, voidAuthorisations, type OrdersDeps } from '../orders';
import { recordDeliveredPurchases } from '../wishlists';
import { queueOrderPush } from '../push';
import { PaymentOperationRefused, type PaymentOperationCode } from '../../adapters/payments/port';
import * as repo from './board-repo';
import type { ItemRow, OrderRow, TransactionRow } from './board-repo';
import { requireRight, type StaffMember } from './scope';
import {
  ORDER_DELIVERED_KIND,
  ORDER_OUT_FOR_DELIVERY_KIND,
  ORDER_READY_FOR_PICKUP_KIND,
  queueDeliveryMail,
} from './mails';

/**
 * The days a store prepares: today in Rome and the next day it delivers. A national
 * holiday or one of the grocer's closing days has no slots (the delivery calendar
 * skips it), so the board looks past it: on the eve of a holiday the orders a picker
 * prepares next are those of the day after.
 */
export function boardDates(now: Date, closed: readonly string[] = []): string[] {
  const today = shopDayOf(now);
  let next = nextDay(today);
  while (holidaysBetween(next, next).length > 0 || closed.includes(next)) next = nextDay(next);
  return [today, next];
}

/** How far the board looks for the grocer's closing days: past any run of them. */
const CLOSINGS_AHEAD_DAYS = 31;

/** The board's days for a warehouse's store, its closing days considered. */
async function storeBoardDates(db: Db, warehouseId: number, now: Date): Promise<string[]> {
  const today = shopDayOf(now);
  const closed = await closedDates(db, { from: today, to: addDays(today, CLOSINGS_AHEAD_DAYS) });
  return boardDates(now, closed(warehouseId));
}

export interface Ctx {
  deps: OrdersDeps;
  staff: StaffMember;
  brandId: string;
  /** The app's job runner: the card's charge at delivery runs as a job (captureOnDeliveryJob). */
  jobs: Pick<JobRunner, 'runNow'>;
}

export async function storeWarehouse(ctx: Ctx): Promise<{ name: string; warehouseId: number }> {
  const store = await repo.storeOf(ctx.deps.db, ctx.staff.storeId);
  if (!store) throw new AppError('forbidden', 'staff.no_store', BOARD_MESSAGES.noStore);
  return store;
}

const orderNotFound = () =>
  new AppError('not_found', 'staff.order_not_found', BOARD_MESSAGES.orderNotFound);

const isOnline = (order: OrderRow) => paymentOffer(order.paymentTypeId)?.needsRedirect ?? false;
const isPickup = (order: OrderRow) => order.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP;
const isMissing = (item: ItemRow) => item.deliveredQuantity === 0;

/** The transaction that holds (or held) the order's card money: the latest one past its page. */
const moneyTransaction = (transactions: TransactionRow[]): TransactionRow | undefined =>
  transactions.filter((t) => t.authorizedCents > 0 || t.capturedCents > 0).at(-1);

function paymentStateOf(order: OrderRow, transactions: TransactionRow[]): StaffPaymentState {
  if (!isOnline(order)) {
    if (order.orderStatusId === ORDER_STATUS.CANCELLED) return 'none';
    return transactions.some((t) => t.transactionStatusId === TRANSACTION_STATUS.CONFIRMED)
      ? 'collected'
      : 'to_collect';
  }
  const money = moneyTransaction(transactions);
  switch (money?.transactionStatusId) {
    case TRANSACTION_STATUS.AUTHORIZED:
      return 'authorized';
    case TRANSACTION_STATUS.CONFIRMED:
      return 'captured';
    case TRANSACTION_STATUS.REVERSED:
      return 'refunded';
    case TRANSACTION_STATUS.CANCELLED:
      return 'voided';
    default:
      return 'none';
  }
}

const handoverOfOrder = (order: OrderRow) =>
  handoverOf(order.shippingAddress.addressTypeId, order.deliveryServiceId);

/** A deleted account's orders stay on the board: its name is gone, the order is still to hand over. */
export const customerNameOf = (c: { firstName: string; lastName: string; anonymized: boolean }) =>
  c.anonymized ? 'Cliente anonimo' : `${c.firstName} ${c.lastName}`.trim();

const filledOrNull = (text: string | null | undefined): string | null =>
  text?.trim() ? text.trim() : null;

/**
 * Who to call and how to reach the door. A pickup's address is the store's or
 * the locker's, so its phone would not be the customer's: the account's is.
 */
function contactOf(order: OrderRow, accountPhone: string | null): StaffContact {
  const a = order.shippingAddress;
  const home = handoverOfOrder(order) === 'home';
  return {
    phone: (home ? filledOrNull(a.referencePhoneNumber) : null) ?? filledOrNull(accountPhone),
    doorbellName: home ? filledOrNull(a.doorbellName) : null,
    floor: home ? filledOrNull(a.floor) : null,
    elevator: home ? (a.elevator ?? null) : null,
    addressNote: home ? filledOrNull(a.addressNote) : null,
  };
}

function boardOrderOf(
  order: OrderRow,
  customerName: string,
  items: ItemRow[],
  transactions: TransactionRow[],
): BoardOrder {
  const weightToPick = items
    .filter((i) => i.variableWeight && !isMissing(i) && i.deliveredWeight === null)
    .reduce((sum, i) => sum + (i.weight ?? 0), 0);
  return {
    orderId: order.orderId,
    deliveryDate: order.deliveryDate,
    beginTime: order.beginTime,
    endTime: order.endTime,
    orderStatusId: order.orderStatusId,
    orderStatusDescr: orderStatusLabel(order.orderStatusId) ?? '',
    customerName,
    pickup: isPickup(order),
    handover: handoverOfOrder(order),
    deliveryAddressDescr: placeLine(order.shippingAddress),
    lines: items.filter((i) => i.replacesOrderItemId === null).length,
    weightToPick: Math.round(weightToPick * 1000) / 1000,
    paymentTypeDescr: orderPaymentTypeLabel(order.paymentTypeId) ?? '',
    paymentState: paymentStateOf(order, transactions),
    totalPrice: centsToEuros(order.totalCents),
    finalTotal: order.finalTotalCents === null ? null : centsToEuros(order.finalTotalCents),
  };
}

export async function readBoard(ctx: Ctx, now = new Date()): Promise<Board> {
  const store = await storeWarehouse(ctx);
  const dates = await storeBoardDates(ctx.deps.db, store.warehouseId, now);
  const rows = await repo.boardOrders(ctx.deps.db, ctx.brandId, store.warehouseId, dates);
  const ids = rows.map((r) => r.order.orderId);
  const [items, transactions] = await Promise.all([
    repo.itemsOf(ctx.deps.db, ids),
    repo.transactionsOf(ctx.deps.db, ids),
  ]);
  return {
    storeName: store.name,
    dates,
    orders: rows.map(({ order, ...customer }) =>
      boardOrderOf(
        order,
        customerNameOf(customer),
        items.filter((i) => i.orderId === order.orderId),
        transactions.filter((t) => t.orderId === order.orderId),
      ),
    ),
  };
}

const pickedWeights = (item: ItemRow) => ({
  quantity: item.quantity,
  weightKg: item.weight,
  deliveredWeightKg: item.deliveredWeight,
});

/** What a weighed line was sold at per kg: its product as the order keeps it. */
const pricePerKgCents = (item: ItemRow): number | null =>
  item.variableWeight ? eurosToCents(Number(item.product.priceDisplay)) : null;

const pickedLine = (item: ItemRow) => ({
  grossTotalCents: item.grossTotalCents,
  variableWeight: item.variableWeight,
  pricePerKgCents: pricePerKgCents(item),
  deliveredWeightKg: item.deliveredWeight,
  missing: isMissing(item),
});

function transitionContext(order: OrderRow, items: ItemRow[]): TransitionContext {
  const substituted = new Set(items.map((i) => i.replacesOrderItemId).filter((id) => id !== null));
  return {
    pickup: isPickup(order),
    unweighedLines: items.filter(
      (i) => i.variableWeight && !isMissing(i) && i.deliveredWeight === null,
    ).length,
    missingLines: items.filter((i) => isMissing(i) && !substituted.has(i.orderItemId)).length,
  };
}

/** What the card holds for the order, the most it can cost (decision 027); null when paid on delivery. */
const reservedCentsOf = (order: OrderRow, transactions: TransactionRow[]): number | null =>
  isOnline(order) ? (moneyTransaction(transactions)?.authorizedCents ?? null) : null;

/** The order's money by the domain's one rule, from its lines, bags, fee, codes and reservation. */
async function moneyOf(db: Db, order: OrderRow, items: ItemRow[], transactions: TransactionRow[]) {
  return finalOrderAmount({
    lines: items.map(pickedLine),
    packageCents: order.packageTotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    discountCents: await repo.discountCentsOf(db, order.orderId),
    reservedCents: reservedCentsOf(order, transactions),
  });
}

export async function readStaffOrder(
  ctx: Ctx,
  orderId: number,
  now = new Date(),
): Promise<StaffOrder> {
  const { db } = ctx.deps;
  const store = await storeWarehouse(ctx);
  const order = await repo.findStoreOrder(db, ctx.brandId, store.warehouseId, orderId);
  if (!order) throw orderNotFound();
  const [items, transactions, history, customer, bags] = await Promise.all([
    repo.itemsOf(db, [orderId]),
    repo.transactionsOf(db, [orderId]),
    repo.historyOf(db, orderId),
    repo.customerOf(db, order.userId),
    storeWrites.bagsOf(db, orderId),
  ]);
  const amount = await moneyOf(db, order, items, transactions);
  const money = moneyTransaction(transactions);
  const authorized = money?.authorizedCents ?? 0;
  const context = transitionContext(order, items);
  const substituteOf = new Map(
    items.filter((i) => i.replacesOrderItemId !== null).map((i) => [i.replacesOrderItemId!, i]),
  );
  const lines: PickLine[] = items
    .map((i) => ({
      orderItemId: i.orderItemId,
      productId: i.productId,
      name: String(i.product.name ?? ''),
      brand: String(i.product.brand ?? ''),
      mediaURL: String(i.product.mediaURL ?? ''),
      sectorId: i.sectorId,
      quantity: i.quantity,
      quantityDisplay: i.quantityDisplay,
      variableWeight: i.variableWeight,
      weight: i.weight,
      deliveredWeight: i.deliveredWeight,
      missing: isMissing(i),
      acceptAlternatives: i.acceptAlternatives,
      notes: i.notes,
      replacesOrderItemId: i.replacesOrderItemId,
      substitutedBy: substituteOf.get(i.orderItemId)?.orderItemId ?? null,
      grossTotal: centsToEuros(i.grossTotalCents),
      finalGrossTotal: centsToEuros(finalLineCents(pickedLine(i))),
    }))
    // The picking walk: sector by sector, a substitute right after the line it replaces.
    .sort(
      (a, b) =>
        (a.sectorId ?? Number.MAX_SAFE_INTEGER) - (b.sectorId ?? Number.MAX_SAFE_INTEGER) ||
        (a.replacesOrderItemId ?? a.orderItemId) - (b.replacesOrderItemId ?? b.orderItemId) ||
        a.orderItemId - b.orderItemId,
    );
  const total = order.finalTotalCents ?? amount.totalCents;
  const due = captureDue(order, transactions);
  return {
    order: boardOrderOf(order, customer ? customerNameOf(customer) : '', items, transactions),
    note: order.orderInfos.order_comment ?? '',
    contact: contactOf(order, customer?.phone ?? null),
    invoice: invoiceRequestOf(order.orderInfos, order.invoiceData),
    slotIsToday: order.deliveryDate === boardDates(now)[0],
    lines,
    bags: bags.map((b) => ({
      descr: b.descr,
      quantity: b.quantity,
      total: centsToEuros(b.totalCents),
    })),
    history: history.map((h) => ({
      orderStatusId: h.orderStatusId,
      orderStatusDescr: orderStatusLabel(h.orderStatusId) ?? '',
      at: h.at.toISOString(),
      actor: h.actor,
      note: h.note,
    })),
    money: {
      goods: centsToEuros(amount.goodsCents),
      discount: centsToEuros(amount.discountCents),
      packages: centsToEuros(order.packageTotalCents),
      deliveryFee: centsToEuros(order.deliveryFeeCents),
      total: centsToEuros(total),
      authorized: centsToEuros(authorized),
      captured: centsToEuros(money?.capturedCents ?? 0),
      waived: centsToEuros(order.finalTotalCents === null ? amount.waivedCents : order.waivedCents),
    },
    next: Object.entries(BOARD_NEXT_STEPS)
      .map(([status, label]) => ({ orderStatusId: Number(status), label }))
      .filter((n) => checkStaffTransition(order.orderStatusId, n.orderStatusId, context).ok),
    picking: isPicking(order),
    captureDue: due,
    captureRetry: due ? await captureRetryOf(db, orderId, money) : null,
    refundable: checkRefund({
      orderStatusId: order.orderStatusId,
      online: isOnline(order),
      moneyStatusId: money?.transactionStatusId ?? null,
    }).ok,
    reopenable: checkReopen(order.orderStatusId).ok,
  };
}

/** Handed over, paid by card, and the reservation still not charged: the capture failed. */
const captureDue = (order: OrderRow, transactions: TransactionRow[]): boolean =>
  isOrderHandedOver(order.orderStatusId) &&
  isOnline(order) &&
  moneyTransaction(transactions)?.transactionStatusId === TRANSACTION_STATUS.AUTHORIZED;

/**
 * Where the card's charge at delivery stands while it is due: the order's
 * capture job, waiting for its next attempt, running, or given up. No job at
 * all (a delivery before the job existed) reads as given up.
 */
async function captureRetryOf(
  db: Db,
  orderId: number,
  money: TransactionRow | undefined,
): Promise<StaffCaptureRetry> {
  const job = await findLatestJob(db, CAPTURE_JOB_KIND, captureKey(orderId));
  const lastError = job?.lastError ?? money?.failureCode ?? null;
  if (!job || job.finishedAt)
    return {
      state: 'failed',
      attempts: job?.attempts ?? 0,
      maxAttempts: job?.maxAttempts ?? CAPTURE_ATTEMPTS,
      nextAttemptAt: null,
      lastError,
    };
  const running = job.lockedUntil !== null && job.lockedUntil.getTime() > Date.now();
  return {
    state: running ? 'running' : 'retrying',
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    nextAttemptAt: running ? null : job.runAt.toISOString(),
    lastError,
  };
}

/**
 * The manager charges again a delivered order whose capture the gateway
 * refused or never answered: its job runs now (a new one once the last gave
 * up), with the order's key, so a capture that did go through is not repeated
 * and a run already under way elsewhere is not doubled.
 */
export async function retryCapture(ctx: Ctx, orderId: number): Promise<void> {
  requireRight(ctx.staff, 'capture');
  const store = await storeWarehouse(ctx);
  const order = await repo.findStoreOrder(ctx.deps.db, ctx.brandId, store.warehouseId, orderId);
  if (!order) throw orderNotFound();
  if (!captureDue(order, await repo.transactionsOf(ctx.deps.db, [orderId])))
    throw refusal('staff.nothing_to_capture', BOARD_MESSAGES.nothingToCapture);
  await enqueueCapture(ctx.deps.db, orderId);
  if (!(await ctx.jobs.runNow(CAPTURE_JOB_KIND, captureKey(orderId))))
    throw refusal('staff.capture_running', BOARD_MESSAGES.captureRunning);
}

/**
 * The manager takes an order that is ready or on its way back to preparation
 * (checkReopen), to weigh, mark or substitute again. Recorded in the history.
 */
export async function reopenOrder(ctx: Ctx, orderId: number): Promise<void> {
  requireRight(ctx.staff, 'reopen');
  const store = await storeWarehouse(ctx);
  await ctx.deps.db.transaction(async (tx) => {
    const locked = await repo.lockStoreOrder(tx, ctx.brandId, store.warehouseId, orderId);
    if (!locked) throw orderNotFound();
    const check = checkReopen(locked.orderStatusId);
    if (!check.ok) throw refusal(check.code, check.message);
    await storeWrites.setStatus(
      tx,
      orderId,
      ORDER_STATUS.IN_PREPARATION,
      ctx.staff.name,
      'Riaperto',
    );
  });
}

/**
 * The manager refunds a handed-over card order in full (checkRefund). The
 * gateway is called outside any transaction (decision 016) with the order's
 * key, so a second press answers the same refund; then, under the order's
 * lock, the payment is recorded as given back, the history says by whom, and
 * the loyalty programme takes back the order's points and the vouchers its
 * delivery issued that are still unused (takeBackLoyalty).
 */
export async function refundOrder(ctx: Ctx, orderId: number): Promise<void> {
  requireRight(ctx.staff, 'refund');
  const { deps } = ctx;
  const store = await storeWarehouse(ctx);
  const order = await repo.findStoreOrder(deps.db, ctx.brandId, store.warehouseId, orderId);
  if (!order) throw orderNotFound();
  const money = moneyTransaction(await repo.transactionsOf(deps.db, [orderId]));
  const check = checkRefund({
    orderStatusId: order.orderStatusId,
    online: isOnline(order),
    // A payment the gateway does not know has nothing to refund there.
    moneyStatusId: money?.providerRef ? money.transactionStatusId : null,
  });
  if (!check.ok) throw refusal(check.code, check.message);
  let refundedCents: number;
  try {
    // checkRefund passed: the money is a captured payment the gateway knows.
    const payment = await deps.gateway.refundPayment(
      money!.providerRef!,
      money!.capturedCents,
      `refund-order-${orderId}`,
    );
    refundedCents = payment.refundedCents;
  } catch (err) {
    deps.log.error({ err, orderId }, 'refund refused');
    throw refusal('staff.refund_failed', BOARD_MESSAGES.refundFailed);
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockStoreOrder(tx, ctx.brandId, store.warehouseId, orderId);
    if (!locked) throw orderNotFound();
    const current = moneyTransaction(await repo.transactionsOf(tx, [orderId]));
    // Two presses at once: the first to take the lock records it, the second finds it done.
    if (!current || current.transactionStatusId === TRANSACTION_STATUS.REVERSED) return;
    await storeWrites.updateMoneyTransaction(tx, current.orderTransactionId, {
      transactionStatusId: TRANSACTION_STATUS.REVERSED,
      refundedCents,
    });
    await storeWrites.setStatus(
      tx,
      orderId,
      locked.orderStatusId,
      ctx.staff.name,
      BOARD_MESSAGES.refunded(formatEuro(refundedCents)),
    );
    await takeBackLoyalty(tx, locked);
  });
}

const isPicking = (order: OrderRow) =>
  order.orderStatusId === ORDER_STATUS.IN_PREPARATION ||
  order.orderStatusId === ORDER_STATUS.IN_PREPARATION_ALT;

/** Runs a change on the store's order, locked, only while it is in preparation. */
async function whilePickingOrder<T>(
  ctx: Ctx,
  orderId: number,
  change: (tx: Db, order: OrderRow) => Promise<T>,
): Promise<T> {
  requireRight(ctx.staff, 'pick');
  const store = await storeWarehouse(ctx);
  return ctx.deps.db.transaction(async (tx) => {
    const order = await repo.lockStoreOrder(tx, ctx.brandId, store.warehouseId, orderId);
    if (!order) throw orderNotFound();
    if (!isPicking(order)) throw refusal('staff.not_picking', BOARD_MESSAGES.notPicking);
    return change(tx, order);
  });
}

/** The same for one of its lines. */
function whilePicking<T>(
  ctx: Ctx,
  orderId: number,
  orderItemId: number,
  change: (tx: Db, order: OrderRow, item: ItemRow, items: ItemRow[]) => Promise<T>,
): Promise<T> {
  return whilePickingOrder(ctx, orderId, async (tx, order) => {
    const items = await repo.itemsOf(tx, [orderId]);
    const item = items.find((i) => i.orderItemId === orderItemId);
    if (!item) throw refusal('staff.line_not_found', BOARD_MESSAGES.lineNotFound);
    return change(tx, order, item, items);
  });
}

/** The goods need one more bag than the shopper chose: charged at the bag's price. */
export async function addBag(ctx: Ctx, orderId: number): Promise<void> {
  await whilePickingOrder(ctx, orderId, async (tx) => {
    if (!(await storeWrites.addBag(tx, orderId)))
      throw refusal('staff.no_bag', BOARD_MESSAGES.noBag);
  });
}

export async function weighLine(
  ctx: Ctx,
  input: { orderId: number; orderItemId: number; weight: number; confirm: boolean },
): Promise<void> {
  await whilePicking(ctx, input.orderId, input.orderItemId, async (tx, _order, item) => {
    if (!item.variableWeight) throw refusal('staff.not_weighed', BOARD_MESSAGES.notWeighed);
    const check = checkDeliveredWeight(item.weight ?? 0, input.weight, input.confirm);
    if (!check.ok)
      throw refusal(
        check.needsConfirmation ? 'staff.weight_confirm' : 'staff.weight_invalid',
        check.message,
        'weight',
      );
    await storeWrites.updateItem(tx, item.orderItemId, {
      deliveredWeight: check.weightKg,
      deliveredQuantity: item.quantity,
      finalGrossTotalCents: finalLineCents({
        ...pickedLine(item),
        deliveredWeightKg: check.weightKg,
        missing: false,
      }),
    });
  });
}

/** Marks a line missing, or back as found (undoing its substitute too). */
export async function setLineMissing(
  ctx: Ctx,
  input: { orderId: number; orderItemId: number; missing: boolean },
): Promise<void> {
  await whilePicking(ctx, input.orderId, input.orderItemId, async (tx, _order, item) => {
    if (item.replacesOrderItemId !== null)
      throw refusal('staff.substitute_line', BOARD_MESSAGES.substituteLine);
    await storeWrites.deleteSubstitutesOf(tx, item.orderItemId);
    await storeWrites.updateItem(
      tx,
      item.orderItemId,
      input.missing
        ? { deliveredQuantity: 0, deliveredWeight: null, finalGrossTotalCents: 0 }
        : { deliveredQuantity: null, deliveredWeight: null, finalGrossTotalCents: null },
    );
  });
}

export async function alternativesFor(
  ctx: Ctx,
  orderId: number,
  orderItemId: number,
): Promise<StaffAlternative[]> {
  const { db } = ctx.deps;
  const store = await storeWarehouse(ctx);
  const order = await repo.findStoreOrder(db, ctx.brandId, store.warehouseId, orderId);
  if (!order) throw orderNotFound();
  const item = (await repo.itemsOf(db, [orderId])).find((i) => i.orderItemId === orderItemId);
  if (!item) throw refusal('staff.line_not_found', BOARD_MESSAGES.lineNotFound);
  const original = await repo.kindOf(db, item.productId);
  if (!item.acceptAlternatives || !original) return [];
  const rows = await repo.similarProducts(db, store.warehouseId, original, item.productId);
  return rows
    .filter((r) => r.vendorBrandId === null || r.vendorBrandId === ctx.brandId)
    .filter((r) => r.available >= item.quantity && canSubstitute(original, r))
    .slice(0, MAX_ALTERNATIVES)
    .map((r) => ({
      productId: r.productId,
      name: r.name,
      brand: r.brand,
      price: centsToEuros(r.priceCents),
      weightUnitDisplay: r.weightUnitDisplay,
      charged: centsToEuros(substituteCents(item, r, r.priceCents, r.promo, r.available)),
    }));
}

/** The picker chooses among a few: the cheapest of the same kind first. */
const MAX_ALTERNATIVES = 12;

/**
 * What the line costs with this substitute: the same quantity at its price and
 * offer, never more than the line it replaces (the domain's substituteLineCents).
 */
function substituteCents(
  item: ItemRow,
  product: Omit<QuantifiedProduct, 'available'>,
  priceCents: number,
  promo: WarehousePromo | null,
  available: number,
): number {
  const rules = quantityRulesOf({ ...product, available });
  return substituteLineCents(
    item.grossTotalCents,
    linePrice(rules, priceCents, item.quantity, promo).totalCents,
  );
}

/**
 * Puts a similar product in place of a line: only when the shopper accepted
 * alternatives for it. The line becomes missing and the substitute a line of
 * its own (replaces_order_item_id), the same quantity at the substitute's
 * price in this warehouse.
 */
export async function substituteLine(
  ctx: Ctx,
  input: { orderId: number; orderItemId: number; productId: number },
): Promise<void> {
  const store = await storeWarehouse(ctx);
  await whilePicking(ctx, input.orderId, input.orderItemId, async (tx, _order, item) => {
    if (item.replacesOrderItemId !== null)
      throw refusal('staff.substitute_line', BOARD_MESSAGES.substituteLine);
    if (!item.acceptAlternatives)
      throw refusal('staff.no_alternatives', BOARD_MESSAGES.noAlternatives);
    const found = await repo.warehouseProduct(tx, store.warehouseId, input.productId);
    const product = found?.product;
    const original = await repo.kindOf(tx, item.productId);
    if (
      !found ||
      !product ||
      !original ||
      product.productId === item.productId ||
      !canSubstitute(original, { ...product, brand: found.brand })
    )
      throw refusal('staff.bad_substitute', BOARD_MESSAGES.badSubstitute, 'product_id');
    const grossTotalCents = substituteCents(
      item,
      product,
      found.priceCents,
      found.promo,
      found.available,
    );
    await storeWrites.deleteSubstitutesOf(tx, item.orderItemId);
    await storeWrites.updateItem(tx, item.orderItemId, {
      deliveredQuantity: 0,
      deliveredWeight: null,
      finalGrossTotalCents: 0,
    });
    await storeWrites.insertItem(tx, {
      orderId: item.orderId,
      productId: product.productId,
      product: {
        ...orderProductSnapshot({
          productId: product.productId,
          slug: product.slug,
          name: product.name,
          shortDescr: product.shortDescr,
          mediaURL: packshotUrl(product.productId),
          brand: found.brand,
          categoryId: product.categoryId,
          // A weighed substitute is sold at most at the original's price per kg, as its estimate is.
          priceDisplay: centsToEuros(
            item.variableWeight
              ? Math.min(found.priceCents, pricePerKgCents(item) ?? found.priceCents)
              : found.priceCents,
          ),
          weightUnitDisplay: product.weightUnitDisplay,
          productInfos: product.productInfos,
        }),
      },
      quantity: item.quantity,
      weight: item.weight,
      quantityDisplay: item.quantityDisplay,
      variableWeight: item.variableWeight,
      grossTotalCents,
      vatRate: product.vatRate,
      acceptAlternatives: false,
      notes: '',
      sectorId: item.sectorId,
      deliveredQuantity: item.variableWeight ? null : item.quantity,
      finalGrossTotalCents: item.variableWeight ? null : grossTotalCents,
      replacesOrderItemId: item.orderItemId,
    });
  });
}

/**
 * Moves the store's order to a status the rule allows, recorded with the
 * staff member's name. Taking in charge (4) locks the order against the
 * shopper's edit and cancel, which lock the same row. Ready (6) tells the
 * shopper of a pickup where and when. Delivered (8/9): the final amount is
 * fixed on the order and the card charged for it (up to its reservation, the
 * rest released) by the order's capture job, queued with the delivery and
 * run at once; paid on delivery, recorded as collected. Not collected (12):
 * the reservation is released.
 */
export async function changeStatus(
  ctx: Ctx,
  input: { orderId: number; statusId: number },
): Promise<void> {
  requireRight(ctx.staff, 'move');
  const { deps, staff } = ctx;
  const store = await storeWarehouse(ctx);
  const order = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockStoreOrder(tx, ctx.brandId, store.warehouseId, input.orderId);
    if (!locked) throw orderNotFound();
    const items = await repo.itemsOf(tx, [locked.orderId]);
    const check = checkStaffTransition(
      locked.orderStatusId,
      input.statusId,
      transitionContext(locked, items),
    );
    if (!check.ok) throw refusal(check.code, check.message);
    if (!isOrderHandedOver(input.statusId)) {
      await storeWrites.setStatus(tx, locked.orderId, input.statusId, staff.name);
      if (input.statusId === ORDER_STATUS.IN_PREPARATION)
        await queueOrderPush(tx, locked, { kind: 'order.in-preparation' });
      if (input.statusId === ORDER_STATUS.IN_DELIVERY)
        await queueDeliveryMail(tx, deps, locked, { kind: ORDER_OUT_FOR_DELIVERY_KIND });
      if (input.statusId === ORDER_STATUS.ALMOST_READY && isPickup(locked))
        await queueDeliveryMail(tx, deps, locked, { kind: ORDER_READY_FOR_PICKUP_KIND });
      return locked;
    }
    const transactions = await repo.transactionsOf(tx, [locked.orderId]);
    const amount = await moneyOf(tx, locked, items, transactions);
    await storeWrites.setStatus(tx, locked.orderId, input.statusId, staff.name, null, {
      finalTotalCents: amount.totalCents,
      totalCents: amount.totalCents,
      grossTotalCents: amount.goodsCents,
      giftTotalCents: amount.discountCents,
      waivedCents: amount.waivedCents,
      // The receipt or invoice is issued now, when the goods change hands.
      invoiceDate: boardDates(new Date())[0]!,
    });
    for (const item of items)
      if (item.finalGrossTotalCents === null)
        await storeWrites.updateItem(tx, item.orderItemId, {
          deliveredQuantity: item.quantity,
          finalGrossTotalCents: finalLineCents(pickedLine(item)),
        });
    if (isOnline(locked)) await enqueueCapture(tx, locked.orderId);
    else await storeWrites.insertCollectedAtDoor(tx, locked.orderId, amount.totalCents);
    await moveStock(tx, locked.warehouseId, [
      ...items
        .filter((i) => isMissing(i) && i.replacesOrderItemId === null)
        .map((i) => ({ productId: i.productId, quantity: i.quantity })),
      ...items
        .filter((i) => i.replacesOrderItemId !== null)
        .map((i) => ({ productId: i.productId, quantity: -i.quantity })),
      // Weighed goods leave by the weight found, not by the quantity the purchase took.
      ...items
        .filter((i) => i.variableWeight && !isMissing(i))
        .map((i) => ({ productId: i.productId, quantity: weighedStockReturn(pickedWeights(i)) }))
        .filter((move) => move.quantity !== 0),
    ]);
    // 'I più acquistati' and the catalogue's preferred products: what the shopper took home.
    await recordDeliveredPurchases(
      tx,
      locked.userId,
      items.filter((i) => !isMissing(i)).map((i) => i.productId),
      new Date(),
    );
    // Points for the goods paid: the waived part was not.
    const points = loyaltyPointsFor(amount.goodsCents - amount.discountCents - amount.waivedCents);
    await storeWrites.setOrderLoyaltyPoints(tx, locked.orderId, points);
    await creditLoyalty(tx, deps, locked, points);
    const reserved = reservedCentsOf(locked, transactions);
    const names = new Map(items.map((i) => [i.orderItemId, String(i.product.name ?? '')]));
    await queueDeliveryMail(tx, deps, locked, {
      kind: ORDER_DELIVERED_KIND,
      partially: input.statusId === ORDER_STATUS.PARTIALLY_DELIVERED,
      finalCents: amount.totalCents,
      waivedCents: amount.waivedCents,
      card: reserved === null ? null : capturePlan(amount.totalCents, reserved),
      substitutions: items.flatMap((i) =>
        i.replacesOrderItemId === null
          ? []
          : [
              {
                original: names.get(i.replacesOrderItemId) ?? '',
                substitute: names.get(i.orderItemId)!,
              },
            ],
      ),
    });
    return { ...locked, finalTotalCents: amount.totalCents };
  });

  if (input.statusId === ORDER_STATUS.NOT_COLLECTED) await voidAuthorisations(deps, order.orderId);
  else if (isOrderHandedOver(input.statusId) && isOnline(order))
    await ctx.jobs.runNow(CAPTURE_JOB_KIND, captureKey(order.orderId));
}

/** The job that charges the card of a handed-over order (docs/rules/orders.md Capture on delivery). */
export const CAPTURE_JOB_KIND = 'staff.capture-on-delivery';
/** Attempts of one job: at once, then after 30 s, 1, 2 and 4 minutes (retryDelaySeconds). */
const CAPTURE_ATTEMPTS = 5;
const captureKey = (orderId: number) => `order-${orderId}`;

/** One unfinished capture job per order: a second enqueue while one waits is a no-op. */
const enqueueCapture = (db: Db, orderId: number) =>
  enqueue(
    db,
    CAPTURE_JOB_KIND,
    { orderId },
    {
      key: captureKey(orderId),
      maxAttempts: CAPTURE_ATTEMPTS,
    },
  );

/**
 * Charges the card of a handed-over order, or does nothing when nothing is due
 * any more (charged already, released, refunded): run again after a run that
 * did its work, it moves nothing. A failure throws, so the runner tries again
 * after its pause, until the attempts are spent.
 */
export const captureOnDeliveryJob = (deps: OrdersDeps): JobDefinition => ({
  kind: CAPTURE_JOB_KIND,
  run: async (db, payload) => {
    const orderId = Number(payload.orderId);
    const order = await repo.findOrder(db, orderId);
    if (!order || !captureDue(order, await repo.transactionsOf(db, [orderId]))) return;
    await captureFinal(deps, orderId, order.finalTotalCents ?? 0);
  },
});

/** A capture that did not go through; its message is the gateway's reason, kept as the job's last error. */
class CaptureFailed extends Error {
  constructor(readonly code: PaymentOperationCode) {
    super(code);
    this.name = 'CaptureFailed';
  }
}

/**
 * Charges the card for the final amount, outside any database transaction
 * (the gateway is never called holding a lock, decision 016). The key is the
 * order's: a repeated capture answers the same payment and moves nothing twice.
 */
async function captureFinal(deps: OrdersDeps, orderId: number, finalCents: number): Promise<void> {
  const transaction = moneyTransaction(await repo.transactionsOf(deps.db, [orderId]));
  if (
    !transaction?.providerRef ||
    transaction.transactionStatusId !== TRANSACTION_STATUS.AUTHORIZED
  )
    return;
  const plan = capturePlan(finalCents, transaction.authorizedCents);
  if (plan.captureCents === 0) {
    await voidAuthorisations(deps, orderId);
    return;
  }
  let failure: PaymentOperationCode;
  try {
    const { payment } = await deps.gateway.capturePayment(
      transaction.providerRef,
      plan.captureCents,
      `capture-order-${orderId}`,
    );
    if (payment.status === 'captured') {
      await storeWrites.updateMoneyTransaction(deps.db, transaction.orderTransactionId, {
        transactionStatusId: TRANSACTION_STATUS.CONFIRMED,
        capturedCents: payment.capturedCents,
        failureCode: null,
      });
      return;
    }
    failure = 'invalid_state';
  } catch (err) {
    // Refused, or no answer at all (a timeout, a reset connection): either way not charged yet.
    failure = err instanceof PaymentOperationRefused ? err.code : 'gateway_error';
    deps.log.error({ err, orderId }, 'capture on delivery failed');
  }
  await storeWrites.updateMoneyTransaction(deps.db, transaction.orderTransactionId, {
    failureCode: failure,
  });
  throw new CaptureFailed(failure);
}
