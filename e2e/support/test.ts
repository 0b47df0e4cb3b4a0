import { expect, test as base } from '@playwright/test';

export interface ConsoleErrors {
  /** An error this journey provokes on purpose (a refused login answers 401). */
  allow: (pattern: RegExp) => void;
}

/**
 * The journeys' `test`: each one also fails when the page logged an error to
 * the console or threw (issue 14: "no console error in any journey").
 */
/** Where the web app keeps the cookie choice (apps/web/src/lib/consent). */
export const COOKIE_PREFERENCES_STORAGE_KEY = 'spesa.cookiePreferences';
/** Where the web app keeps its app state (apps/web/src/lib/app-state). */
export const APP_STATE_STORAGE_KEY = 'spesa.appState';

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  cookieChoice: boolean;
  cookieChoiceScript: void;
  tutorialSeen: boolean;
  tutorialSeenScript: void;
}>({
  /**
   * Each worker has a shop of its own, on the port after the previous one's
   * (playwright.config.ts): the worker's index says which.
   */
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL!);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  /** Every journey starts with the cookie banner answered ('Rifiuta'); the consent journey turns it off. */
  cookieChoice: [true, { option: true }],
  cookieChoiceScript: [
    async ({ context, cookieChoice }, use) => {
      if (cookieChoice)
        await context.addInitScript((key) => {
          if (!window.localStorage.getItem(key))
            window.localStorage.setItem(
              key,
              JSON.stringify({
                technical: true,
                analytics: false,
                profilation: false,
                saveDate: new Date().toISOString(),
                uuid: 'e2e-journey',
              }),
            );
        }, COOKIE_PREFERENCES_STORAGE_KEY);
      await use();
    },
    { auto: true },
  ],
  /** Every journey in the app starts with its welcome already seen; the welcome's journey turns it off. */
  tutorialSeen: [true, { option: true }],
  tutorialSeenScript: [
    async ({ context, tutorialSeen }, use) => {
      if (tutorialSeen)
        await context.addInitScript((key) => {
          if (!window.localStorage.getItem(key))
            window.localStorage.setItem(key, JSON.stringify({ tutorialSeen: true }));
        }, APP_STATE_STORAGE_KEY);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`${message.text()} (${message.location().url || 'no url'})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
