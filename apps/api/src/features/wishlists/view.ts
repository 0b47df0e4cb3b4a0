import type { FastifyInstance } from 'fastify';
import {
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  formatQuantity,
  lineProductOf,
  lineWeight,
  maxPurchasable,
  quantityRulesOf,
  type LineProduct,
  type Product,
  type Wishlist,
  type WishlistDetail,
  type WishlistItem,
  type WishlistSector,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import { departmentOf, findLiveCart } from '../cart';
import type { UserRow } from '../users';
import {
  linesOf,
  liveStock,
  purchasedLinesOf,
  sharesOf,
  sizesOf,
  warehousesSelling,
  type ListLine,
  type ListRow,
} from './repo';

/** What the lists use of the app; routes pass the Fastify instance itself. */
export interface WishlistDeps {
  db: Db;
  catalog: FastifyInstance['catalog'];
}

/** A product as a list shows it, and whether the cart's warehouse sells it. */
export interface ShownProduct {
  product: Product;
  soldHere: boolean;
}

/** The warehouse a shopper's lists are priced and stocked by: the cart's, else the brand's. */
export async function shopperWarehouse(db: Db, brand: BrandRow, user: UserRow): Promise<number> {
  const cart = await findLiveCart(db, brand.brandId, user.userId);
  return cart?.warehouseId ?? brand.config.defaultWarehouseId;
}

/**
 * The products as the catalogue shows them in the warehouse, and those it
 * does not sell as one that does (they stay in the list, marked). A product
 * no warehouse sells, or another brand's private label, is missing.
 */
export async function productsFor(
  { db, catalog }: WishlistDeps,
  brandId: string,
  warehouseId: number,
  productIds: readonly number[],
): Promise<Map<number, ShownProduct>> {
  const unique = [...new Set(productIds)];
  const shown = new Map<number, ShownProduct>();
  for (const product of await catalog.products.get(warehouseId, brandId, unique))
    shown.set(product.productId, { product, soldHere: true });
  const elsewhere = await warehousesSelling(
    db,
    unique.filter((id) => !shown.has(id)),
  );
  const byWarehouse = new Map<number, number[]>();
  for (const [productId, other] of elsewhere)
    byWarehouse.set(other, [...(byWarehouse.get(other) ?? []), productId]);
  for (const [other, ids] of byWarehouse)
    for (const product of await catalog.products.get(other, brandId, ids))
      shown.set(product.productId, { product, soldHere: false });
  return shown;
}

function withOptions(product: Product, chosen: Record<string, string>): LineProduct {
  const shaped = lineProductOf(product);
  if (Object.keys(chosen).length === 0) return shaped;
  return {
    ...shaped,
    selectOptions: product.selectOptions.map((option) => {
      const key = chosen[option.parameterName];
      return key === undefined ? option : { ...option, selected: { key } };
    }),
  };
}

/** docs/rules/lists.md Stock: whether the item can be bought at the warehouse now, and why not. */
function stockOf(
  shown: ShownProduct | undefined,
  stock: ReadonlyMap<number, number | null>,
  productId: number,
): NonNullable<WishlistItem['stock']> {
  const here = stock.get(productId);
  if (!shown || here === undefined)
    return { status: 'discontinued', message: WISHLIST_MESSAGES.discontinued };
  if (here === null) return { status: 'not_sold', message: WISHLIST_MESSAGES.notSold };
  const rules = quantityRulesOf({ ...shown.product, available: here });
  return maxPurchasable(rules) < rules.first
    ? { status: 'out_of_stock', message: WISHLIST_MESSAGES.outOfStock }
    : { status: 'available', message: null };
}

export function toItem(
  line: ListLine,
  shown: ShownProduct | undefined,
  stock: ReadonlyMap<number, number | null> | null,
): WishlistItem {
  const rules = shown ? quantityRulesOf(shown.product) : null;
  const quantity = line.quantity ?? rules?.first ?? 1;
  return {
    itemId: line.itemId,
    productId: line.productId,
    product: shown ? withOptions(shown.product, line.selectOptions) : null,
    name: line.name,
    quantity,
    weight: rules ? lineWeight(rules, quantity) : null,
    quantityDisplay: rules ? formatQuantity(rules, quantity) : '',
    selectOptions: line.selectOptions,
    ...(stock ? { stock: stockOf(shown, stock, line.productId) } : {}),
  };
}

/** docs/rules/lists.md: the items by top-level department like the cart's sectors, departments in menu order. */
async function sectorsOf(
  catalog: WishlistDeps['catalog'],
  lines: readonly ListLine[],
  items: readonly WishlistItem[],
): Promise<WishlistSector[]> {
  const sectors = new Map<number, WishlistSector & { position: number }>();
  for (const [index, item] of items.entries()) {
    const department = (await departmentOf(catalog, lines[index]!.categoryId)) ?? {
      sectorId: 0,
      name: 'Altro',
      position: Number.MAX_SAFE_INTEGER,
    };
    const sector = sectors.get(department.sectorId) ?? { ...department, wishlistItems: [] };
    sector.wishlistItems.push(item);
    sectors.set(department.sectorId, sector);
  }
  return [...sectors.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ sectorId, name, wishlistItems }) => ({ sectorId, name, wishlistItems }));
}

/** The lists as the API shows them, with their sizes and, for their owner, whom they are shared with. */
export async function toWishlists(db: Db, lists: readonly ListRow[]): Promise<Wishlist[]> {
  const [sizes, shares] = await Promise.all([
    sizesOf(db, lists, WISHLIST_LIMITS.purchasedItems),
    sharesOf(
      db,
      lists.filter((l) => l.access === 'OWNER' && l.kind === 'list').map((l) => l.listId),
    ),
  ]);
  return lists.map((list) => ({
    listId: list.listId,
    id: list.listId,
    name: list.name,
    kind: list.kind,
    size: sizes.get(list.listId) ?? 0,
    isDefault: list.access === 'OWNER' && list.isDefault,
    editable: list.kind !== 'purchased' && list.access !== 'READ',
    sharingData: {
      grant: list.access,
      owner:
        list.access === 'OWNER'
          ? null
          : { firstName: list.ownerFirstName, lastName: list.ownerLastName },
      sharedWith: shares
        .filter((s) => s.listId === list.listId)
        .map(({ email, grant }) => ({ email, grant })),
    },
  }));
}

/** The list's products: its items, or for 'I più acquistati' what its owner bought most. */
export const listLines = (db: Db, list: ListRow): Promise<ListLine[]> =>
  list.kind === 'purchased'
    ? purchasedLinesOf(db, list.userId, WISHLIST_LIMITS.purchasedItems)
    : linesOf(db, list.listId);

/** wishlist/view: the list with its items priced by the cart's warehouse, stock and sectors when asked. */
export async function listDetail(
  deps: WishlistDeps,
  brand: BrandRow,
  user: UserRow,
  list: ListRow,
  options: { calculateStock: boolean; showSectors: boolean },
): Promise<WishlistDetail> {
  const [lines, warehouseId] = await Promise.all([
    listLines(deps.db, list),
    shopperWarehouse(deps.db, brand, user),
  ]);
  const shown = await productsFor(
    deps,
    brand.brandId,
    warehouseId,
    lines.map((l) => l.productId),
  );
  // The catalogue's cache may lag the stock by its minute: calculate_stock reads the stock itself.
  const stock = options.calculateStock
    ? await liveStock(
        deps.db,
        warehouseId,
        lines.map((l) => l.productId),
      )
    : null;
  const items = lines.map((line) => toItem(line, shown.get(line.productId), stock));
  const [summary] = await toWishlists(deps.db, [list]);
  return {
    ...summary!,
    size: items.length,
    wishlistItems: items,
    ...(options.showSectors ? { sectors: await sectorsOf(deps.catalog, lines, items) } : {}),
    warehouseId,
  };
}
