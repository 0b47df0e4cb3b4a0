/** Query keys of the version feature (docs/architecture.md#query-keys). */
export const versionKeys = {
  all: ['version'] as const,
  latest: () => [...versionKeys.all, 'latest'] as const,
};
