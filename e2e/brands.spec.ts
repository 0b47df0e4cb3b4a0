import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { api, axeSettled, inPage, logInByApi, readyCart } from './support/shop-api';

/*
 * Each brand sells its own private label (issue 14, decision 020): at each
 * brand's host the results, the cart's lines and the bags name that brand's
 * label and never the other's. The calls that set the scene go through the
 * page, from the brand's own origin (Node does not resolve fresco.localhost).
 */
const fresco = test.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL!.replace('//localhost', '//fresco.localhost')),
});

for (const [run, own, other] of [
  [test, 'Mercatò', 'Freschissimo'],
  [fresco, 'Freschissimo', 'Mercatò'],
] as const) {
  run(`${own}: results, cart lines and bags name only its own label`, async ({ page }) => {
    await page.goto('/');
    const shop = inPage(page);
    await logInByApi(page, DEMO_SHOPPER, shop);
    await page.goto('/search?q=mozzarella');
    const main = page.getByRole('main');
    await expect(main.getByText(new RegExp(`^${own} Mozzarella`)).first()).toBeVisible();
    await expect(main).not.toContainText(other);

    await readyCart(page, shop);
    const { products } = await api(shop, 'GET', `/ebsn/api/products?q=${own}&page_size=3`);
    await api(shop, 'POST', '/ebsn/api/cart/add', {
      items: [{ productId: products[0].productId, quantity: 1 }],
    });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
    await expect(main).toContainText(`${own} Shopper`);
    await expect(main).not.toContainText(other);
    await axeSettled(page);
  });
}
