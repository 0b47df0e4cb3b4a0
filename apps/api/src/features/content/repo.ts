import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MenuItem } from '@spesa/domain';
import { contentMenus } from '../../db/schema';

export async function findMenu(
  db: Db,
  brandId: string,
  location: string,
): Promise<MenuItem[] | undefined> {
  const [row] = await db
    .select({ items: contentMenus.items })
    .from(contentMenus)
    .where(and(eq(contentMenus.brandId, brandId), eq(contentMenus.location, location)))
    .limit(1);
  return row?.items;
}
