/** Query keys of the content feature (docs/architecture.md#query-keys). */
export const contentKeys = {
  all: ['content'] as const,
  menus: () => [...contentKeys.all, 'menu'] as const,
  menu: (location: string) => [...contentKeys.menus(), location] as const,
};
