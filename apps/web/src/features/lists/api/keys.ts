/** Query keys of the lists (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const listKeys = {
  all: ['lists'] as const,
  pages: () => [...listKeys.all, 'page'] as const,
  page: (page: number, pageSize: number) => [...listKeys.pages(), page, pageSize] as const,
  details: () => [...listKeys.all, 'detail'] as const,
  detail: (listId: number) => [...listKeys.details(), listId] as const,
  /** Preferiti as the hearts read it: which products are in it. */
  favourites: () => [...listKeys.all, 'favourites'] as const,
};
