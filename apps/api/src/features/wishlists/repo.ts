import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WishlistGrant, WishlistKind } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  mostBoughtFirst,
  products,
  purchasedProducts,
  users,
  warehouseProducts,
  wishlistItems,
  wishlistShares,
  wishlists,
} from '../../db/schema';

/*
 * Every list is reached with the person asking in the WHERE clause: as its
 * owner, or through a share with them (docs/rules/lists.md Sharing). A list
 * id of anyone else matches nothing and answers as if it did not exist.
 */

export type Access = 'OWNER' | WishlistGrant;

export interface ListRow {
  listId: number;
  userId: number;
  kind: WishlistKind;
  name: string;
  isDefault: boolean;
  version: number;
  access: Access;
  ownerFirstName: string;
  ownerLastName: string;
}

/** A product of a list; for 'I più acquistati' the item id is the product's. */
export interface ListLine {
  itemId: number;
  productId: number;
  name: string;
  categoryId: number;
  selectOptions: Record<string, string>;
  optionsKey: string;
  /** Null for 'I più acquistati': the product's first add. */
  quantity: number | null;
}

/** The list's owner, beside the person asking (who may be someone else, through a share). */
const owner = alias(users, 'owner_user');

/** The share of the list with `userId` that they accepted: an invitation reaches nothing. */
const acceptedShareOf = (userId: number) =>
  and(
    eq(wishlistShares.listId, wishlists.listId),
    eq(wishlistShares.userId, userId),
    isNotNull(wishlistShares.acceptedAt),
  );

const reachable = (userId: number) => (db: Db) =>
  db
    .select({
      listId: wishlists.listId,
      userId: wishlists.userId,
      kind: wishlists.kind,
      name: wishlists.name,
      isDefault: wishlists.isDefault,
      version: wishlists.version,
      access: sql<Access>`case when ${wishlists.userId} = ${userId} then 'OWNER' else ${wishlistShares.grant} end`,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    })
    .from(wishlists)
    .leftJoin(wishlistShares, acceptedShareOf(userId))
    .innerJoin(owner, eq(owner.userId, wishlists.userId));

const mine = (userId: number) =>
  sql`(${wishlists.userId} = ${userId} or ${wishlistShares.userId} is not null)`;

/** Many ids as one parameter: a list of hundreds of products is one array, not hundreds of parameters. */
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::integer[]`;

/** The list as `userId` may reach it (own or shared with them), or undefined. */
export async function findList(db: Db, userId: number, listId: number) {
  const [row] = await reachable(userId)(db)
    .where(and(eq(wishlists.listId, listId), mine(userId)))
    .limit(1);
  return row as ListRow | undefined;
}

/**
 * Within a transaction: the list locked for a change, as `userId` may reach
 * it. Every change of a list and its items queues on this row, so two devices
 * changing one list take turns and each sees what the other wrote.
 */
export async function lockList(tx: Db, userId: number, listId: number) {
  const [row] = await reachable(userId)(tx)
    .where(and(eq(wishlists.listId, listId), mine(userId)))
    .for('update', { of: wishlists })
    .limit(1);
  return row as ListRow | undefined;
}

/** Marks the list changed: its version moves, so a device holding an older copy knows. */
export async function touchList(tx: Db, listId: number): Promise<void> {
  await tx
    .update(wishlists)
    .set({ version: sql`${wishlists.version} + 1`, updatedAt: new Date() })
    .where(eq(wishlists.listId, listId));
}

/**
 * Favourites and 'I più acquistati' exist once per shopper, made when first
 * needed; looked for first, so that a read of the lists writes nothing.
 */
export async function ensureSpecialLists(
  db: Db,
  userId: number,
  names: Record<'favourites' | 'purchased', string>,
): Promise<void> {
  const existing = await db
    .select({ kind: wishlists.kind })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), sql`${wishlists.kind} <> 'list'`));
  const missing = (['favourites', 'purchased'] as const).filter(
    (kind) => !existing.some((row) => row.kind === kind),
  );
  if (missing.length === 0) return;
  await db
    .insert(wishlists)
    .values(missing.map((kind) => ({ userId, kind, name: names[kind] })))
    .onConflictDoNothing();
}

/** The lists `userId` owns or has been given, specials first, then own, then shared, by age. */
export async function listPage(db: Db, userId: number, offset: number, limit: number) {
  const rows = await reachable(userId)(db)
    .where(mine(userId))
    .orderBy(
      sql`case ${wishlists.kind} when 'favourites' then 0 when 'purchased' then 1 else 2 end`,
      sql`${wishlists.userId} <> ${userId}`,
      asc(wishlists.listId),
    )
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(wishlists)
    .leftJoin(wishlistShares, acceptedShareOf(userId))
    .where(mine(userId));
  return { rows: rows as ListRow[], total: total?.n ?? 0 };
}

export async function countOwnLists(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.kind, 'list')));
  return row?.n ?? 0;
}

/** Serialises the creation of one shopper's lists, so the limit holds under concurrent inserts. */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
}

export async function insertList(tx: Db, userId: number, name: string) {
  const [row] = await tx
    .insert(wishlists)
    .values({ userId, name, kind: 'list' })
    .returning({ listId: wishlists.listId });
  return row!.listId;
}

export async function renameList(tx: Db, listId: number, name: string): Promise<void> {
  await tx.update(wishlists).set({ name }).where(eq(wishlists.listId, listId));
}

export async function deleteList(tx: Db, listId: number): Promise<void> {
  await tx.delete(wishlists).where(eq(wishlists.listId, listId));
}

/** One default list per shopper: the others lose the flag in the same statement order. */
export async function makeDefault(tx: Db, userId: number, listId: number): Promise<void> {
  await tx
    .update(wishlists)
    .set({ isDefault: false })
    .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true)));
  await tx.update(wishlists).set({ isDefault: true }).where(eq(wishlists.listId, listId));
}

/** Products in each list; 'I più acquistati' counts what its owner bought, up to its length. */
export async function sizesOf(
  db: Db,
  lists: readonly Pick<ListRow, 'listId' | 'kind' | 'userId'>[],
  purchasedMax: number,
): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const plain = lists.filter((l) => l.kind !== 'purchased').map((l) => l.listId);
  if (plain.length > 0)
    for (const row of await db
      .select({ listId: wishlistItems.listId, n: count() })
      .from(wishlistItems)
      .where(inArray(wishlistItems.listId, plain))
      .groupBy(wishlistItems.listId))
      sizes.set(row.listId, row.n);
  for (const list of lists.filter((l) => l.kind === 'purchased')) {
    const [row] = await db
      .select({ n: count() })
      .from(purchasedProducts)
      .where(eq(purchasedProducts.userId, list.userId));
    sizes.set(list.listId, Math.min(row?.n ?? 0, purchasedMax));
  }
  return sizes;
}

/**
 * The people who accepted each list's share, for its owner. A pending
 * invitation is not shown: whether an address has an account is its owner's
 * to tell, by accepting.
 */
export async function sharesOf(db: Db, listIds: readonly number[]) {
  if (listIds.length === 0) return [];
  return db
    .select({ listId: wishlistShares.listId, email: users.email, grant: wishlistShares.grant })
    .from(wishlistShares)
    .innerJoin(users, eq(users.userId, wishlistShares.userId))
    .where(and(inArray(wishlistShares.listId, [...listIds]), isNotNull(wishlistShares.acceptedAt)))
    .orderBy(asc(wishlistShares.createdAt), asc(users.email));
}

const lineColumns = {
  itemId: wishlistItems.itemId,
  productId: wishlistItems.productId,
  name: products.name,
  categoryId: products.categoryId,
  selectOptions: wishlistItems.selectOptions,
  optionsKey: wishlistItems.optionsKey,
  quantity: wishlistItems.quantity,
};

/** The list's items in the order added, with their products' names (kept when no warehouse sells them). */
export async function linesOf(db: Db, listId: number): Promise<ListLine[]> {
  return db
    .select(lineColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.productId, wishlistItems.productId))
    .where(eq(wishlistItems.listId, listId))
    .orderBy(asc(wishlistItems.itemId));
}

/** 'I più acquistati': what the owner's delivered orders held most often, most recent first on a tie. */
export async function purchasedLinesOf(
  db: Db,
  ownerId: number,
  limit: number,
): Promise<ListLine[]> {
  const rows = await db
    .select({
      productId: purchasedProducts.productId,
      name: products.name,
      categoryId: products.categoryId,
    })
    .from(purchasedProducts)
    .innerJoin(products, eq(products.productId, purchasedProducts.productId))
    .where(eq(purchasedProducts.userId, ownerId))
    .orderBy(...mostBoughtFirst())
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    itemId: r.productId,
    selectOptions: {},
    optionsKey: '',
    quantity: null,
  }));
}

export async function countItems(tx: Db, listId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.listId, listId));
  return row?.n ?? 0;
}

/** Items of the list among `itemIds`; others' item ids match nothing. */
export async function linesById(tx: Db, listId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return tx
    .select(lineColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.productId, wishlistItems.productId))
    .where(and(eq(wishlistItems.listId, listId), inArray(wishlistItems.itemId, [...itemIds])));
}

/** Items of the list holding these products (any options). */
export async function linesOfProducts(tx: Db, listId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return tx
    .select(lineColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.productId, wishlistItems.productId))
    .where(
      and(eq(wishlistItems.listId, listId), inArray(wishlistItems.productId, [...productIds])),
    );
}

/** Writes the item of the product and options with this quantity, new or not. */
export async function putLine(
  tx: Db,
  listId: number,
  line: {
    productId: number;
    selectOptions: Record<string, string>;
    optionsKey: string;
    quantity: number;
  },
): Promise<void> {
  await tx
    .insert(wishlistItems)
    .values({ listId, ...line })
    .onConflictDoUpdate({
      target: [wishlistItems.listId, wishlistItems.productId, wishlistItems.optionsKey],
      set: { quantity: line.quantity },
    });
}

export async function setLineQuantity(
  tx: Db,
  listId: number,
  itemId: number,
  quantity: number,
): Promise<void> {
  await tx
    .update(wishlistItems)
    .set({ quantity })
    .where(and(eq(wishlistItems.listId, listId), eq(wishlistItems.itemId, itemId)));
}

export async function deleteLines(tx: Db, listId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.listId, listId), inArray(wishlistItems.itemId, [...itemIds])));
}

/** For products the cart's warehouse does not sell: one warehouse that does, the lowest id. */
export async function warehousesSelling(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: warehouseProducts.productId,
      warehouseId: sql<number>`min(${warehouseProducts.warehouseId})`,
    })
    .from(warehouseProducts)
    .where(inArray(warehouseProducts.productId, [...productIds]))
    .groupBy(warehouseProducts.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.warehouseId)]));
}

/** An account of the brand by its e-mail, to share a list with. */
export async function findAccountByEmail(db: Db, brandId: string, email: string) {
  const [row] = await db
    .select({ userId: users.userId, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.ssoUser, false),
        sql`${users.anonymizedAt} is null`,
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

export async function countShares(tx: Db, listId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistShares)
    .where(eq(wishlistShares.listId, listId));
  return row?.n ?? 0;
}

/** A new share is an invitation; sharing again changes the grant and keeps whether it was accepted. */
export async function putShare(
  tx: Db,
  listId: number,
  userId: number,
  grant: WishlistGrant,
): Promise<void> {
  await tx
    .insert(wishlistShares)
    .values({ listId, userId, grant })
    .onConflictDoUpdate({ target: [wishlistShares.listId, wishlistShares.userId], set: { grant } });
}

export async function deleteShare(tx: Db, listId: number, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(wishlistShares)
    .where(and(eq(wishlistShares.listId, listId), eq(wishlistShares.userId, userId)))
    .returning({ listId: wishlistShares.listId });
  return gone.length > 0;
}

/** The recipient accepts a pending invitation; false when there is none. */
export async function acceptShare(db: Db, listId: number, userId: number): Promise<boolean> {
  const accepted = await db
    .update(wishlistShares)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(wishlistShares.listId, listId),
        eq(wishlistShares.userId, userId),
        isNull(wishlistShares.acceptedAt),
      ),
    )
    .returning({ listId: wishlistShares.listId });
  return accepted.length > 0;
}

/** The recipient's share of a list, accepted or not, with the list's name. */
export async function shareWith(db: Db, listId: number, userId: number) {
  const [row] = await db
    .select({ name: wishlists.name, acceptedAt: wishlistShares.acceptedAt })
    .from(wishlistShares)
    .innerJoin(wishlists, eq(wishlists.listId, wishlistShares.listId))
    .where(and(eq(wishlistShares.listId, listId), eq(wishlistShares.userId, userId)))
    .limit(1);
  return row;
}

/** The invitations `userId` has not answered, newest first. */
export async function pendingInvitations(db: Db, userId: number, limit: number) {
  return db
    .select({
      listId: wishlists.listId,
      name: wishlists.name,
      grant: wishlistShares.grant,
      firstName: owner.firstName,
      lastName: owner.lastName,
    })
    .from(wishlistShares)
    .innerJoin(wishlists, eq(wishlists.listId, wishlistShares.listId))
    .innerJoin(owner, eq(owner.userId, wishlists.userId))
    .where(and(eq(wishlistShares.userId, userId), isNull(wishlistShares.acceptedAt)))
    .orderBy(desc(wishlistShares.createdAt), desc(wishlistShares.listId))
    .limit(limit);
}

/**
 * What a delivered order's shopper bought, for 'I più acquistati' and the
 * catalogue's `preferred` listing: each product counted once per order.
 * Products in id order, as the stock is locked, so two deliveries never wait
 * on each other.
 */
export async function recordBought(
  tx: Db,
  userId: number,
  productIds: readonly number[],
  at: Date,
): Promise<void> {
  const unique = [...new Set(productIds)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await tx
    .insert(purchasedProducts)
    .values(unique.map((productId) => ({ userId, productId, lastBoughtAt: at })))
    .onConflictDoUpdate({
      target: [purchasedProducts.userId, purchasedProducts.productId],
      set: {
        timesBought: sql`${purchasedProducts.timesBought} + 1`,
        lastBoughtAt: sql`greatest(${purchasedProducts.lastBoughtAt}, excluded.last_bought_at)`,
      },
    });
}

/** A list's item as wishlist/view reads it: with the stock of the warehouse, null where it sells none. */
export interface StockedLine {
  itemId: number;
  productId: number;
  selectOptions: Record<string, string>;
  quantity: number | null;
  here: number | null;
}

/**
 * The list's items in the order added, each with the warehouse's stock as it
 * is now (the catalogue's cache may lag it by its minute), in one query; the
 * products' names and departments come from the catalogue.
 */
export async function stockedLinesOf(
  db: Db,
  listId: number,
  warehouseId: number,
): Promise<StockedLine[]> {
  return db
    .select({
      itemId: wishlistItems.itemId,
      productId: wishlistItems.productId,
      selectOptions: wishlistItems.selectOptions,
      quantity: wishlistItems.quantity,
      here: warehouseProducts.available,
    })
    .from(wishlistItems)
    .leftJoin(
      warehouseProducts,
      and(
        eq(warehouseProducts.productId, wishlistItems.productId),
        eq(warehouseProducts.warehouseId, warehouseId),
      ),
    )
    .where(eq(wishlistItems.listId, listId))
    .orderBy(asc(wishlistItems.itemId));
}

/** The warehouse's stock of the products as it is now; a product it does not sell is missing. */
export async function liveStock(
  db: Db,
  warehouseId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: warehouseProducts.productId, available: warehouseProducts.available })
    .from(warehouseProducts)
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        sql`${warehouseProducts.productId} = any(${intArray(productIds)})`,
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.available]));
}

/** Names and departments of products the catalogue no longer shows, so a list can still name them. */
export async function productNames(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, { name: string; categoryId: number }>();
  const rows = await db
    .select({ productId: products.productId, name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(sql`${products.productId} = any(${intArray(productIds)})`);
  return new Map(rows.map((r) => [r.productId, { name: r.name, categoryId: r.categoryId }]));
}
