/**
 * The app state kept across visits (docs/rules/shop-shell.md App wrapper, SPEC §3 App state):
 * when the app last started, when the shopper first shopped (first product into the
 * cart), the order under way (placed, or being edited), the installed app's URL
 * scheme and whether its welcome was seen. One localStorage entry.
 */
export interface AppState {
  /** Epoch ms of the last start of the app. */
  lastStartTime: number | null;
  /** Epoch ms of the first product put into the cart; never changed afterwards. */
  firstShopTime: number | null;
  /** The order just placed or being edited; null when none. */
  currentOrderId: number | null;
  /** The URL scheme the installed app opens links of (web+mercato); null outside the app. */
  urlScheme: string | null;
  /** The installed app's welcome has been closed: it is not shown again. */
  tutorialSeen: boolean;
}

export const APP_STATE_STORAGE_KEY = 'spesa.appState';

const EMPTY: AppState = {
  lastStartTime: null,
  firstShopTime: null,
  currentOrderId: null,
  urlScheme: null,
  tutorialSeen: false,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function readAppState(): AppState {
  try {
    const raw = storage()?.getItem(APP_STATE_STORAGE_KEY);
    if (!raw) return { ...EMPTY };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...EMPTY };
    const value = parsed as Record<string, unknown>;
    return {
      lastStartTime: numberOrNull(value.lastStartTime),
      firstShopTime: numberOrNull(value.firstShopTime),
      currentOrderId: numberOrNull(value.currentOrderId),
      urlScheme: typeof value.urlScheme === 'string' ? value.urlScheme : null,
      tutorialSeen: value.tutorialSeen === true,
    };
  } catch {
    return { ...EMPTY }; // unreadable: start again
  }
}

function update(change: Partial<AppState>): AppState {
  const next = { ...readAppState(), ...change };
  try {
    storage()?.setItem(APP_STATE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // quota or policy: the state lives for this page only
  }
  return next;
}

/** At each start of the app (the shell's first render in the browser). */
export const recordAppStart = (now: number = Date.now()): AppState =>
  update({ lastStartTime: now });

/** At the installed app's start: the scheme of its protocol handler (the brand's). */
export const recordUrlScheme = (urlScheme: string): AppState => update({ urlScheme });

/** When the shopper closes the installed app's welcome, skipped or read to the end. */
export const recordTutorialSeen = (): AppState => update({ tutorialSeen: true });

/** When a product goes into the cart: kept the first time only. */
export function recordFirstShop(now: number = Date.now()): AppState {
  const state = readAppState();
  return state.firstShopTime === null ? update({ firstShopTime: now }) : state;
}

/** When an order is placed or its edit starts (null when the edit is abandoned). */
export const setCurrentOrderId = (orderId: number | null): AppState =>
  update({ currentOrderId: orderId });
