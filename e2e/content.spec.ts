import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo } from './support/registered-account';
import { DEMO_SHOPPER } from './support/accounts';
import { axeSettled, logInByApi, readyCart } from './support/shop-api';

/*
 * Issue 17: the editorial side of the shop. Each page met is checked by axe.
 */

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((e) => e.event)
      .filter(Boolean),
  );

test('the footer leads to a page with breadcrumbs and its own title', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Consegna a casa' }).click();
  await expect(page).toHaveURL(/\/page\/consegna-a-casa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consegna a casa' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByRole('link', { name: 'Homepage' })).toBeVisible();
  await expect(trail.getByText('Consegna a casa')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Consegna a casa | Mercatò');
  await expect(page.getByRole('cell', { name: '6,90 €' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The server answers an unknown page with the shop's not-found page and HTTP 404.
  consoleErrors.allow(/404 \(Not Found\) \(.*\/page\/non-esiste\)/);
  await page.goto('/page/non-esiste');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('the FAQ opens a category and finds a question', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Categorie' })
    .getByRole('link', { name: 'Pagamenti' })
    .click();
  await expect(page).toHaveURL(/\/faq\/pagamenti$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Domande frequenti: Pagamenti' }),
  ).toBeVisible();
  await page.getByText('Accettate i buoni pasto?').click();
  await expect(page.getByText(/fino a 8 buoni per ordine/)).toBeVisible();
  await page.getByLabel('Cerca tra le domande').fill('preautorizzazione');
  await expect(
    page.getByText('Perché sulla carta vedo un importo più alto del totale?'),
  ).toBeVisible();
  await expect(page.getByText('Accettate i buoni pasto?')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the home shows slides and the flyer, and the flyer leads to a product', async ({ page }) => {
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'In evidenza' });
  await expect(slides.getByRole('img', { name: /Le offerte della settimana/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Le offerte della settimana', level: 2 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sfoglia il volantino' }).first().click();
  await expect(page).toHaveURL(/\/volantini\/volantino-della-settimana$/);
  await expect(page.getByText(/^Valido dal/)).toBeVisible();
  await expect(page.getByRole('img', { name: /pagina 1/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = page.getByRole('heading', { name: /Prodotti in questa pagina \(1\// });
  const product = page
    .getByRole('region', { name: /Prodotti in questa pagina \(1\// })
    .getByRole('link')
    .first();
  await expect(first).toBeVisible();
  const name = (await product.locator('span').first().innerText()).trim();
  await product.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a flyer's offer goes into the cart with one tap, as the flyer promises", async ({ page }) => {
  await logInByApi(page, DEMO_SHOPPER);
  await readyCart(page);
  await page.goto('/volantini/volantino-della-settimana');
  const offers = page.getByRole('region', { name: /Prodotti in questa pagina \(1\// });
  const offer = offers.getByRole('listitem').first();
  const name = (await offer.getByRole('link').locator('span').first().innerText()).trim();
  const add = offer.getByRole('button', { name: `Aggiungi al carrello: ${name}` });
  await add.click();
  await expect(page.getByRole('button', { name: 'Carrello, 1 prodotto' })).toBeVisible();
  // The card's control takes the button's place: the offer's quantity, to change there.
  await expect(add).toHaveCount(0);
  await axeSettled(page);
  await page.getByRole('button', { name: 'Carrello, 1 prodotto' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Il tuo carrello' }).getByText(name, { exact: true }),
  ).toBeVisible();
});

test('the customer-service form names what is wrong, keeps what was typed, then sends', async ({
  page,
}) => {
  await page.goto('/servizio-clienti');
  await expect(page.getByRole('heading', { level: 1, name: 'Servizio clienti' })).toBeVisible();
  await page.getByLabel('Nome *', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome *', { exact: true }).fill('Bianchi');
  await page.getByLabel('E-mail *', { exact: true }).fill('giulia@');
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.getByText('Digitare una e-mail valida')).toBeVisible();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
  await expect(page.getByLabel('Nome *', { exact: true })).toHaveValue('Giulia');
  await expectNoAxeViolations(page);
  await page
    .getByLabel('E-mail *', { exact: true })
    .fill(`giulia.${test.info().project.name}@example.it`);
  await page.getByLabel('Argomento *', { exact: true }).selectOption('consegna');
  await page
    .getByLabel('Messaggio *', { exact: true })
    .fill('La spesa di ieri è arrivata senza le uova.');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  await expect(page.getByText(/abbiamo ricevuto la tua richiesta/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The request reaches the brand's service address through the outbox.
  await expect
    .poll(async () =>
      (await mailsTo(page, 'servizioclienti@mercato-spesa.it')).some((m) =>
        m.text.includes('La spesa di ieri è arrivata senza le uova.'),
      ),
    )
    .toBe(true);
});

test.describe('the cookie centre on a first visit', () => {
  test.use({ cookieChoice: false });

  test("'Rifiuta' records no analytics; the footer reopens the choice, which is saved", async ({
    page,
  }) => {
    await page.goto('/volantini');
    const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toHaveCount(0);
    await page
      .getByRole('link', { name: /Sfoglia il volantino/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/volantini\/.+/);
    expect(await dataLayerEvents(page)).toEqual([]);

    await page.getByRole('button', { name: 'Preferenze cookie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await expect(dialog.getByRole('checkbox', { name: /Tecnici/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Tecnici/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Statistiche/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /Statistiche/ }).check();
    await dialog.getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('spesa.cookiePreferences') ?? 'null'),
    );
    expect(stored).toMatchObject({ technical: true, analytics: true, profilation: false });
    expect(stored.uuid).toBeTruthy();
    expect(Date.parse(stored.saveDate)).toBeGreaterThan(Date.now() - 60_000);
    await expect.poll(() => dataLayerEvents(page)).toContain('page_view');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toHaveCount(0);
  });
});
