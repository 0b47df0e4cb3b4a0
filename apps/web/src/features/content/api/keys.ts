/** Query keys of the content feature (DESIGN §8.2). */
export const contentKeys = {
  all: ['content'] as const,
  menus: () => [...contentKeys.all, 'menu'] as const,
  menu: (location: string) => [...contentKeys.menus(), location] as const,
};
