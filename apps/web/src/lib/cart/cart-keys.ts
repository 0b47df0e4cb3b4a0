/** Query keys of the cart feature (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const cartKeys = {
  all: ['cart'] as const,
  view: () => [...cartKeys.all, 'view'] as const,
};
