/** Query keys of the registration feature (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const registrationKeys = {
  all: ['registration'] as const,
  disclaimers: (storeId: number, moduleTypeId: number) =>
    [...registrationKeys.all, 'disclaimers', storeId, moduleTypeId] as const,
  stores: () => [...registrationKeys.all, 'stores'] as const,
  confirm: (email: string, code: string) =>
    [...registrationKeys.all, 'confirm', email, code] as const,
  user: () => [...registrationKeys.all, 'user'] as const,
  userDisclaimers: () => [...registrationKeys.user(), 'disclaimers'] as const,
  checkDisclaimer: () => [...registrationKeys.user(), 'check-disclaimer'] as const,
};
