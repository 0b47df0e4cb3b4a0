/*
 * The catalogue feature: category menu, listings, search and product pages.
 * Route modules (routes/*) are loaded lazily by the router and are not
 * exported here, so that the shell's imports stay small.
 */
export { catalogKeys } from './api/keys';
export { categoryTreeQueryOptions, useCategoryTree } from './api/get-category-tree';
export { CategoryMenu, type CategoryMenuProps } from './components/category-menu';
export { SearchBox } from './components/search-box';
export { NavbarSearch } from './components/navbar-search';
export { resetStoredFilters } from './model/filter-storage';
