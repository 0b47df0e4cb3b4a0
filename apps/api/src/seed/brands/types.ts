import type { brands } from '../../db/schema';

export type BrandSeed = Omit<typeof brands.$inferInsert, 'logoSvg'>;
