/**
 * Business constants and limits of docs/rules/README.md, shared by the web app and the API.
 * Values a brand may override at runtime live in BrandConfigValuesSchema
 * (api/brand.ts); these are the defaults it starts from.
 */

export const LOCALE = 'it' as const;
export const FALLBACK_LOCALE = 'it' as const;
/** BCP 47 tag for Intl formatting; LOCALE alone would let Intl pick the region. */
export const INTL_LOCALE = 'it-IT' as const;
export const CURRENCY = 'EUR' as const;

export const PAGINATION = {
  productPageSize: 24,
  ordersPageSize: 12,
  ordersDefaultPage: 1,
} as const;

export const CART = {
  /** Quantities and weights are rounded to this many decimals (numeric(12,3) in the database). */
  quantityDecimals: 3,
  orderNoteMaxLength: 1000,
  /** Used when neither the brand nor the product says otherwise; promo products have their own setting. */
  acceptAlternativesDefault: true,
} as const;

/** Pixel sizes of docs/rules/shop-shell.md (drawer width and dialog max widths). */
export const LAYOUT_PX = {
  cartDrawerWidth: 600,
  loginDialogMaxWidth: 600,
  timeslotDialogMaxWidth: 750,
  addressDialogMaxWidth: 700,
  cartItemRemoveDialogMaxWidth: 400,
  footerMinHeight: 315,
  scrollToTopThreshold: 20,
  wishlistSelectorMaxHeight: 300,
  /** Portrait lock applies on screens narrower than this. */
  portraitLockMaxScreenWidth: 600,
} as const;

export const TOAST = {
  durationMs: 5000,
  /** The bottom-centre setting of docs/rules/README.md uses the shorter duration. */
  shortDurationMs: 3000,
  maxStacked: 5,
  distancePx: 55,
} as const;

export const TIMING_MS = {
  mobileResumeDelay: 100,
  appKeyRefresh: 3000,
  portraitLockDelay: 1500,
  scrollRestoreDelay: 500,
  versionCheckInterval: 600_000,
  /** Idle time after which the app needs a restart (docs/rules/account.md Session). */
  reloadAfterIdle: 1_800_000,
  /** docs/rules/README.md: a lazy chunk that has not loaded by then is a chunk load error. */
  chunkLoadTimeout: 120_000,
} as const;

/** GET cache of the web API client (docs/rules/README.md): 15 minutes, at most 50 entries. */
export const HTTP_CACHE = {
  maxAgeMs: 900_000,
  maxEntries: 50,
} as const;

export const SEARCH_HISTORY = {
  /** Words older than this many days are dropped. */
  dayWordsSaved: 30,
} as const;

export const ANALYTICS = {
  /** Ids of orders already sent to analytics, kept to avoid double-counting. */
  sentOrdersMax: 20,
} as const;

export interface CookiePreferenceFlags {
  technical: boolean;
  analytics: boolean;
  profilation: boolean;
}

/** Only technical cookies until the shopper opts in (GDPR / Garante guidelines). */
export const DEFAULT_COOKIE_PREFERENCES: Readonly<CookiePreferenceFlags> = {
  technical: true,
  analytics: false,
  profilation: false,
};

export const INSTALL_BANNER = {
  hiddenDays: 7,
  reminderDays: 14,
} as const;

/** Sent as the client version header and compared with /version.json. */
export const CLIENT_VERSION = '1.1.26' as const;

export const STORE_PROXIMITY = {
  /** Default search radius; the spec's other reading takes it from configuration. */
  defaultDistance: 10_000,
} as const;

export const STREET_AUTOCOMPLETE = {
  /** Typed characters before suggestions are requested (docs/rules/delivery-and-slots.md says "above 3"). */
  minChars: 3,
  /** Autocomplete and geocoding are restricted to Italy (ISO 3166-1 alpha-2). */
  country: 'it',
} as const;

export const DISCLAIMER_DEFAULTS = {
  registrationModuleTypeId: 2,
  storeId: 5,
} as const;

export const PROFILE = {
  minLevel: 2,
} as const;

export const WAREHOUSE = {
  defaultId: 89,
  /** Invoices are shown for this warehouse. */
  invoiceWarehouseId: 89,
} as const;

/**
 * Online card payment reserves the value of packaged goods plus a margin on
 * variable-weight goods and charges on delivery. The spec has two readings,
 * 20% (tooltip) and 30% (prebilled text); we use 20%, the one the shopper
 * reads next to the payment choice. A brand that needs 30% changes it here.
 */
export const CARD_PRE_AUTHORISATION = {
  variableWeightMarginPercent: 20,
} as const;

/** docs/rules/account.md Contact form: the longest message it takes. */
export const CONTACT_MESSAGE_MAX = 2000;

/** docs/rules/lists.md Limits. */
export const WISHLIST_LIMITS = {
  nameMaxLength: 100,
  listsPerShopper: 100,
  itemsPerList: 1000,
  /** Products a call may name, as for the cart. */
  itemsPerRequest: 300,
  /** 'I più acquistati': the shopper's most bought products. */
  purchasedItems: 50,
  defaultPageSize: 24,
  maxPageSize: 100,
  sharesPerList: 20,
  /** Invitations to share a list one shopper sends in 24 hours: a share mails its recipient. */
  invitationsPerDay: 20,
  /** Pending invitations wishlist/list shows, newest first. */
  invitationsShown: 50,
} as const;
