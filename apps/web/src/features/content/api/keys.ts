/** Query keys of the content feature (docs/architecture.md#query-keys). */
export const contentKeys = {
  all: ['content'] as const,
  menus: () => [...contentKeys.all, 'menu'] as const,
  menu: (location: string) => [...contentKeys.menus(), location] as const,
  flyerProducts: (ids: readonly number[], warehouseId: number | null) =>
    [...contentKeys.all, 'flyer-products', ids.join(','), warehouseId] as const,
};
