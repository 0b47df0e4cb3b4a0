/** Query keys of the cart feature (DESIGN §8.2): invalidate through these, never a literal array. */
export const cartKeys = {
  all: ['cart'] as const,
  view: () => [...cartKeys.all, 'view'] as const,
};
