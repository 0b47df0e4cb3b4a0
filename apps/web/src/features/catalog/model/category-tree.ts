import type { Category } from '@spesa/domain';

export const isHiddenInMenu = (category: Category): boolean =>
  category.metaData.category_info.HIDE_IN_MENU === 'true';

/**
 * The tree the menu shows (docs/rules/shop-shell.md App shell): categories flagged
 * HIDE_IN_MENU are left out together with everything under them.
 */
export function menuTree(categories: readonly Category[]): Category[] {
  return categories
    .filter((c) => !isHiddenInMenu(c))
    .map((c) => ({ ...c, categories: menuTree(c.categories) }));
}

/** The slug shape the API accepts (CategoryQuerySchema): checked here so that a bad URL is a not-found, not a 400. */
export const CATEGORY_SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
