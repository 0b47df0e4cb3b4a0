import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * Every page a journey visits must pass axe's WCAG 2.2 A/AA rules (axe-core 4.13 has no
 * wcag22a rule; its wcag22aa one is target-size, 2.5.8). The accessibility statement names
 * these checks (apps/api/src/seed/content-posts/accessibility-statement.ts).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules axe leaves off by default that the shop keeps on: an accessible name must
 * contain the visible label (WCAG 2.5.3), so voice control finds a button by what it
 * shows and a screen reader does not tell two buttons apart by a name nobody sees.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

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
    ({ tags, rules }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          rules,
          resultTypes: ['violations'],
        })
        .then((results) =>
          results.violations.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
          ),
        ),
    { tags: TAGS, rules: EXTRA_RULES },
  );
  expect(violations, 'accessibility violations').toEqual([]);
}
