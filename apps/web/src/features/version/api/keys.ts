/** Query keys of the version feature (DESIGN §8.2). */
export const versionKeys = {
  all: ['version'] as const,
  latest: () => [...versionKeys.all, 'latest'] as const,
};
