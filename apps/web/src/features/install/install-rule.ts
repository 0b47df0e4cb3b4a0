/** Where the shopper's answers to the banner are kept, per brand domain (localStorage). */
export const INSTALL_STORAGE_KEY = 'spesa.installBanner';

/**
 * docs/rules/shop-shell.md (SPEC §9) "App-install banner hidden 7 days, reminder 14":
 * 'Non ora' hides the banner for 7 days; shown again then and put off once more, it
 * comes back as a reminder at most every 14 days. Installed, or running as the installed
 * app, it never shows. Nor on the first page of a visit: the shopper browses a little
 * first (the second page seen in the tab).
 */
export const INSTALL_HIDDEN_DAYS = 7;
export const INSTALL_REMINDER_DAYS = 14;
/** The page view of the visit from which the banner may show (1 is the page landed on). */
export const INSTALL_FROM_PAGE_VIEW = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the shop remembers of the shopper's answers, on this device and brand domain. */
export interface InstallMemory {
  /** How many times 'Non ora' was chosen (or the browser's own dialog declined). */
  dismissals: number;
  /** When the last of them was (ms since the epoch), null if never. */
  lastDismissedAt: number | null;
  installed: boolean;
}

export const NO_INSTALL_MEMORY: InstallMemory = {
  dismissals: 0,
  lastDismissedAt: null,
  installed: false,
};

export interface InstallSituation {
  memory: InstallMemory;
  now: number;
  /** The page is the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** Pages seen in this tab, the current one included. */
  pageViews: number;
}

/** Is the install banner due now? */
export function installBannerDue({
  memory,
  now,
  standalone,
  pageViews,
}: InstallSituation): boolean {
  if (standalone || memory.installed || pageViews < INSTALL_FROM_PAGE_VIEW) return false;
  if (memory.lastDismissedAt === null || memory.dismissals === 0) return true;
  const days = memory.dismissals === 1 ? INSTALL_HIDDEN_DAYS : INSTALL_REMINDER_DAYS;
  return now - memory.lastDismissedAt >= days * DAY_MS;
}

/** The memory after one more 'Non ora'. */
export const afterDismissal = (memory: InstallMemory, now: number): InstallMemory => ({
  ...memory,
  dismissals: memory.dismissals + 1,
  lastDismissedAt: now,
});

export function readInstallMemory(): InstallMemory {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return NO_INSTALL_MEMORY;
    const { dismissals, lastDismissedAt, installed } = stored as Record<string, unknown>;
    return {
      dismissals: typeof dismissals === 'number' && dismissals >= 0 ? dismissals : 0,
      lastDismissedAt: typeof lastDismissedAt === 'number' ? lastDismissedAt : null,
      installed: installed === true,
    };
  } catch {
    return NO_INSTALL_MEMORY;
  }
}

export function saveInstallMemory(memory: InstallMemory): void {
  try {
    localStorage.setItem(INSTALL_STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Not kept (private mode, storage full): the banner may come back next visit.
  }
}
