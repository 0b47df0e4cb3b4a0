import { expect, test } from './support/test';
import { axeSettled, euro } from './support/shop-api';
import { managerConsole } from './support/staff-browser';

/*
 * The manager's «Prodotti»: the store's manager signs in through the local
 * IdP, opens «Prodotti» from the console's menu, finds a camomile by its name,
 * changes its price in every warehouse, watching the shopper's card beside
 * the form take the new price as it is typed, and saves. The change is in the
 * product's «Registro modifiche», and the storefront's product page shows the
 * new price to a visitor at once. Each width changes a product of its own.
 */

const PRODUCT: Record<number, { search: string; name: string }> = {
  768: { search: 'camomilla terra viva', name: 'Terra Viva Bio Camomilla setacciata 20 filtri' },
  1280: { search: 'camomilla erbe alpine', name: 'Erbe Alpine Camomilla setacciata 20 filtri' },
};

for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the manager changes a price and the storefront shows it', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      const { search, name } = PRODUCT[width]!;
      const { context, staff, errors } = await managerConsole(browser, baseURL, testInfo, width);

      await staff
        .getByRole('navigation', { name: 'Gestione del negozio' })
        .getByRole('link', { name: 'Prodotti' })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
      await expect(staff.getByRole('heading', { name: /\d+ prodotti/ })).toBeVisible();
      await staff.getByRole('searchbox', { name: /Cerca/ }).fill(search);
      await staff.getByRole('searchbox', { name: /Cerca/ }).press('Enter');
      await expect(staff.getByRole('heading', { name: '1 prodotto' })).toBeVisible();
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`prodotti-${width}.png`) });
      await staff.getByRole('link', { name }).click();

      await expect(staff.getByRole('heading', { level: 2, name })).toBeVisible();
      const form = staff.getByRole('form', { name: 'Dati del prodotto' });
      const preview = staff.getByRole('complementary', { name: 'Anteprima nel negozio' });
      await expect(preview.getByRole('heading', { name })).toBeVisible();
      const prices = form.getByRole('textbox', { name: 'Prezzo (€)', exact: true });
      const before = Number((await prices.first().inputValue()).replace(',', '.'));
      const after = Math.round(before * 100 + 37) / 100;
      const typed = after.toFixed(2).replace('.', ',');
      for (const field of await prices.all()) await field.fill(typed);
      // The shopper's card beside the form shows what is typed, before anything is saved.
      await expect(preview).toContainText(euro(after));
      await axeSettled(staff);
      await staff.screenshot({
        path: testInfo.outputPath(`prodotto-${width}.png`),
        fullPage: true,
      });
      await form.getByRole('button', { name: 'Salva' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Modifiche salvate: sono già visibili nel negozio.',
      );
      const history = staff.getByRole('region', { name: 'Modifiche di questo prodotto' });
      await expect(history.getByText(/^Prezzo cambiato/).first()).toBeVisible();
      await expect(history).toContainText('Marta Direttrice');
      await expect(history).toContainText(euro(after));
      await axeSettled(staff);

      // The storefront's product page, as a visitor opens it now.
      const href = await preview.getByRole('link', { name }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(euro(after));
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
