import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * The staff's own browser beside the shopper's, on the same shop and as the
 * journey's device (its viewport, touch, locale and time zone): a console
 * journey signs in there while the shopper's session stays in `page`.
 */
export function staffBrowser(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale, timezoneId });
}

/**
 * The store's manager (Marta Direttrice) signed in through the local IdP, on the
 * console's board at the journey's width; `errors` gathers what the page throws.
 */
export async function managerConsole(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  width: number,
): Promise<{ context: BrowserContext; staff: Page; errors: string[] }> {
  const context = await staffBrowser(browser, baseURL, testInfo);
  const staff = await context.newPage();
  await staff.setViewportSize({ width, height: 900 });
  const errors: string[] = [];
  staff.on('pageerror', (e) => errors.push(e.message));
  await staff.goto('/admin/accesso');
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await staff.getByRole('button', { name: /Marta Direttrice/ }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  return { context, staff, errors };
}
