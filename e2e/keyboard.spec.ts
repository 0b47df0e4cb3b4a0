import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { staffBrowser } from './support/staff-browser';
import { SECOND_SHOPPER } from './support/accounts';
import {
  api,
  axeSettled,
  logInByApi,
  looseProduct,
  mozzarella,
  reachMinimum,
  readyCart,
} from './support/shop-api';
import { registeredAccount } from './support/registered-account';
import { activate, expectFocusOn, expectFocusVisible, tabTo } from './support/keyboard';

/*
 * The whole purchase with the keyboard only (issue 54, WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7,
 * 2.4.11): no click, no tap, only keys, on the desktop and on the phone. After each action
 * the journey says where focus went, by role and name, and that it can be seen. An
 * account of its own, with no delivery chosen yet, so that the add asks for the login,
 * the address and the slot, and the purchase leaves the shared accounts alone.
 */

const heading1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A client-side page change: focus on the new page's h1, and its title read out. */
async function expectNewPage(page: Page, name: string | RegExp) {
  await expectFocusOn(page, heading1(page, name));
  await expect(page.getByRole('status').filter({ hasText: await page.title() })).toBeAttached();
}

test('the whole purchase with the keyboard only', async ({ page }) => {
  // A fresh account, an add through three dialogs, the checkout, the acquirer and axe.
  test.slow();
  const account = await registeredAccount(page, 'tastiera');
  await page.goto('/');

  // The first stop skips to the content; the search box is in the header.
  await tabTo(page, page.getByRole('link', { name: 'Vai al contenuto' }), { max: 2 });
  await tabTo(page, page.getByRole('combobox', { name: 'Cerca prodotti' }));
  await page.keyboard.type('spaghetti');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=spaghetti/);
  await expectNewPage(page, 'Risultati per «spaghetti»');

  // Past the filters in one stop: the results' heading, then the first product's add.
  const skipToResults = page.getByRole('link', { name: 'Vai ai risultati' });
  await activate(page, skipToResults);
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: /^\d+ prodott/ }));
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const add = card.getByRole('button', { name: `Aggiungi al carrello: ${name}` });
  const toFirstProduct = await tabTo(page, add, { max: 8 });
  test.info().annotations.push({
    type: 'tabs',
    description: `results heading → first add: ${toFirstProduct}`,
  });
  await axeSettled(page);

  // The add asks for the login; closing it gives focus back to the add.
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Accedi' });
  await expectFocusOn(page, login.getByLabel('Email'));
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expectFocusOn(page, add);

  // Again, and this time the shopper signs in.
  await page.keyboard.press('Enter');
  await expectFocusOn(page, login.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, login.getByLabel('Password', { exact: true }), { max: 3 });
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(login).toBeHidden();

  // Then the address: store pickup, by the tabs' arrows; then the first free slot.
  const address = page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
  await expect(address).toBeVisible();
  await expectFocusVisible(page);
  await axeSettled(page);
  const pickup = address.getByRole('tab', { name: 'Ritiro in negozio' });
  await tabTo(page, address.getByRole('tab', { selected: true }), { max: 10 });
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, pickup);
  await activate(page, address.getByRole('button', { name: /^Bologna Indipendenza/ }), {
    max: 10,
  });
  const slots = page.getByRole('dialog', { name: 'Scegli giorno e orario' });
  await expect(slots.getByRole('tab').first()).toBeVisible();
  await expectFocusVisible(page);
  await axeSettled(page);
  await activate(
    page,
    slots.getByRole('button', { name: /Libera|Quasi esaurita/, pressed: false }).first(),
    { max: 40 },
  );
  await expect(slots).toBeHidden();

  // The pending add is done: focus is on the stepper that took the button's place.
  const increase = card.getByRole('button', { name: `Aumenta quantità di ${name}` });
  await expectFocusOn(page, increase);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('group').getByRole('textbox')).toHaveValue('2');
  await expectFocusOn(page, increase);

  // The product's page: focus on its h1, its title read out.
  await activate(page, card.getByRole('link', { name }).first(), { backwards: true, max: 6 });
  await expectNewPage(page, name);
  await axeSettled(page);

  // The cart, from the header.
  const cart = page.getByRole('button', { name: /^Carrello, \d+ prodott/ });
  await activate(page, cart, { backwards: true, max: 40 });
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  await expectFocusVisible(page);
  await axeSettled(page);
  // Two packets are below the minimum order: the line's quantity, typed, reaches it.
  const { data: small } = await api(page.request, 'GET', '/ebsn/api/cart/view');
  const [line] = small.cartItems as { quantity: number; grossTotal: number }[];
  const { missing } = small.minimumOrder as { missing: number };
  if (missing > 0) {
    const enough = line!.quantity + Math.ceil(missing / (line!.grossTotal / line!.quantity));
    const typed = drawer.getByRole('textbox', { name: /^Quantità di / }).first();
    await tabTo(page, typed, { max: 40 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(enough));
    await page.keyboard.press('Enter');
    await expect(typed).toHaveValue(String(enough));
    await expectFocusOn(page, typed);
  }
  await activate(page, drawer.getByRole('link', { name: 'Vai alla cassa' }), { max: 40 });

  // The checkout: the summary is one skip away; the terms, then «Continua».
  await expect(page).toHaveURL(/\/checkout$/);
  await expectNewPage(page, 'Cassa');
  // At the page's top: further down, a field half under the phone's sticky header reads
  // to axe as a target smaller than 24 px.
  await axeSettled(page);
  await activate(page, page.getByRole('link', { name: "Vai al riepilogo dell'ordine" }), {
    max: 6,
  });
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Riepilogo ordine' }));
  const terms = page.getByRole('checkbox', {
    name: /Ho letto e accetto le condizioni di vendita/,
  });
  const toTerms = await tabTo(page, terms, { max: 20 });
  test.info().annotations.push({ type: 'tabs', description: `summary → terms: ${toTerms}` });
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expectFocusOn(page, terms);
  await activate(page, page.getByRole('button', { name: 'Continua' }), { max: 6 });

  // The payment: the card, by the radios' arrows, then «Paga».
  await expect(page).toHaveURL(/\/payment$/);
  await expectNewPage(page, 'Pagamento');
  const cardRadio = page.getByRole('radio', { name: /Carta di credito/ });
  await tabTo(page, page.getByRole('radio').first(), { max: 20 });
  for (let i = 0; i < 6 && !(await cardRadio.isChecked()); i++)
    await page.keyboard.press('ArrowDown');
  await expect(cardRadio).toBeChecked();
  await expectFocusOn(page, cardRadio);
  await expect(page.getByText('Importo pre-autorizzato')).toBeVisible();
  await axeSettled(page);
  await activate(page, page.getByRole('button', { name: 'Paga' }), { max: 20 });

  // The test acquirer's own page (a page load: focus starts at its top).
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expect(page.getByText('Ambiente di prova — nessun addebito reale')).toBeVisible();
  await tabTo(page, page.getByLabel(/Numero della carta/i), { max: 10 });
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, page.getByLabel(/Scadenza/i), { max: 2 });
  await page.keyboard.type('12/30');
  await tabTo(page, page.getByLabel(/CVC|Codice di sicurezza/i), { max: 2 });
  await page.keyboard.type('123');
  await tabTo(page, page.getByLabel(/Titolare|Intestatario/i), { max: 2 });
  await page.keyboard.type('Giorgia Esposito');
  await axeSettled(page);
  await activate(page, page.getByRole('button', { name: /^Paga/ }), { max: 4 });

  // The confirmation.
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  await expect(page.getByText('Grazie per la tua spesa!')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Vai al contenuto' }), { max: 2 });
  await axeSettled(page);
});

test('the console’s weighing and substitution with the keyboard only', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // An order through the API, a sign-in through the IdP, then the picking by keys.
  test.slow();
  await logInByApi(page, SECOND_SHOPPER);
  const { request } = page;
  await readyCart(page);
  const loose = await looseProduct(request);
  const cheese = await mozzarella(request);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [
      { productId: loose.productId, quantity: loose.minAcq },
      { productId: cheese.productId, quantity: 1 },
    ],
  });
  await reachMinimum(request);
  await api(request, 'POST', '/ebsn/api/checkout/prepare');
  // Paid on delivery: the console's picking is the same.
  const { order } = await api(request, 'POST', '/ebsn/api/checkout/buy?payment_type_id=2');
  const orderId: number = order.orderId;
  const placed = await api(request, 'GET', `/ebsn/api/order/view?order_id=${orderId}`);
  const cheeseName: string = placed.data.items.find(
    (i: { productId: number }) => i.productId === cheese.productId,
  ).product.name;

  const staffContext = await staffBrowser(browser, baseURL, testInfo);
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/admin\/accesso$/);
  await activate(staff, staff.getByRole('link', { name: "Accedi con l'account aziendale" }), {
    max: 20,
  });
  await activate(staff, staff.getByRole('button', { name: /Paolo Raccoglitore/ }), { max: 20 });
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(heading1(staff, 'Ordini da preparare')).toBeVisible();

  // The order, from the board: a route change, focus on its h1.
  await activate(staff, staff.getByRole('link', { name: new RegExp(`^N\\. ${orderId} `) }), {
    max: 80,
  });
  await expectNewPage(staff, `Ordine N. ${orderId}`);
  await axeSettled(staff);
  await activate(staff, staff.getByRole('button', { name: 'Prendi in carico' }), { max: 20 });
  // The status buttons change: focus on the status reached.
  await expect(staff.getByText('In preparazione').first()).toBeVisible();
  await expectFocusOn(
    staff,
    staff.getByRole('region', { name: 'Ordine', exact: true }).locator('[tabindex="-1"]').first(),
  );

  // The loose line: its weight typed and sent with Enter; focus stays in the field.
  const looseLine = staff.getByRole('listitem').filter({ hasText: loose.name });
  const grams = looseLine.getByLabel('Peso reale (g)');
  await tabTo(staff, grams, { max: 20 });
  const weight = Math.round(loose.minAcq * 1000 * 1.02);
  await staff.keyboard.type(String(weight));
  await staff.keyboard.press('Enter');
  await expect(looseLine).toContainText('pesato');
  await expectFocusOn(staff, grams);

  // The mozzarella is missing: «Sostituisci» opens the picker and focus goes into it.
  const cheeseLine = staff.getByRole('listitem').filter({ hasText: cheeseName });
  await activate(staff, cheeseLine.getByRole('button', { name: `Sostituisci: ${cheeseName}` }), {
    max: 20,
  });
  const choice = cheeseLine.getByLabel('Prodotto sostitutivo');
  await expectFocusOn(staff, choice);
  // Annulla gives focus back to «Sostituisci».
  await activate(staff, cheeseLine.getByRole('button', { name: 'Annulla' }), { max: 3 });
  await expectFocusOn(
    staff,
    cheeseLine.getByRole('button', { name: `Sostituisci: ${cheeseName}` }),
  );
  await staff.keyboard.press('Enter');
  await expectFocusOn(staff, choice);
  await expect(choice.locator('option').nth(1)).toBeAttached();
  await staff.keyboard.press('ArrowDown');
  await expect(choice).not.toHaveValue('');
  await axeSettled(staff);
  await activate(staff, cheeseLine.getByRole('button', { name: 'Sostituisci', exact: true }), {
    max: 2,
  });
  // Done: focus on the line's new state, its «Annulla sostituzione».
  await expect(staff.getByText('Sostituto:')).toBeVisible();
  await expectFocusOn(
    staff,
    staff.getByRole('button', { name: `Annulla sostituzione: ${cheeseName}` }),
  );
  await axeSettled(staff);
  await staffContext.close();
});
