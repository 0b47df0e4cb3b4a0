import type { Browser, BrowserContext, TestInfo } from '@playwright/test';

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
