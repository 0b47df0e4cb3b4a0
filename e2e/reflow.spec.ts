import { type Browser, type Page } from '@playwright/test';
import { expect, test, type ConsoleErrors } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import {
  api,
  inPage,
  logInByApi,
  placeOrder,
  reachMinimum,
  readyCart,
  spaghettiPiece,
  type Requester,
} from './support/shop-api';

/*
 * Reflow (WCAG 1.4.10) with text at 200 % (1.4.4): at 320 CSS px, the width of a
 * 1280 px screen zoomed to 400 %, with the browser's text size doubled, no page of
 * either brand, nor of the staff console, scrolls sideways, and no button's or
 * link's words are cut to an ellipsis. The text is doubled as a browser's text-size
 * setting does it (the default font size, 16 → 32 px): whatever the app sizes in
 * rem or em grows, what it sizes in px stays. One context per brand, logged in
 * once; a step per page.
 */

/* The cookie banner is left open: its first screen is checked too. */
test.use({ viewport: { width: 320, height: 640 }, cookieChoice: false });

/** The browser's text size at 200 %, kept across navigations. */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements reaching past the screen's right edge. */
  past: string[];
  /** Controls whose visible words are cut short by an ellipsis. */
  cut: string[];
}

/** What scrolls sideways on the current page, and which controls read «C…». */
async function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 4)
        .join('.')} «${(el.textContent ?? '').trim().slice(0, 40)}»`;
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.position === 'fixed';
    };
    const past: string[] = [];
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        // The toasts' list is a frame as wide as the screen, set 12 px in: only its toasts show.
        if (child.hasAttribute('data-sonner-toaster')) {
          walk(child);
          continue;
        }
        const box = child.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5) {
          past.push(`${name(child)} right ${Math.round(box.right)}`);
          continue;
        }
        if (!clips(child)) walk(child);
      }
    };
    walk(document.body);
    const cut = Array.from(document.querySelectorAll('button, a, [role="button"], label'))
      .flatMap((control) => [control, ...Array.from(control.querySelectorAll('*'))])
      .filter((el) => {
        const style = getComputedStyle(el);
        // Held to one line and wider than its box: the browser draws the ellipsis.
        return (
          style.textOverflow === 'ellipsis' &&
          /nowrap|pre/.test(style.whiteSpace) &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.getBoundingClientRect().width > 0
        );
      })
      .map(name);
    return { scrollWidth: root.scrollWidth, clientWidth: width, past, cut };
  });
}

/** Opens path, waits for its heading, and checks that it reflows. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectReflow(page, path);
  });
}

async function expectReflow(page: Page, where: string) {
  const rem = await page.evaluate(async () => {
    await document.fonts.ready;
    return getComputedStyle(document.documentElement).fontSize;
  });
  expect(rem, 'the text at 200 %').toBe('32px');
  const found = await overflow(page);
  expect.soft(found.past, `${where}: past the right edge`).toEqual([]);
  expect
    .soft(found.scrollWidth, `${where} scrolls sideways`)
    .toBeLessThanOrEqual(found.clientWidth);
  expect.soft(found.cut, `${where}: controls cut to an ellipsis`).toEqual([]);
}

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/category/frutta-e-verdura', 'Frutta e verdura'],
  ['/search?q=spaghetti', 'Risultati per «spaghetti»'],
  ['/page/accessibilita', /accessibilità/i],
  ['/questa-pagina-non-esiste', 'Pagina non trovata'],
  ['/login', 'Accedi'],
  ['/registration-user', 'Crea il tuo account'],
  ['/reset-password-request', 'Password dimenticata?'],
  ['/registration/confirm', /conferma/i],
  ['/email-confirmed', /conferma/i],
  ['/service-down', 'Il servizio non è al momento disponibile'],
  ['/faq', 'Domande frequenti'],
  ['/faq/pagamenti', 'Domande frequenti: Pagamenti'],
  ['/vantaggi', 'Vantaggi'],
  ['/servizio-clienti', 'Servizio clienti'],
  ['/volantini', 'Volantini'],
];

const SHOPPER_PAGES: [string, string][] = [
  ['/profile/dashboard', 'Il mio account'],
  ['/profile/profile-update', 'Il mio profilo'],
  ['/profile/shop-at-work', 'Spesa in azienda'],
  ['/profile/addresses', 'I miei indirizzi'],
  ['/profile/addresses/manage', 'Nuovo indirizzo'],
  ['/profile/gift-certificates', 'Buoni e punti'],
  ['/profile/orders', 'I miei ordini'],
  ['/profile/lists', 'Le mie liste'],
  ['/profile/lists/favourites', 'Preferiti'],
];

/** Every shop page of a brand, from a visitor's to a placed order's. */
async function shopPages(page: Page, brand: string, shop: (page: Page) => Requester) {
  await doubleTextSize(page);
  await test.step('the cookie banner', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
    await expect(banner).toBeVisible();
    // Taller than the screen, it scrolls within itself: every choice stays reachable.
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await expectReflow(page, 'cookie banner');
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toBeHidden();
  });
  await visit(page, '/', brand);
  for (const [path, heading] of PUBLIC_PAGES) await visit(page, path, heading);
  await test.step('a flyer', async () => {
    await page.getByRole('link', { name: 'Sfoglia il volantino' }).first().click();
    await expect(page.getByRole('img', { name: /pagina 1/ })).toBeVisible();
    await expectReflow(page, 'a flyer');
  });
  const { products } = await api(shop(page), 'GET', '/ebsn/api/products?q=spaghetti&page_size=1');
  await visit(page, `/product/${products[0].slug}`, products[0].name);

  await logInByApi(page, DEMO_SHOPPER, shop(page));
  for (const [path, heading] of SHOPPER_PAGES) await visit(page, path, heading);
  const { personalList } = await api(shop(page), 'GET', '/ebsn/api/wishlist/list?pageSize=100');
  await visit(page, `/profile/lists/${personalList.lists[0].listId}`, personalList.lists[0].name);

  const orderId = await placeOrder(page, 2, shop(page));
  await visit(page, `/profile/orders/${orderId}`, `Ordine n. ${orderId}`);
  await visit(page, `/cart/payment-completed/${orderId}`, `Ordine n. ${orderId} confermato.`);
  // A card order left unpaid: its error page, then the acquirer's own page.
  const unpaid = await placeOrder(page, 12, shop(page));
  await visit(page, `/cart/payment-error/${unpaid}`, 'Pagamento non riuscito');
  await test.step("the acquirer's page", async () => {
    await page.goto(`/profile/orders/${unpaid}`);
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page).toHaveURL(/\/pay\/checkout\//);
    await expect(page.getByRole('heading', { name: 'Paga con carta' })).toBeVisible();
    await expectReflow(page, "acquirer's page");
  });

  await readyCart(page, shop(page));
  const piece = await spaghettiPiece(shop(page));
  await api(shop(page), 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: piece.productId, quantity: 3 }],
  });
  await reachMinimum(shop(page));
  await visit(page, '/', brand);
  await test.step('the cart drawer', async () => {
    await page.getByRole('button', { name: /^Carrello/ }).click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await expectReflow(page, 'cart drawer');
    await page.keyboard.press('Escape');
  });
  await visit(page, '/checkout', 'Cassa');
  await test.step("the cart's count and a cart line", async () => {
    // Reflowed is not enough: the count stays on one line, a product's name as wide as its line.
    const count = page.getByRole('button', { name: /^Carrello/ }).getByText(/^\d+$/);
    const badge = (await count.boundingBox())!;
    expect(badge.width, 'the cart count on one line').toBeGreaterThanOrEqual(badge.height);
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Aumenta quantità di / }) })
      .first();
    const name = (await line
      .getByText(/spaghetti/i)
      .first()
      .boundingBox())!;
    expect(name.width, "a product's name").toBeGreaterThan(320 / 2);
  });
  await api(shop(page), 'POST', '/ebsn/api/checkout/prepare');
  await visit(page, '/payment', 'Pagamento');
  await test.step('the order being edited', async () => {
    const edited = await placeOrder(page, 2, shop(page));
    await page.goto(`/profile/orders/${edited}`);
    await page.getByRole('button', { name: 'Modifica ordine' }).click();
    await expect(
      page.getByRole('region', { name: `Modifica dell'ordine n. ${edited}` }),
    ).toBeVisible();
    await expectReflow(page, 'order-edit banner');
  });

  return orderId;
}

/** The staff console: the board, an order's picking and weighing, a substitution. */
async function consolePages(browser: Browser, baseURL: string, orderId: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 320, height: 640 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const staff = await context.newPage();
  await doubleTextSize(staff);
  await visit(staff, '/admin/accesso', 'Accesso del personale');
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await staff.getByRole('button', { name: /Paolo Raccoglitore/ }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await visit(staff, '/admin', 'Ordini da preparare');
  await visit(staff, `/admin/ordini/${orderId}`, `Ordine N. ${orderId}`);
  await test.step('picking and a substitution', async () => {
    await staff.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect(staff.getByText('In preparazione').first()).toBeVisible();
    await expectReflow(staff, 'picking');
    await staff
      .getByRole('button', { name: /^Sostituisci/ })
      .first()
      .click();
    await expect(staff.getByLabel('Prodotto sostitutivo')).toBeVisible();
    await expectReflow(staff, 'substitution');
  });
  await context.close();
}

const fresco = test.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL!.replace('//localhost', '//fresco.localhost')),
});

/** The not-found page answers 404; the acquirer's page has no icon of its own. */
function allowExpected404s(consoleErrors: ConsoleErrors) {
  consoleErrors.allow(/status of 404 .*\/(questa-pagina-non-esiste|favicon\.ico)\)/);
}

test('Mercatò and its staff console reflow at 320 px with text at 200 %', async ({
  page,
  consoleErrors,
  browser,
  baseURL,
}) => {
  test.slow();
  allowExpected404s(consoleErrors);
  const orderId = await shopPages(page, 'Mercatò', (p) => p.request);
  await consolePages(browser, baseURL!, orderId);
});

fresco('Freschissimo reflows at 320 px with text at 200 %', async ({ page, consoleErrors }) => {
  test.slow();
  allowExpected404s(consoleErrors);
  await shopPages(page, 'Freschissimo', inPage);
});
