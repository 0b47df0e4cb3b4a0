import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DefaultPackaging } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import {
  addresses,
  cartDeliveries,
  cartItems,
  carts,
  packagingTypes,
  timeslotHolds,
  userPoints,
} from '../../../db/schema';
import {
  appliedCodesJson,
  loyaltyBalanceSql,
  parseAppliedCodes,
  type AppliedCode,
} from '../../gift-certificates';
import type { CartLineRow } from './lines';
import { LIVE_STATUSES, type CartRow } from './carts';

/** The small part of a cart, read on every request. */
export interface CartHead {
  /** Its version (a column moved by triggers) changes with every change of its row, lines or codes. */
  cart: CartRow;
  loyalty: number;
  packaging: DefaultPackaging | null;
  /**
   * Changes whenever the cart's delivery does: its choice, the address behind
   * it, its hold, its warehouse and store. Keys the memoised delivery view.
   */
  deliveryStamp: string;
}

/** The lines and codes of a cart, valid while its version stays. */
export interface CartContents {
  items: CartLineRow[];
  codes: AppliedCode[];
}

/** Every part in its place (concat_ws alone would skip nulls and let parts slide). */
export const deliveryStamp = sql<string>`concat_ws('|',
  ${carts.warehouseId}, coalesce(${carts.storeId}::text, ''),
  coalesce((select concat_ws(':', ${cartDeliveries.updatedAt}, ${addresses.updatedAt})
    from ${cartDeliveries} left join ${addresses} on ${addresses.addressId} = ${cartDeliveries.addressId}
    where ${cartDeliveries.cartId} = ${carts.cartId}), ''),
  coalesce((select concat_ws(':', ${timeslotHolds.timeslotDayId}, ${timeslotHolds.expiresAt})
    from ${timeslotHolds} where ${timeslotHolds.cartId} = ${carts.cartId}), ''))`;

/** The columns of a CartHead; the joins also make drizzle qualify every column, which the subqueries need. */
const headQuery = (db: Db) =>
  db
    .select({
      cart: carts,
      loyalty: loyaltyBalanceSql(sql`${carts.userId}`),
      packaging: {
        packagingTypeId: packagingTypes.packagingTypeId,
        productId: packagingTypes.productId,
        itemsPerPackage: packagingTypes.itemsPerPackage,
      },
      deliveryStamp,
    })
    .from(carts)
    // The packaging chosen at checkout (cartInfos.packaging_type_id, digits by contract), else the default.
    .leftJoin(
      packagingTypes,
      sql`case when ${carts.cartInfos} ? 'packaging_type_id'
        then ${packagingTypes.packagingTypeId} = (${carts.cartInfos} ->> 'packaging_type_id')::int
        else ${packagingTypes.isDefault} end
        and coalesce(${packagingTypes.brandId}, ${carts.brandId}) = ${carts.brandId}`,
    );

/** The head of a shopper's live cart, built once per database: every cart call reads it. */
const liveHeadQuery = perDatabase((db) =>
  headQuery(db)
    .where(
      and(
        eq(carts.brandId, sql.placeholder('brandId')),
        eq(carts.userId, sql.placeholder('userId')),
        inArray(carts.cartStatusId, LIVE_STATUSES),
      ),
    )
    .limit(1)
    .prepare('live_cart_head'),
);

/**
 * The shopper's live cart with its version, loyalty balance, default packaging
 * and delivery stamp, in one round trip. Owner in the WHERE clause.
 */
export async function readCartHead(
  db: Db,
  brandId: string,
  userId: number,
): Promise<CartHead | undefined> {
  const [row] = await liveHeadQuery(db).execute({ brandId, userId });
  return row;
}

/**
 * The same, read under a lock on the cart row for the rest of the
 * transaction: every change of a cart's lines, infos, codes or delivery queues
 * there, so what is read stays true until the transaction ends. The owner is
 * part of the lookup, so someone else's cart id is simply not found.
 */
export async function lockCartHead(
  tx: Db,
  cartId: number,
  userId: number,
): Promise<CartHead | undefined> {
  const [row] = await headQuery(tx)
    .where(
      and(
        eq(carts.cartId, cartId),
        eq(carts.userId, userId),
        inArray(carts.cartStatusId, LIVE_STATUSES),
      ),
    )
    .for('update', { of: carts });
  return row;
}

const itemsJson = sql`coalesce((
  select json_agg(json_build_object(
    'itemId', ${cartItems.itemId},
    'productId', ${cartItems.productId},
    'selectOptions', ${cartItems.selectOptions},
    'optionsKey', ${cartItems.optionsKey},
    'quantity', ${cartItems.quantity},
    'acceptAlternatives', ${cartItems.acceptAlternatives},
    'notes', ${cartItems.notes}) order by ${cartItems.itemId})
  from ${cartItems} where ${cartItems.cartId} = ${carts.cartId}
), '[]'::json)`;

/** The lines and codes of the shopper's cart, in one round trip. Owner in the WHERE clause. */
export async function readCartContents(
  db: Db,
  cartId: number,
  userId: number,
): Promise<CartContents> {
  const [row] = await db
    .select({
      items: itemsJson,
      codes: appliedCodesJson(sql`${carts.cartId}`, sql`${carts.userId}`),
    })
    .from(carts)
    // A join that matches nothing more, so that drizzle qualifies the columns.
    .leftJoin(userPoints, sql`false`)
    .where(and(eq(carts.cartId, cartId), eq(carts.userId, userId)));
  return row
    ? {
        // numeric(12,3) comes through JSON as a number already.
        items: row.items as CartLineRow[],
        codes: parseAppliedCodes(row.codes),
      }
    : { items: [], codes: [] };
}

/** Everything of a cart the view needs from the database. */
export type CartSnapshot = CartHead & CartContents;
