import { z } from 'zod';
import { FACET_GROUPS, PRODUCT_SORTS } from '@spesa/domain';
import { filtersForCategory, type CatalogFilters } from './filters';

/** docs/rules/shop-shell.md "Persisted locally: category and filters". */
export const CATEGORY_FILTERS_STORAGE_KEY = 'spesa.catalog.categoryFilters';

const StoredFiltersSchema = z.object({
  categoryId: z.number().int(),
  filters: z.object({
    facets: z.partialRecord(z.enum(FACET_GROUPS), z.array(z.string())),
    sort: z.enum(PRODUCT_SORTS).nullable(),
    promo: z.boolean(),
    onlyNew: z.boolean(),
    preferred: z.boolean(),
    page: z.number().int().min(1),
  }),
});

export interface StoredCategoryFilters {
  categoryId: number;
  filters: CatalogFilters;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredFilters(): StoredCategoryFilters | null {
  try {
    const text = storage()?.getItem(CATEGORY_FILTERS_STORAGE_KEY);
    if (!text) return null;
    const parsed = StoredFiltersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeFilters(categoryId: number, filters: CatalogFilters): void {
  try {
    storage()?.setItem(CATEGORY_FILTERS_STORAGE_KEY, JSON.stringify({ categoryId, filters }));
  } catch {
    // storage full or disabled: the URL still carries the filters
  }
}

export function resetStoredFilters(): void {
  try {
    storage()?.removeItem(CATEGORY_FILTERS_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}

/** The stored filters for a category, or none when another category was stored (docs/rules/catalog.md). */
export function storedFiltersFor(categoryId: number): CatalogFilters {
  return filtersForCategory(readStoredFilters(), categoryId);
}
