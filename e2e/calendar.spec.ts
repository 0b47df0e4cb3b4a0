import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SECOND_SHOPPER } from './support/accounts';
import {
  api,
  axeSettled,
  logInByApi,
  reachMinimum,
  readyCart,
  spaghettiPiece,
} from './support/shop-api';
import { managerConsole } from './support/staff-browser';

/*
 * The manager's calendar: a shopper orders for a slot at the end of the days
 * on offer; the store's manager signs in through the local IdP, opens
 * «Calendario» from the console's menu, raises that slot's capacity, then
 * closes the day with a reason. The day has the order: the page lists it and
 * the manager keeps it, so its slot stays, full, and the day reads closed.
 * Each width closes a day of its own (the last one still open). Another
 * journey closes the first day, moves its order and reopens the day.
 */

const ON_DELIVERY = 2;

const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

interface OfferedDay {
  dateIso: string;
  timeslots: {
    timeslotId: number;
    active: number;
    status: string;
    beginTime: string;
    endTime: string;
  }[];
}

/** An order on the last (or first) day the shopper is offered a free slot: its id, day, slot and counter. */
async function orderOnLastDay(page: Page, which: 'first' | 'last' = 'last') {
  const { request } = page;
  await readyCart(page);
  const { days } = (await api(request, 'GET', '/ebsn/api/timeslot/list')) as { days: OfferedDay[] };
  const [day, slot] = days
    .flatMap((d) =>
      d.timeslots
        .filter((s) => s.active === 1 && s.status === 'empty')
        .map((s) => [d.dateIso, s] as const),
    )
    .at(which === 'last' ? -1 : 0)!;
  await api(request, 'POST', '/ebsn/api/cart/set-timeslot', { date: day, id: slot.timeslotId });
  const piece = await spaghettiPiece(request);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: piece.productId, quantity: 2 }],
  });
  await reachMinimum(request);
  const { data: cart } = await api(request, 'GET', '/ebsn/api/cart/view');
  await api(request, 'POST', '/ebsn/api/checkout/prepare');
  const { order } = await api(
    request,
    'POST',
    `/ebsn/api/checkout/buy?payment_type_id=${ON_DELIVERY}`,
  );
  return {
    orderId: order.orderId as number,
    day,
    time: `${slot.beginTime}–${slot.endTime}`,
    counter: cart.shippingAddress.addressName as string,
  };
}

for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the manager closes a day and moves its order to another slot; the shopper and the Registro see it', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      await logInByApi(page, SECOND_SHOPPER);
      const placed = await orderOnLastDay(page, 'first');
      const { context, staff, errors } = await managerConsole(browser, baseURL, testInfo, width);

      const menu = staff.getByRole('navigation', { name: 'Gestione del negozio' });
      await menu.getByRole('link', { name: 'Calendario' }).click();
      const day = staff.getByRole('region', { name: dayLabel(placed.day) });
      await day.getByRole('button', { name: 'Chiudi giorno' }).click();
      await day.getByRole('textbox', { name: /Motivo/ }).fill('Sciopero dei trasporti');
      await day.getByRole('button', { name: 'Chiudi il giorno' }).click();
      const orders = day.getByRole('list', { name: 'Ordini del giorno da chiudere' });
      const mine = orders.getByRole('listitem').filter({ hasText: `N. ${placed.orderId} ·` });
      const target = mine.getByRole('combobox', {
        name: `Nuova fascia per l'ordine n. ${placed.orderId}`,
      });
      await expect(target).toBeVisible();
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`calendario-sposta-${width}.png`) });

      // The last slot offered: another day of the same counter, with a place free.
      const options = await target.locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(1);
      await target.selectOption({ label: options.at(-1)! });
      await mine.getByRole('button', { name: 'Sposta' }).click();
      const said = day
        .getByRole('status')
        .filter({ hasText: `Ordine n. ${placed.orderId} spostato a` });
      await expect(said).toBeVisible();
      const [, newDay, newTime] = /spostato a (.+), (\d\d:\d\d–\d\d:\d\d)\.$/.exec(
        (await said.textContent())!.trim(),
      )!;
      // Other journeys' orders may be on the day too: they are kept.
      if (await day.getByRole('button', { name: 'Mantieni' }).isVisible())
        await day.getByRole('button', { name: 'Mantieni' }).click();
      await expect(day.getByText('Giorno chiuso: Sciopero dei trasporti')).toBeVisible();
      await axeSettled(staff);

      // The shopper's order reads its new slot.
      await page.goto(`/profile/orders/${placed.orderId}`);
      await expect(page.getByText(new RegExp(`^${newDay!}, ${newTime!}$`, 'i'))).toBeVisible();
      await axeSettled(page);

      // The Registro tells who moved it, from where to where.
      await menu.getByRole('link', { name: 'Registro modifiche' }).click();
      await expect(
        staff.getByRole('heading', { level: 1, name: 'Registro modifiche' }),
      ).toBeVisible();
      const entry = staff
        .getByRole('list', { name: 'Modifiche, dalla più recente' })
        .getByRole('listitem')
        .filter({ hasText: `Ordine n. ${placed.orderId} spostato` });
      await expect(entry).toContainText('Marta Direttrice');
      await expect(entry).toContainText(newTime!);
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`registro-${width}.png`) });

      // Filtered by person, the move is still there.
      await staff.getByRole('textbox', { name: /Chi/ }).fill('Marta Direttrice');
      await staff.getByRole('button', { name: 'Filtra' }).click();
      await expect(staff).toHaveURL(/chi=Marta/);
      await expect(entry).toBeVisible();

      // The strike is called off: the day reopens, and the first day the shoppers are
      // offered is theirs again (the other journeys of this shop book it).
      await menu.getByRole('link', { name: 'Calendario' }).click();
      await day.getByRole('button', { name: 'Riapri giorno' }).click();
      await expect(day.getByText('Giorno chiuso: Sciopero dei trasporti')).toBeHidden();
      const { days } = (await api(page.request, 'GET', '/ebsn/api/timeslot/list')) as {
        days: OfferedDay[];
      };
      expect(days.find((d) => d.dateIso === placed.day)?.timeslots.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the manager raises a capacity and closes a day, keeping its order', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      await logInByApi(page, SECOND_SHOPPER);
      const placed = await orderOnLastDay(page);

      const { context, staff, errors } = await managerConsole(browser, baseURL, testInfo, width);

      await staff
        .getByRole('navigation', { name: 'Gestione del negozio' })
        .getByRole('link', { name: 'Calendario' })
        .click();
      await expect(
        staff.getByRole('heading', { level: 1, name: 'Calendario delle consegne' }),
      ).toBeVisible();
      const day = staff.getByRole('region', { name: dayLabel(placed.day) });
      const counter = day.getByRole('list', { name: `Ritiro in negozio · ${placed.counter}` });
      const row = counter.getByRole('listitem').filter({ hasText: placed.time });
      await expect(row).toContainText(/Prenotati 1 su \d+/);
      await axeSettled(staff);
      await staff.screenshot({ path: testInfo.outputPath(`calendario-${width}.png`) });

      // Raise the capacity, by keyboard.
      const capacity = row.getByRole('spinbutton', {
        name: `Capacità della fascia ${placed.time}`,
      });
      await capacity.fill('30');
      await capacity.press('Enter');
      await expect(row).toContainText('Prenotati 1 su 30');

      // Close the day: its order is listed, the manager keeps it.
      await day.getByRole('button', { name: 'Chiudi giorno' }).click();
      await day.getByRole('textbox', { name: /Motivo/ }).fill('Sciopero dei trasporti');
      await day.getByRole('button', { name: 'Chiudi il giorno' }).click();
      const orders = day.getByRole('list', { name: 'Ordini del giorno da chiudere' });
      await expect(orders).toContainText(`N. ${placed.orderId} ·`);
      await axeSettled(staff);
      await staff.screenshot({
        path: testInfo.outputPath(`calendario-ordini-${width}.png`),
        fullPage: false,
      });
      await day.getByRole('button', { name: 'Mantieni' }).click();
      await expect(day.getByText('Giorno chiuso: Sciopero dei trasporti')).toBeVisible();
      await expect(row).toContainText('Prenotati 1 su 1');
      await expect(day.getByRole('heading', { level: 2 })).toBeFocused();
      await axeSettled(staff);

      // The shopper is offered no free slot that day any more.
      const { days } = (await api(page.request, 'GET', '/ebsn/api/timeslot/list')) as {
        days: OfferedDay[];
      };
      const closed = days.find((d) => d.dateIso === placed.day);
      expect(closed?.timeslots.filter((s) => s.status !== 'full') ?? []).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
