import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** Every page a journey visits must pass axe's WCAG 2.1 A/AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core straight in the page rather than through @axe-core/playwright:
 * that one injects the 550 KB source again at every scan and finishes each
 * scan in a new blank page; here the source goes in once per document, the
 * scan runs where the page is, and only violations are detailed (decision 030).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) =>
          results.violations.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ),
    TAGS,
  );
  expect(violations, 'accessibility violations').toEqual([]);
}
