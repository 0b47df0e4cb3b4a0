import { expect, test as base } from '@playwright/test';

export interface ConsoleErrors {
  /** An error this journey provokes on purpose (a refused login answers 401). */
  allow: (pattern: RegExp) => void;
}

/**
 * The journeys' `test`: each one also fails when the page logged an error to
 * the console or threw (issue 14: "no console error in any journey").
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
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
