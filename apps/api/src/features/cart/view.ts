import {
  CART_MESSAGES,
  centsToEuros,
  eurosToCents,
  formatQuantity,
  lineProductOf,
  type Cart,
  type CartItem,
  type CartSector,
  type LineProduct,
  type Product,
  type ResponseMessage,
  type User,
} from '@spesa/domain';
import type { BrandRow } from '../brands';
import { toUser, type UserRow } from '../users';
import { departmentOf, productsIn, type Catalogue } from './catalogue';
import { cartContext } from './context';
import { memoisedDeliveryView } from './delivery-cache';
import { databaseMemo } from './memo';
import type { CartDeliveryView } from '../delivery';
import type { CartDeps } from './deps';
import { priceLines, type CartLine } from './lines';
import { vouchersEarned } from './loyalty';
import { packagingOffer, type PackagingOffer } from './packaging';
import type { CartSnapshot } from './snapshot-repo';
import { cartTotals, type CartTotals } from './totals';

export interface CartViewOptions {
  /** Group the lines by top-level department as well (SPEC §7 show_sectors). */
  showSectors?: boolean;
}

export interface CartViewResult {
  cart: Cart;
  /** Said alongside the cart, e.g. lines the cart's new warehouse does not sell. */
  warnings: ResponseMessage[];
}

/** A line's shape of each catalogue product, made once per cached product object. */
const lineProducts = new WeakMap<Product, LineProduct>();

function lineProduct(product: Product): LineProduct {
  let shaped = lineProducts.get(product);
  if (!shaped) lineProducts.set(product, (shaped = lineProductOf(product)));
  return shaped;
}

/** The line's product with the shopper's choices marked `selected`; the cached product is not touched. */
function withChosenOptions(product: Product, chosen: Record<string, string>): LineProduct {
  if (Object.keys(chosen).length === 0) return lineProduct(product);
  return {
    ...lineProduct(product),
    selectOptions: product.selectOptions.map((option) => {
      const key = chosen[option.parameterName];
      return key === undefined ? option : { ...option, selected: { key } };
    }),
  };
}

function toCartItem({ item, product, rules, totalCents, weight }: CartLine): CartItem {
  const quantityDisplay = formatQuantity(rules, item.quantity);
  return {
    itemId: item.itemId,
    cartItemId: item.itemId,
    product: withChosenOptions(product, item.selectOptions),
    quantity: item.quantity,
    weight,
    grossTotal: centsToEuros(totalCents),
    quantityDisplay,
    cartItemInfo: {
      accept_alternatives: item.acceptAlternatives ? 'true' : 'false',
      ...(item.notes ? { notes: item.notes } : {}),
      ...(rules.kind === 'weight' ? { customWeight: quantityDisplay } : {}),
    },
  };
}

/** The lines grouped by top-level department, departments in menu order. */
async function sectorsOf(catalog: Catalogue, items: readonly CartItem[]): Promise<CartSector[]> {
  const sectors = new Map<number, CartSector & { position: number }>();
  for (const item of items) {
    const department = (await departmentOf(catalog, item.product.categoryId)) ?? {
      sectorId: 0,
      name: 'Altro',
      position: Number.MAX_SAFE_INTEGER,
    };
    const sector = sectors.get(department.sectorId) ?? { ...department, cartItems: [] };
    sector.cartItems.push(item);
    sectors.set(department.sectorId, sector);
  }
  return [...sectors.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ sectorId, name, cartItems }) => ({ sectorId, name, cartItems }));
}

function summaryOf(
  totals: CartTotals,
  packaging: PackagingOffer | null,
  loyalty: number,
): Pick<
  Cart,
  | 'grossTotal'
  | 'giftTotal'
  | 'packageTotal'
  | 'deliveryFee'
  | 'totalPrice'
  | 'giftCertificates'
  | 'orderAdjustmentSummary'
  | 'giftCertificatesToGenerate'
  | 'orderPackages'
  | 'userPoints'
> {
  const reference = (d: CartTotals['discounts'][number]) => ({
    giftCertificateId: d.applied.certificate.giftCertificateId,
    code: d.applied.certificate.code,
    description: d.applied.certificate.description,
  });
  return {
    grossTotal: centsToEuros(totals.goodsCents),
    giftTotal: centsToEuros(totals.giftCents),
    packageTotal: centsToEuros(totals.packageCents),
    deliveryFee: centsToEuros(totals.deliveryFeeCents),
    totalPrice: centsToEuros(totals.totalCents),
    giftCertificates: totals.discounts.map((d) => ({
      ...reference(d),
      userGiftCertificateId: d.applied.userGiftCertificateId,
      amount: centsToEuros(d.amountCents),
      applied: d.active,
    })),
    orderAdjustmentSummary: {
      orderAdjustments: totals.discounts
        .filter((d) => d.amountCents > 0)
        .map((d) => ({
          orderItemId: null,
          userGiftCertificateId: d.applied.userGiftCertificateId,
          giftCertificate: reference(d),
          amount: centsToEuros(d.amountCents),
        })),
      totalAmount: centsToEuros(totals.giftCents),
    },
    giftCertificatesToGenerate: vouchersEarned(loyalty, totals.goodsCents - totals.giftCents),
    orderPackages:
      packaging && totals.packages > 0
        ? [
            {
              orderPackageId: packaging.packagingTypeId,
              quantity: totals.packages,
              totalPrice: centsToEuros(totals.packageCents),
              package: {
                packageId: packaging.packagingTypeId,
                productId: packaging.product.productId,
                descr: packaging.product.name,
                cost: centsToEuros(packaging.costCents),
                itemsPerPackage: packaging.itemsPerPackage,
              },
            },
          ]
        : [],
    userPoints: { LOYALTY: { value: loyalty } },
  };
}

/** Codes and their validity windows may change without touching the cart: a built cart serves this long at most. */
const BUILT_MAX_AGE_MS = 30_000;

/** What a built cart was made from; the same inputs make the same cart. */
interface Built {
  inputs: string;
  delivery: CartDeliveryView;
  products: Map<number, Product>;
  builtAt: number;
  result: CartViewResult;
}

/** Cart (and sectors or not) → the cart last built for it. */
const built = databaseMemo<string, Built>();

const sameProducts = (a: Map<number, Product>, b: Map<number, Product>): boolean =>
  a.size === b.size && [...a].every(([id, product]) => b.get(id) === product);

/**
 * The whole cart of SPEC §3 for its owner: delivery, priced lines, codes, bags,
 * points. A view of a cart nothing touched since it was last built (same
 * version, delivery, products of the catalogue's cache, balance and owner)
 * answers that same object, whose JSON the cart serializer has already made.
 */
export async function buildCartView(
  { db, catalog }: CartDeps,
  brand: BrandRow,
  user: UserRow,
  snapshot: CartSnapshot,
  options: CartViewOptions = {},
  now = new Date(),
): Promise<CartViewResult> {
  const { cart: row, items, packaging: packagingRow, deliveryStamp } = snapshot;
  const productIds = items.map((i) => i.productId);
  if (packagingRow) productIds.push(packagingRow.productId);
  const [delivery, products] = await Promise.all([
    memoisedDeliveryView(
      db,
      { ...cartContext(brand, row), storeId: row.storeId },
      deliveryStamp,
      now,
    ),
    productsIn(catalog, row.warehouseId, productIds),
  ]);
  const owner = toUser(user);
  const key = `${row.cartId}:${options.showSectors ? 'sectors' : 'flat'}`;
  const inputs = [
    snapshot.version,
    deliveryStamp,
    snapshot.loyalty,
    JSON.stringify(packagingRow),
    JSON.stringify(owner),
  ].join('|');
  const last = built.get(db, key);
  if (
    last &&
    last.inputs === inputs &&
    last.delivery === delivery &&
    now.getTime() - last.builtAt < BUILT_MAX_AGE_MS &&
    sameProducts(last.products, products)
  )
    return last.result;
  const result = await assemble(catalog, owner, snapshot, delivery, products, options, now);
  built.set(db, key, { inputs, delivery, products, builtAt: now.getTime(), result });
  return result;
}

async function assemble(
  catalog: Catalogue,
  owner: User,
  { cart: row, items, codes, loyalty, packaging: packagingRow }: CartSnapshot,
  delivery: CartDeliveryView,
  products: Map<number, Product>,
  options: CartViewOptions,
  now: Date,
): Promise<CartViewResult> {
  const { lines, unsold } = priceLines(items, products);
  const packaging = packagingOffer(packagingRow, products);
  const totals = cartTotals(lines, codes, packaging, eurosToCents(delivery.deliveryFee), now);
  const cartItems = lines.map(toCartItem);
  const cart: Cart = {
    cartId: row.cartId,
    cartStatusId: row.cartStatusId,
    user: owner,
    warehouse: { warehouseId: row.warehouseId },
    store: delivery.store ?? (row.storeId ? { storeId: row.storeId } : null),
    shippingAddress: delivery.shippingAddress,
    selectedService: delivery.selectedService,
    timeslot: delivery.timeslot,
    cartItems,
    ...(options.showSectors ? { sectors: await sectorsOf(catalog, cartItems) } : {}),
    totalItems: cartItems.length,
    cartInfos: row.cartInfos,
    ...summaryOf(totals, packaging, loyalty),
  };
  const warnings: ResponseMessage[] =
    unsold.length > 0
      ? [{ code: 'cart.unsold_lines', warning: CART_MESSAGES.unavailableLines(unsold.length) }]
      : [];
  return { cart, warnings };
}
