import type { BrandPublic } from '@spesa/domain';

/**
 * The calls anyone can make that mail someone or store what a stranger typed:
 * registration, the password-reset request and the customer-service form
 * (docs/rules/api-conventions.md, recaptcha).
 */
export const RECAPTCHA_GUARDED_CALLS = [
  '/ebsn/api/registration/register_user',
  '/ebsn/api/registration/password_reset_token_request',
  '/p/wp-admin/admin-ajax.php',
];

/** The configuration values of docs/rules/README.md shared by the seeded brands unless a brand overrides them. */
export const DEFAULT_BRAND_CONFIG: BrandPublic['config'] = {
  defaultWarehouseId: 89,
  invoiceWarehouseId: 89,
  dayWordsSaved: 30,
  proximityDefaultDistance: 10000,
  acceptAlternativesDefault: true,
  acceptAlternativesPromoDefault: false,
  categoryTreeDepth: 3,
  filterEmptyCategories: true,
  minProfileLevel: 2,
  pushNotificationsEnabled: true,
  toastDurationMs: 5000,
  reloadAfterMs: 1_800_000,
  versionCheckIntervalMs: 600_000,
  disclaimerModuleTypeId: 2,
  disclaimerStoreId: 5,
  popupMessageCodes: ['msg.cart.availability.errors'],
  recaptchaEndpoints: RECAPTCHA_GUARDED_CALLS,
  minimumOrderCents: 25_00,
};
