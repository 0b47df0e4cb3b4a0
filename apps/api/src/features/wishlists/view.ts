import type { FastifyInstance } from 'fastify';
import {
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  formatQuantity,
  lineProductOf,
  lineWeight,
  pricingOf,
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
  productNames,
  stockedLinesOf,
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

/** A line's shape of each catalogue product, made once per cached product object. */
const lineProducts = new WeakMap<Product, LineProduct>();

function withOptions(product: Product, chosen: Record<string, string>): LineProduct {
  let shaped = lineProducts.get(product);
  if (!shaped) lineProducts.set(product, (shaped = lineProductOf(product)));
  if (Object.keys(chosen).length === 0) return shaped;
  return {
    ...shaped,
    selectOptions: product.selectOptions.map((option) => {
      const key = chosen[option.parameterName];
      return key === undefined ? option : { ...option, selected: { key } };
    }),
  };
}

/** A product of a list ready to show: what the list holds, its name and department, and the stock when asked. */
interface ShownLine {
  itemId: number;
  productId: number;
  selectOptions: Record<string, string>;
  quantity: number | null;
  name: string;
  categoryId: number | null;
  /** The warehouse's stock now; null where it sells none; undefined when not asked. */
  here?: number | null;
}

/** docs/rules/lists.md Stock: whether the item can be bought at the warehouse now, and why not. */
function stockOf(
  shown: ShownProduct | undefined,
  here: number | null,
): NonNullable<WishlistItem['stock']> {
  if (!shown) return { status: 'discontinued', message: WISHLIST_MESSAGES.discontinued };
  if (!shown.soldHere || here === null)
    return { status: 'not_sold', message: WISHLIST_MESSAGES.notSold };
  // Not even the first add left, or a purchase maximum below it: it cannot be bought now.
  const { rules } = pricingOf(shown.product);
  return here < rules.first || rules.maxPerProduct < rules.first
    ? { status: 'out_of_stock', message: WISHLIST_MESSAGES.outOfStock }
    : { status: 'available', message: null };
}

function toItem(line: ShownLine, shown: ShownProduct | undefined): WishlistItem {
  const rules = shown ? pricingOf(shown.product).rules : null;
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
    ...(line.here === undefined ? {} : { stock: stockOf(shown, line.here) }),
  };
}

/** docs/rules/lists.md: the items by top-level department like the cart's sectors, departments in menu order. */
async function sectorsOf(
  catalog: WishlistDeps['catalog'],
  lines: readonly ShownLine[],
): Promise<WishlistSector[]> {
  const sectors = new Map<number, WishlistSector & { position: number }>();
  for (const line of lines) {
    const department = (line.categoryId === null
      ? undefined
      : await departmentOf(catalog, line.categoryId)) ?? {
      sectorId: 0,
      name: 'Altro',
      position: Number.MAX_SAFE_INTEGER,
    };
    const sector = sectors.get(department.sectorId) ?? { ...department, itemIds: [] };
    sector.itemIds.push(line.itemId);
    sectors.set(department.sectorId, sector);
  }
  return [...sectors.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ sectorId, name, itemIds }) => ({ sectorId, name, itemIds }));
}

/** The lists as the API shows them, with their sizes and, for their owner, whom they are shared with. */
export async function toWishlists(
  db: Db,
  lists: readonly ListRow[],
  knownSizes?: ReadonlyMap<number, number>,
): Promise<Wishlist[]> {
  const [sizes, shares] = await Promise.all([
    knownSizes ?? sizesOf(db, lists, WISHLIST_LIMITS.purchasedItems),
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

/**
 * The list's lines with the stock when asked: its items read with the stock
 * in one query, or 'I più acquistati' and then its stock.
 */
async function stockedLines(
  db: Db,
  list: ListRow,
  warehouseId: number,
  calculateStock: boolean,
): Promise<(Omit<ShownLine, 'name' | 'categoryId'> & { name?: string; categoryId?: number })[]> {
  if (list.kind !== 'purchased') {
    const lines = await stockedLinesOf(db, list.listId, warehouseId);
    return calculateStock ? lines : lines.map(({ here: _here, ...line }) => line);
  }
  const lines = await purchasedLinesOf(db, list.userId, WISHLIST_LIMITS.purchasedItems);
  if (!calculateStock) return lines;
  const stock = await liveStock(
    db,
    warehouseId,
    lines.map((l) => l.productId),
  );
  return lines.map((line) => ({ ...line, here: stock.get(line.productId) ?? null }));
}

/** wishlist/view: the list with its items priced by the cart's warehouse, stock and sectors when asked. */
export async function listDetail(
  deps: WishlistDeps,
  brand: BrandRow,
  user: UserRow,
  list: ListRow,
  options: { calculateStock: boolean; showSectors: boolean },
): Promise<WishlistDetail> {
  const warehouseId = await shopperWarehouse(deps.db, brand, user);
  const stocked = await stockedLines(deps.db, list, warehouseId, options.calculateStock);
  const shown = await productsFor(
    deps,
    brand.brandId,
    warehouseId,
    stocked.map((l) => l.productId),
  );
  const unnamed = await productNames(
    deps.db,
    stocked.filter((l) => l.name === undefined && !shown.has(l.productId)).map((l) => l.productId),
  );
  const lines: ShownLine[] = stocked.map((line) => {
    const product = shown.get(line.productId)?.product ?? unnamed.get(line.productId);
    return {
      ...line,
      name: line.name ?? product?.name ?? '',
      categoryId: line.categoryId ?? product?.categoryId ?? null,
    };
  });
  const items = lines.map((line) => toItem(line, shown.get(line.productId)));
  const [summary] = await toWishlists(deps.db, [list], new Map([[list.listId, items.length]]));
  return {
    ...summary!,
    wishlistItems: items,
    ...(options.showSectors ? { sectors: await sectorsOf(deps.catalog, lines) } : {}),
    warehouseId,
  };
}
