/**
 * docs/rules/catalog.md: entering the catalog group (category, product, search, fast-search)
 * resets the category filters; moving inside it keeps them. Catalog pages
 * announce themselves while mounted, so a loader can tell whether the shopper
 * comes from inside the group (a page of it is still on screen) or from outside.
 */
let mountedCatalogPages = 0;

export function enterCatalogPage(): () => void {
  mountedCatalogPages += 1;
  return () => {
    mountedCatalogPages = Math.max(0, mountedCatalogPages - 1);
  };
}

export const isInsideCatalogGroup = (): boolean => mountedCatalogPages > 0;
