import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { brandLogoSvg } from './logo';
import { fresco } from './fresco';
import { mercato } from './mercato';

export const SEEDED_BRANDS = [mercato, fresco];

export async function seedBrands(db: Db): Promise<void> {
  await db.insert(brands).values(
    SEEDED_BRANDS.map((b) => ({
      ...b,
      logoSvg: brandLogoSvg(b.name, b.theme.primary, b.theme.secondary),
    })),
  );
}
