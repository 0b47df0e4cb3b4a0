import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@spesa/domain';
import { api } from '../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders, testQueryClient } from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { closeDeliveryDialogs } from '../../lib/checkout';
import { DeliveryDialogs } from './components/delivery-dialogs';
import { DeliveryPromise, firstFreeSlot } from './components/delivery-promise';
import { cartSlot, day, mockServer, shipping, slot, testCart, testUser } from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  closeDeliveryDialogs();
});

const calendar = [
  day('2026-11-24', [
    slot({ timeslotId: 1, status: 'full' }),
    slot({ timeslotId: 2, active: 0, beginTime: '11:00', endTime: '13:00' }),
  ]),
  day('2026-11-25', [
    slot({ timeslotId: 3, status: 'intermediate', beginTime: '15:00', endTime: '17:00' }),
    slot({ timeslotId: 4, beginTime: '17:00', endTime: '19:00' }),
  ]),
];

describe('the first free slot', () => {
  it('skips full and inactive slots, day by day', () => {
    expect(firstFreeSlot(calendar)).toMatchObject({ date: '2026-11-25', slot: { timeslotId: 3 } });
  });

  it('is none when every slot is full', () => {
    expect(firstFreeSlot([calendar[0]!])).toBeNull();
  });
});

function renderPromise(cart: Cart, days = calendar) {
  const user = testUser();
  const calls = mockServer({
    '/ebsn/api/timeslot/list': () =>
      jsonResponse(okEnvelope({ user, days, addressId: 19, deliveryServiceId: 2 })),
    '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: cart })),
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), cart);
  renderWithProviders(
    <>
      <DeliveryPromise />
      <DeliveryDialogs />
    </>,
    { queryClient },
  );
  return calls;
}

describe("the home's delivery promise", () => {
  it('offers the first free slot for the address, and books it through the selector', async () => {
    renderPromise(testCart({ shippingAddress: shipping(), timeslot: null }));
    expect(await screen.findByText('Prima fascia libera: mer 25 nov, 15:00 - 17:00')).toBeVisible();
    expect(screen.getByText('Via Giuseppe Mazzini 12, Bologna')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Prenota giorno e orario' }));
    expect(await screen.findByRole('dialog', { name: 'Scegli giorno e orario' })).toBeVisible();
  });

  it('says so when no slot is free', async () => {
    renderPromise(testCart({ shippingAddress: shipping(), timeslot: null }), [calendar[0]!]);
    expect(
      await screen.findByText('Nessuna fascia libera nei prossimi giorni per questo indirizzo'),
    ).toBeVisible();
  });

  it('shows the booked slot, without asking the calendar', () => {
    const calls = renderPromise(
      testCart({
        shippingAddress: shipping(),
        timeslot: cartSlot({ date: '2026-11-24', beginTime: '11:00', endTime: '13:00' }),
      }),
    );
    expect(screen.getByText('La tua spesa: mar 24 nov, 11:00 - 13:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prenota giorno e orario' })).toBeNull();
    expect(calls.some((call) => call.path === '/ebsn/api/timeslot/list')).toBe(false);
  });

  it('invites to choose how to receive the shopping without an address', () => {
    renderPromise(
      testCart({ shippingAddress: shipping({ autoAssigned: true, addressTypeId: 3 }) }),
    );
    expect(screen.getByRole('button', { name: 'Scegli come ricevere la spesa' })).toBeVisible();
  });
});
