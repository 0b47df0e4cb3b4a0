import { z } from 'zod';

/**
 * What the web app knows of the brand it is serving. The server injects it into
 * index.html as a JSON data block, so no round trip is needed before first paint.
 */
export const BrandThemeSchema = z.object({
  primary: z.string(),
  primaryDark: z.string(),
  secondary: z.string(),
  secondaryDark: z.string(),
  accent: z.string(),
});

export const BrandFlagsSchema = z.object({
  registration: z.boolean(),
  updateCart: z.boolean(),
  optionsSelectorModal: z.boolean(),
});

/** A tag-manager container id, e.g. GTM-AB12CD3: nothing else goes into the script's URL. */
export const TagManagerIdSchema = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/);

/** A reCAPTCHA v3 site key (40 characters as Google issues them): it goes into the script's URL, nothing else may. */
export const RecaptchaSiteKeySchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/**
 * The token the shop's test reCAPTCHA verifier accepts unless RECAPTCHA_TEST_TOKEN says
 * otherwise, and the one the web app sends when its brand has no site key: a development
 * shop and the journeys go through the check without reaching Google.
 */
export const RECAPTCHA_TEST_TOKEN = 'recaptcha-di-prova';

/**
 * The reCAPTCHA v3 action of a guarded call: its path, with what Google refuses in an
 * action name (anything but letters, digits, slashes and underscores) turned into
 * underscores. The web executes with it and the server expects it back from siteverify.
 */
export const recaptchaAction = (path: string): string => path.replace(/[^A-Za-z0-9/_]/g, '_');

/** Configuration values of docs/rules/README.md that a brand may set. */
export const BrandConfigValuesSchema = z.object({
  defaultWarehouseId: z.number().int(),
  invoiceWarehouseId: z.number().int(),
  /**
   * The brand's own warehouse (prices, stock, offers) for each warehouse of the shared delivery
   * network it prices apart, keyed by the network warehouse's id (decision 044). A warehouse
   * not listed is priced as the network's own.
   */
  ownWarehouses: z.record(z.string(), z.number().int()).optional(),
  dayWordsSaved: z.number().int(),
  proximityDefaultDistance: z.number(),
  acceptAlternativesDefault: z.boolean(),
  acceptAlternativesPromoDefault: z.boolean(),
  categoryTreeDepth: z.number().int(),
  filterEmptyCategories: z.boolean(),
  minProfileLevel: z.number().int(),
  pushNotificationsEnabled: z.boolean(),
  toastDurationMs: z.number().int(),
  reloadAfterMs: z.number().int(),
  versionCheckIntervalMs: z.number().int(),
  disclaimerModuleTypeId: z.number().int(),
  disclaimerStoreId: z.number().int(),
  popupMessageCodes: z.array(z.string()),
  recaptchaEndpoints: z.array(z.string()),
  /** The goods a cart must hold to be bought, in cents (docs/rules/cart.md Minimum order). */
  minimumOrderCents: z.number().int().nonnegative(),
  /**
   * Google reCAPTCHA v3 (RECAPTCHA_SITE_KEY, with RECAPTCHA_PROVIDER=google): the web loads
   * Google's script on the pages with a guarded form; without it, it sends RECAPTCHA_TEST_TOKEN.
   */
  recaptchaSiteKey: RecaptchaSiteKeySchema.optional(),
  /**
   * The Google Tag Manager container (docs/rules/shop-shell.md analytics class): loaded only
   * after analytics consent, and the CSP lets its origin in only when it is set.
   */
  tagManagerId: TagManagerIdSchema.optional(),
});

type WarehouseMap = Pick<z.infer<typeof BrandConfigValuesSchema>, 'ownWarehouses'>;

/** The warehouse whose prices a cart served by this network warehouse pays. */
export const brandWarehouseId = (config: WarehouseMap, networkWarehouseId: number): number =>
  config.ownWarehouses?.[String(networkWarehouseId)] ?? networkWarehouseId;

/** The network warehouse (stores, zones, pickup points) behind one of the brand's own. */
export function networkWarehouseId(config: WarehouseMap, warehouseId: number): number {
  const entry = Object.entries(config.ownWarehouses ?? {}).find(([, own]) => own === warehouseId);
  return entry ? Number(entry[0]) : warehouseId;
}

export const BrandPublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Canonical origin used for links, canonical URLs and sitemaps. */
  origin: z.string(),
  logoUrl: z.string(),
  theme: BrandThemeSchema,
  flags: BrandFlagsSchema,
  config: BrandConfigValuesSchema,
  /** i18next resources by namespace that override the base Italian texts. */
  texts: z.record(z.string(), z.record(z.string(), z.string())),
});
export type BrandPublic = z.infer<typeof BrandPublicSchema>;
export type BrandTheme = z.infer<typeof BrandThemeSchema>;
export type BrandFlags = z.infer<typeof BrandFlagsSchema>;

/** id of the <script type="application/json"> block that carries the brand in index.html. */
export const BRAND_DATA_ELEMENT_ID = 'brand-data';
