import type { Db } from '../../db/client';
import { findDefaultPickupPoint, findVisibleAddress, type AddressRecord } from './addresses-repo';
import { findCartDelivery, type CartDeliveryRow } from './cart-delivery-repo';
import type { CalendarOwner } from './calendar-repo';
import { matchZone, type Zone } from './zones';
import { loadZones } from './zones-repo';
import { ADDRESS_TYPE } from '@spesa/domain';

/** Whose cart: enough to scope every lookup to its owner. */
export interface CartContext {
  cartId: number;
  userId: number;
  /** The delivery network's warehouse behind the brand's default, whose first store a new cart is assigned to. */
  defaultWarehouseId: number;
  /** The brand's own warehouse for each network warehouse it prices apart (decision 044). */
  ownWarehouses: Readonly<Record<string, number>>;
}

export interface CurrentDelivery {
  row: CartDeliveryRow | undefined;
  /** Undefined only when the shop has no pickup point at all. */
  address: AddressRecord | undefined;
  autoAssigned: boolean;
}

/**
 * The cart's delivery address: the one the shopper chose, or, until they
 * choose (or if it vanished), the default store counter, flagged auto-assigned
 * so the checkout still asks (docs/rules/delivery-and-slots.md Checkout flow helper).
 */
export async function currentDelivery(db: Db, ctx: CartContext): Promise<CurrentDelivery> {
  const row = await findCartDelivery(db, ctx.cartId);
  const chosen = row ? await findVisibleAddress(db, ctx.userId, row.addressId) : undefined;
  if (chosen) return { row, address: chosen, autoAssigned: row?.addressAutoAssigned ?? false };
  return {
    row,
    address: await findDefaultPickupPoint(db, ctx.defaultWarehouseId),
    autoAssigned: true,
  };
}

export interface DeliveryTarget {
  owner: CalendarOwner;
  warehouseId: number;
  storeId: number | null;
}

/**
 * Where an address's shopping comes from: a pickup point's own store and
 * warehouse, or for a home address the zone that serves it (undefined if none).
 */
export async function targetOf(
  db: Db,
  address: AddressRecord,
  zones?: readonly Zone[],
): Promise<DeliveryTarget | undefined> {
  if (address.addressTypeId !== ADDRESS_TYPE.HOME) {
    if (address.warehouseId === null) return undefined;
    return {
      owner: { addressId: address.addressId },
      warehouseId: address.warehouseId,
      storeId: address.storeId,
    };
  }
  const match = matchZone(zones ?? (await loadZones(db)), address, address.postalcode);
  return match
    ? {
        owner: { zoneId: match.zone.zoneId },
        warehouseId: match.zone.warehouseId,
        storeId: match.zone.storeId,
      }
    : undefined;
}
