import {
  BRAND_DATA_ELEMENT_ID,
  BrandPublicSchema,
  CART,
  DISCLAIMER_DEFAULTS,
  PROFILE,
  SEARCH_HISTORY,
  STORE_PROXIMITY,
  TIMING_MS,
  TOAST,
  WAREHOUSE,
  type BrandPublic,
} from '@spesa/domain';
import { DEFAULT_THEME } from './theme';

/**
 * Used only when neither the injected block nor the brand endpoint answers
 * (the API is down): enough to render the error pages in a neutral look.
 */
export const FALLBACK_BRAND: BrandPublic = {
  id: 'default',
  name: 'Spesa Online',
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  logoUrl: '',
  theme: DEFAULT_THEME,
  flags: { registration: true, updateCart: true, optionsSelectorModal: false },
  config: {
    defaultWarehouseId: WAREHOUSE.defaultId,
    invoiceWarehouseId: WAREHOUSE.invoiceWarehouseId,
    dayWordsSaved: SEARCH_HISTORY.dayWordsSaved,
    proximityDefaultDistance: STORE_PROXIMITY.defaultDistance,
    acceptAlternativesDefault: CART.acceptAlternativesDefault,
    acceptAlternativesPromoDefault: CART.acceptAlternativesDefault,
    categoryTreeDepth: 3,
    filterEmptyCategories: true,
    minProfileLevel: PROFILE.minLevel,
    pushNotificationsEnabled: false,
    toastDurationMs: TOAST.durationMs,
    reloadAfterMs: TIMING_MS.reloadAfterIdle,
    versionCheckIntervalMs: TIMING_MS.versionCheckInterval,
    disclaimerModuleTypeId: DISCLAIMER_DEFAULTS.registrationModuleTypeId,
    disclaimerStoreId: DISCLAIMER_DEFAULTS.storeId,
    popupMessageCodes: ['msg.cart.availability.errors'],
    recaptchaEndpoints: [],
    minimumOrderCents: 0,
  },
  texts: {},
};

/** The brand the server injected into index.html, read synchronously; null when absent or unreadable. */
export function readInjectedBrand(doc: Document = document): BrandPublic | null {
  const element = doc.getElementById(BRAND_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = BrandPublicSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.error('Brand data does not match the contract', parsed.error.issues);
    return null;
  } catch {
    return null;
  }
}

/**
 * Boot-time brand: the injected block, else (Vite dev, no injection) the
 * brand endpoint, else the neutral fallback.
 */
export async function loadBrand(
  fetchBrand: () => Promise<unknown>,
  doc: Document = document,
): Promise<BrandPublic> {
  const injected = readInjectedBrand(doc);
  if (injected) return injected;
  try {
    const parsed = BrandPublicSchema.safeParse(await fetchBrand());
    if (parsed.success) return parsed.data;
    console.error('Brand endpoint does not match the contract', parsed.error.issues);
  } catch {
    // API unreachable: render with the fallback; the session calls will show the error page
  }
  return FALLBACK_BRAND;
}
