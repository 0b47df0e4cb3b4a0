import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { axeSettled, logInByApi } from './support/shop-api';

/*
 * 'Buoni e punti' (issue 15): the account menu reaches the shopper's gift
 * certificates, with the one the shop assigned to the demo shopper and the
 * vouchers his points became, and the loyalty points with their movements.
 */
test("the account menu reaches 'Buoni e punti': the demo shopper's certificates and points", async ({
  page,
}) => {
  await logInByApi(page, DEMO_SHOPPER);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('button', { name: DEMO_SHOPPER.firstName })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Buoni e punti' }).click();

  await expect(page).toHaveURL(/\/profile\/gift-certificates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buoni e punti' })).toBeVisible();
  await expect(page).toHaveTitle('Buoni e punti | Mercatò');

  const personal = page.getByRole('article').filter({ hasText: 'GRAZIEMARIO5' });
  await expect(personal).toContainText('Un regalo per te: 5 € di sconto sulla prossima spesa');
  await expect(personal).toContainText('Da usare');
  await expect(personal).toContainText('Valido fino al 31 dicembre 2027');
  const expired = page.getByRole('article').filter({ hasText: 'ESTATE2020' });
  await expect(expired).toContainText('Scaduto il 1 settembre 2020');

  // The vouchers the points became are among the certificates, ready to use.
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: /PUNTI[A-Z0-9]{8}/ })
      .first(),
  ).toContainText('Da usare');
  await expect(page.getByText('1.250 punti')).toBeVisible();
  const history = page.getByRole('region', { name: 'Storico dei punti' });
  await expect(history.getByText(/^Punti della spesa n\. \d+, consegnata$/).first()).toBeVisible();
  await expect(history.getByText('−500 punti').first()).toBeVisible();
  await axeSettled(page);

  const side = page.getByRole('navigation', { name: 'Pagine del mio account' });
  if (await side.isVisible())
    await expect(side.getByRole('link', { name: 'Buoni e punti' })).toHaveAttribute(
      'aria-current',
      'page',
    );
});
