import type { Category } from '@spesa/domain';

export const isHiddenInMenu = (category: Category): boolean =>
  category.metaData.category_info.HIDE_IN_MENU === 'true';

/**
 * The tree the menu shows (SPEC §2 App shell): categories flagged
 * HIDE_IN_MENU are left out together with everything under them.
 */
export function menuTree(categories: readonly Category[]): Category[] {
  return categories
    .filter((c) => !isHiddenInMenu(c))
    .map((c) => ({ ...c, categories: menuTree(c.categories) }));
}

/** The path of a category page. */
export const categoryPath = (category: { slug: string }): string => `/category/${category.slug}`;

/** The path of a product page. */
export const productPath = (product: { slug: string }): string => `/product/${product.slug}`;
