import type { Db } from '../../../db/client';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { liveCart } from '../repo/carts';
import { readCartHead, type CartHead, type CartSnapshot } from '../repo/snapshot';
import { cartContents } from './contents';

/** The head of the shopper's live cart, created on first sight. */
async function cartHead(db: Db, brand: BrandRow, user: UserRow): Promise<CartHead> {
  const found = await readCartHead(db, brand.brandId, user.userId);
  if (found) return found;
  await liveCart(db, brand, user);
  const created = await readCartHead(db, brand.brandId, user.userId);
  if (!created) throw new Error(`cart of user ${user.userId} could not be read back`);
  return created;
}

/** The shopper's live cart with its lines, codes and points (created on first sight). */
export async function cartSnapshot(db: Db, brand: BrandRow, user: UserRow): Promise<CartSnapshot> {
  const head = await cartHead(db, brand, user);
  return { ...head, ...(await cartContents(db, head)) };
}

/** A head a change answered, completed with its lines and codes. */
export async function snapshotOf(db: Db, head: CartHead): Promise<CartSnapshot> {
  return { ...head, ...(await cartContents(db, head)) };
}
