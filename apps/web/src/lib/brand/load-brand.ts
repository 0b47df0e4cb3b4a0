import { BRAND_DATA_ELEMENT_ID, BrandPublicSchema, type BrandPublic } from '@spesa/domain';
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
    defaultWarehouseId: 89,
    invoiceWarehouseId: 89,
    dayWordsSaved: 30,
    proximityDefaultDistance: 10000,
    acceptAlternativesDefault: true,
    acceptAlternativesPromoDefault: true,
    categoryTreeDepth: 3,
    filterEmptyCategories: true,
    minProfileLevel: 2,
    pushNotificationsEnabled: false,
    toastDurationMs: 5000,
    reloadAfterMs: 1_800_000,
    versionCheckIntervalMs: 600_000,
    disclaimerModuleTypeId: 2,
    disclaimerStoreId: 5,
    popupMessageCodes: ['msg.cart.availability.errors'],
    recaptchaEndpoints: [],
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
export async function loadBrand(fetchBrand: () => Promise<unknown>, doc: Document = document): Promise<BrandPublic> {
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
