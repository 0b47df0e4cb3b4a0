import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SECOND_SHOPPER } from './support/accounts';
import { api, axeSettled, euro, logInByApi, readyCart } from './support/shop-api';
import { managerConsole } from './support/staff-browser';

/*
 * The manager's «Offerte»: the store's manager signs in through the local
 * IdP, opens «Offerte» from the console's menu, finds a product with the
 * shop's search and puts a 3x2 on it for today; a second offer on it is
 * refused with the reason, the form keeping what was typed. A shopper's
 * checkout then takes the third piece off. Each width puts its offer on a
 * product of its own.
 */

interface ListedProduct {
  productId: number;
  name: string;
  priceDisplay: number;
  available: number;
  warehousePromo: unknown;
  productInfos: { TIPOLOGIA: string; QTY_MULT?: string };
  selectOptions: unknown[];
}

/** A piece sold one at a time, in stock, without a promotion: nothing the cart would price else. */
async function plainPiece(request: APIRequestContext, q: string): Promise<ListedProduct> {
  const { products } = await api(
    request,
    'GET',
    `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=48`,
  );
  const piece = (products as ListedProduct[]).find(
    (p) =>
      p.warehousePromo === null &&
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      p.selectOptions.length === 0 &&
      p.available >= 3,
  );
  expect(piece, `a plain piece among «${q}»`).toBeDefined();
  return piece!;
}

const SEARCHES: Record<number, string> = { 768: 'biscotti', 1280: 'tonno' };

for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the manager puts a 3x2 on a product and a shopper’s checkout applies it', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      // The shopper's warehouse: the demo's own offers run in one warehouse or another.
      await logInByApi(page, SECOND_SHOPPER);
      await readyCart(page);
      const { data: cart } = await api(page.request, 'GET', '/ebsn/api/cart/view');
      const warehouseId = cart.warehouse.warehouseId as number;
      const product = await plainPiece(page.request, SEARCHES[width]!);

      const { context, staff, errors } = await managerConsole(browser, baseURL, testInfo, width);

      await staff
        .getByRole('navigation', { name: 'Gestione del negozio' })
        .getByRole('link', { name: 'Offerte' })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
      await expect(staff.getByRole('button', { name: 'In corso' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(staff.getByRole('status', { name: 'Caricamento delle offerte' })).toHaveCount(0);
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`offerte-${width}.png`) });

      // A 3x2 from today to today (the form's days) in the shopper's warehouse.
      await staff.getByRole('button', { name: 'Nuova offerta' }).click();
      const form = staff.getByRole('form', { name: 'Nuova offerta' });
      await expect(form.getByRole('combobox', { name: 'Tipo' })).toHaveValue('multibuy');
      await form.getByRole('textbox', { name: /Valore/ }).fill('3x2');
      await form.getByRole('combobox', { name: 'Magazzino' }).selectOption(String(warehouseId));
      await form.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill(product.name);
      await form.getByRole('searchbox', { name: 'Cerca un prodotto' }).press('Enter');
      await form
        .getByRole('list', { name: 'Prodotti trovati' })
        .getByRole('button', { name: `Aggiungi ${product.name}`, exact: true })
        .first()
        .click();
      await expect(form.getByRole('button', { name: `Togli ${product.name}` })).toBeVisible();
      await axeSettled(staff);
      await form.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: testInfo.outputPath(`offerte-nuova-${width}.png`) });
      await form.getByRole('button', { name: "Crea l'offerta" }).click();
      const saved = staff.getByRole('status').filter({ hasText: /^Offerta OFF-\w+ salvata\.$/ });
      await expect(saved).toBeVisible();
      const code = /OFF-\w+/.exec((await saved.textContent()) ?? '')![0];
      const card = staff.getByRole('listitem').filter({ hasText: `Offerta ${code}` });
      await expect(card).toContainText('3x2');
      await expect(card).toContainText(product.name);
      await expect(card).toContainText(`Magazzino ${warehouseId}`);

      // A second offer on the same product those days: refused with the reason, what was typed kept.
      await staff.getByRole('button', { name: 'Nuova offerta' }).click();
      await form.getByRole('combobox', { name: 'Tipo' }).selectOption('percent');
      await form.getByRole('textbox', { name: /Valore/ }).fill('20');
      await form.getByRole('combobox', { name: 'Magazzino' }).selectOption(String(warehouseId));
      await form.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill(product.name);
      await form.getByRole('button', { name: 'Cerca un prodotto' }).click();
      await form
        .getByRole('button', { name: `Aggiungi ${product.name}`, exact: true })
        .first()
        .click();
      await form.getByRole('button', { name: "Crea l'offerta" }).click();
      const start = form.getByLabel(/^Dal/);
      await expect(start).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText(`Dal: «${product.name}» ha già l'offerta ${code} dal`);
      await expect(form.getByRole('textbox', { name: /Valore/ })).toHaveValue('20');
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`offerte-rifiutata-${width}.png`) });
      await staff.screenshot({
        path: testInfo.outputPath(`offerte-pagina-${width}.png`),
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await context.close();

      // The shopper's checkout: three pieces cost two, the line says so.
      await api(page.request, 'POST', '/ebsn/api/cart/add', {
        items: [{ productId: product.productId, quantity: 3 }],
      });
      await page.goto('/checkout');
      const line = page.getByRole('listitem').filter({ hasText: product.name });
      await expect(line).toContainText(`Offerta 3x2: risparmi ${euro(product.priceDisplay)}`);
      await expect(line.locator('del')).toHaveText(euro(product.priceDisplay * 3));
      await expect(line).toContainText(euro(product.priceDisplay * 2));
    });
  });
}
