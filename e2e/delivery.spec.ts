import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER, SECOND_SHOPPER } from './support/accounts';
import { api, logInByApi } from './support/shop-api';
import { expectNoAxeViolations } from './support/axe';

/*
 * Delivery journeys (docs/rules/delivery-and-slots.md Address selector, Address edit, Timeslot selector,
 * App shell navbar). The server keeps its data across tests and projects, so
 * every journey starts from whatever the demo shopper chose before.
 */

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });
/** The delivery area that is visible at this width (in the bar from md up, a row under it on phones). */
const deliveryArea = (page: Page) =>
  page.getByRole('group', { name: 'Consegna della spesa' }).locator('visible=true');

async function logIn(page: Page) {
  await page.goto('/');
  await navbar(page).getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  await expect(dialog).toBeHidden();
  await expect(deliveryArea(page)).toBeVisible();
}

/** Opens the address selector from the navbar, whatever the cart has. */
async function openAddressSelector(page: Page): Promise<Locator> {
  await deliveryArea(page)
    .getByRole('button', { name: /Scegli come ricevere la spesa|^Cambia indirizzo/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The home tab in add mode: straight there without addresses, else through 'add new'. */
async function startNewAddress(dialog: Locator) {
  const search = dialog.getByRole('combobox', { name: 'Cerca il tuo indirizzo' });
  const add = dialog.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' });
  await expect(search.or(add)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(search).toBeVisible();
  return search;
}

/** Takes the first free (or almost full) slot of the open timeslot selector. */
async function chooseSlot(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Scegli giorno e orario' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const slot = dialog
    .getByRole('button', { name: /Libera|Quasi esaurita/, pressed: false })
    .first();
  const range = ((await slot.textContent()) ?? '').slice(0, 13);
  await slot.click();
  await expect(dialog).toBeHidden();
  return range;
}

test('add a home address in a served CAP and pick a slot', async ({ page }) => {
  await logIn(page);
  await expectNoAxeViolations(page);

  const dialog = await openAddressSelector(page);
  await dialog.getByRole('tab', { name: 'Consegna a casa' }).click();
  const search = await startNewAddress(dialog);
  await expect(dialog.getByRole('button', { name: 'Verifica indirizzo' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await search.fill('via mazzini');
  await dialog.getByRole('option', { name: /Via Giuseppe Mazzini, 40138 Bologna/ }).click();
  await expect(dialog.getByLabel('Numero civico')).toBeFocused();
  await dialog.getByLabel('Numero civico').fill('12');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Verifica indirizzo' }).click();

  await expect(dialog.getByText('Consegna a casa disponibile')).toBeVisible();
  await expect(dialog.getByText('Via Giuseppe Mazzini 12, 40138 Bologna (BO)')).toBeVisible();
  // The doorbell and the telephone come from the profile (issue 34); the address's name does not.
  await expect(dialog.getByLabel(/Nome sul citofono/)).toHaveValue(/Mario/);
  await expect(dialog.getByLabel(/Telefono di riferimento/)).not.toHaveValue('');
  await dialog.getByLabel(/Nome sul citofono/).fill('');
  await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(dialog.getByText('Campo obbligatorio')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await dialog.getByLabel(/Nome sul citofono/).fill('Rossi');
  await dialog.getByLabel(/Nome dell'indirizzo/).fill('Casa Mazzini');
  await dialog.getByLabel(/Telefono di riferimento/).fill('333 123 4567');
  await dialog.getByLabel('Piano').fill('2');
  await dialog.getByRole('button', { name: 'Salva indirizzo' }).click();

  const range = await chooseSlot(page);
  const area = deliveryArea(page);
  await expect(area.getByRole('button', { name: /^Cambia indirizzo/ })).toContainText(
    'Via Giuseppe Mazzini 12',
  );
  await expect(area.getByRole('button', { name: /^Cambia giorno e orario/ })).toContainText(range);
  await expectNoAxeViolations(page);
});

test("an unserved address gets 'Indirizzo non servito da consegna a casa'", async ({ page }) => {
  await logIn(page);
  const dialog = await openAddressSelector(page);
  await dialog.getByRole('tab', { name: 'Consegna a casa' }).click();
  const search = await startNewAddress(dialog);

  // Carpi is in the region's gazetteer but outside every delivery zone.
  await search.fill('carpi');
  await dialog.getByRole('option', { name: /41012 Carpi MO/ }).click();
  await dialog.getByRole('button', { name: 'Verifica indirizzo' }).click();
  await expect(
    dialog.getByText("L'indirizzo inserito è incompleto, mancano i seguenti campi: indirizzo."),
  ).toBeVisible();

  await dialog.getByLabel('Via, piazza').fill('Via Roma');
  await dialog.getByLabel('Numero civico').fill('1');
  await dialog.getByRole('button', { name: 'Verifica indirizzo' }).click();
  await expect(dialog.getByText('Indirizzo non servito da consegna a casa')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Aggiungi un altro indirizzo' }).click();
  await expect(search).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Verifica indirizzo' })).toBeDisabled();
});

test('switch to store pickup and pick a store slot', async ({ page }) => {
  await logIn(page);
  const dialog = await openAddressSelector(page);
  await dialog.getByRole('tab', { name: 'Ritiro in negozio' }).click();
  const store = dialog.getByRole('button', { name: /^Bologna Indipendenza/ });
  await expect(store).toBeVisible();
  await expect(store).toContainText("Via dell'Indipendenza 40");
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Cerca per nome, via o città').fill('modena');
  await expect(store).toBeHidden();
  await expect(dialog.getByRole('button', { name: /^Modena Emilia Est/ })).toBeVisible();
  await dialog.getByLabel('Cerca per nome, via o città').fill('');
  await store.click();

  const range = await chooseSlot(page);
  const area = deliveryArea(page);
  await expect(area.getByRole('button', { name: /^Cambia indirizzo/ })).toContainText(
    'Ritiro in negozio',
  );
  await expect(area.getByRole('button', { name: /^Cambia indirizzo/ })).toContainText(
    'Bologna Indipendenza',
  );
  await expect(area.getByRole('button', { name: /^Cambia giorno e orario/ })).toContainText(range);
  await expectNoAxeViolations(page);

  // The timeslot selector opens alone from the navbar and offers to change the address.
  await area.getByRole('button', { name: /^Cambia giorno e orario/ }).click();
  const timeslots = page.getByRole('dialog', { name: 'Scegli giorno e orario' });
  await expect(timeslots.getByRole('button', { name: /Selezionata/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await timeslots.getByRole('button', { name: 'Cambia indirizzo' }).click();
  await expect(page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' })).toBeVisible();
  await page.keyboard.press('Escape');
  // …and back to the timeslot selector (docs/rules/delivery-and-slots.md chaining).
  await expect(timeslots).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timeslots).toBeHidden();
});

test('the navbar locks the address and the slot on the Payment route', async ({ page }) => {
  await logIn(page);
  // Make sure a choice exists (a store counter is quick to choose).
  const dialog = await openAddressSelector(page);
  await dialog.getByRole('tab', { name: 'Ritiro in negozio' }).click();
  await dialog.getByRole('button', { name: /^Bologna Mazzini/ }).click();
  await chooseSlot(page);

  // The payment step holds the cart locked (status 7): the navbar shows the choice, unchangeable.
  expect((await page.request.post('/ebsn/api/cart/lock')).ok()).toBe(true);
  await page.goto('/payment');
  const area = deliveryArea(page);
  await expect(area).toContainText('Bologna Mazzini');
  await expect(area.getByRole('button')).toHaveCount(0);
  await expect(area.getByText('(non modificabile)')).toHaveCount(2);
  await expectNoAxeViolations(page);

  expect((await page.request.post('/ebsn/api/cart/unlock')).ok()).toBe(true);
  await page.goto('/');
  await expect(deliveryArea(page).getByRole('button')).toHaveCount(2);
});

test('the addresses page lists the saved addresses and edits one', async ({ page }) => {
  await logIn(page);
  await page.goto('/profile/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toContainText('Homepage');
  await expectNoAxeViolations(page);

  const add = page.getByRole('link', { name: 'Aggiungi indirizzo' });
  const edit = page.getByRole('button', { name: /^Modifica/ }).first();
  await expect(add).toBeVisible();
  if ((await edit.count()) === 0) {
    // a fresh shopper: add one through the page
    await add.click();
    await page.getByRole('combobox', { name: 'Cerca il tuo indirizzo' }).fill('strada maggiore');
    await page.getByRole('option', { name: /Strada Maggiore, 40125 Bologna/ }).click();
    await page.getByLabel('Numero civico').fill('5');
    await page.getByRole('button', { name: 'Verifica indirizzo' }).click();
    await page.getByLabel(/Nome sul citofono/).fill('Rossi');
    await page.getByLabel(/Nome dell'indirizzo/).fill('Casa Maggiore');
    await page.getByLabel(/Telefono di riferimento/).fill('051 123456');
    await page.getByRole('button', { name: 'Salva indirizzo' }).click();
    // Kept for later: the cart keeps its address and slot, no dialog asks for one.
    await expect(page).toHaveURL(/\/profile\/addresses$/);
  }
  await page
    .getByRole('button', { name: /^Modifica/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/addresses\/manage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica indirizzo' })).toBeVisible();
  await expect(page.getByLabel(/Nome sul citofono/)).toHaveValue(/.+/);
  await expectNoAxeViolations(page);
});

test('an address added on the addresses page is kept for later: the cart and the star stay', async ({
  page,
}) => {
  await logInByApi(page, SECOND_SHOPPER);
  const { data: casa } = await api(page.request, 'POST', '/ebsn/api/user-address/update', {
    addressName: 'Casa',
    doorbellName: 'Bianchi',
    referencePhoneNumber: '333 1234567',
    address1: 'via zamboni',
    addressNumber: '33',
    city: 'bologna',
    postalcode: '40126',
    province: 'bo',
    floor: '',
    addressNote: '',
    elevator: false,
  });
  await api(page.request, 'POST', '/ebsn/api/cart/set-address', {
    type: 'home',
    id: casa.addressId,
  });

  await page.goto('/profile/addresses');
  await page.getByRole('link', { name: 'Aggiungi indirizzo' }).click();
  await page.getByRole('combobox', { name: 'Cerca il tuo indirizzo' }).fill('strada maggiore');
  await page.getByRole('option', { name: /Strada Maggiore, 40125 Bologna/ }).click();
  await page.getByLabel('Numero civico').fill('5');
  await page.getByRole('button', { name: 'Verifica indirizzo' }).click();
  await page.getByLabel(/Nome dell'indirizzo/).fill('Ufficio');
  await page.getByLabel(/Telefono di riferimento/).fill('051 123456');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);

  await page.reload();
  const list = page.getByRole('list', { name: 'I tuoi indirizzi di consegna' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(row('Ufficio').last()).toBeVisible();
  await expect(row('Casa').last()).toContainText('In uso');
  await expect(row('Casa').last()).toContainText('(Indirizzo preferito)');
  await expect(row('Ufficio').last()).not.toContainText('In uso');
  await expect(row('Ufficio').last()).not.toContainText('(Indirizzo preferito)');
  await expect(deliveryArea(page)).toContainText('Via Zamboni 33');
  const { data: cart } = await api(page.request, 'GET', '/ebsn/api/cart/view');
  expect(cart.shippingAddress).toMatchObject({ addressId: casa.addressId, autoAssigned: false });
});

test('an anonymous visitor is asked to log in before choosing', async ({ page }) => {
  await page.goto('/');
  await deliveryArea(page).getByRole('button', { name: 'Scegli come ricevere la spesa' }).click();
  const login = page.getByRole('dialog', { name: 'Accedi' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await login.getByRole('button', { name: 'Accedi' }).click();
  // after the login the flow goes on to the address selector
  await expect(page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' })).toBeVisible();
});
