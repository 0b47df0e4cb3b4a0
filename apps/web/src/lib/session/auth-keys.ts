/** Query keys of the auth feature (docs/architecture.md#query-keys). */
export const authKeys = {
  all: ['auth'] as const,
  test: () => [...authKeys.all, 'test'] as const,
};
