/** Query keys of the auth feature (DESIGN §8.2). */
export const authKeys = {
  all: ['auth'] as const,
  test: () => [...authKeys.all, 'test'] as const,
};
