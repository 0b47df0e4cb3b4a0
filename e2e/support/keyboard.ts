import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A keyboard-only shopper (issue 54): no clicks, only keys. After each action the journey
 * says where focus is, by role and name, and that what has focus can be seen: inside the
 * window and not covered by a sticky bar, a banner or a toast (WCAG 2.4.7, 2.4.11).
 */

/** What has focus, as a person reads it: its tag, role and name (for a failure's message). */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page (body)';
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> ${name}`;
  });

/**
 * The focused element is inside the window and the point at its centre belongs to it (or
 * to its label, for a field drawn by its label): nothing lies over it.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const problem = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'nothing has focus';
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return 'the focused element has no size';
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 20);
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight)
        return `the focused element is outside the window (${Math.round(x)}, ${Math.round(y)})`;
      const hit = document.elementFromPoint(x, y);
      if (!hit) return 'no element at its centre';
      const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
      if (el === hit || el.contains(hit) || labels.some((label) => label.contains(hit)))
        return null;
      const coverer = hit.closest('[role], header, footer, section, aside, div') ?? hit;
      return `covered by <${coverer.tagName.toLowerCase()} class="${coverer.className}">`;
    });
  // A toast over the control focus reaches steps aside as it arrives (app/notifications).
  await expect
    .poll(problem, { message: `focus on ${await describeFocus(page)}`, timeout: 3_000 })
    .toBeNull();
}

/** Focus is on `target`, which can be seen. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target, `focus is on ${await describeFocus(page)}`).toBeFocused();
  await expectFocusVisible(page);
}

/**
 * Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves; fails after
 * `max` presses. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  // Attached, not visible: a skip link shows only once it has focus.
  await expect(target).toBeAttached();
  const handle = await target.elementHandle();
  for (let presses = 0; presses <= max; presses++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) {
      await expectFocusVisible(page);
      return presses;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}: focus is on ${await describeFocus(page)}`,
  );
}

/** Tab to `target` and press Enter on it. */
export async function activate(
  page: Page,
  target: Locator,
  options?: { max?: number; backwards?: boolean },
): Promise<number> {
  const presses = await tabTo(page, target, options);
  await page.keyboard.press('Enter');
  return presses;
}
