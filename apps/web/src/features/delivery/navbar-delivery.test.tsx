import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@spesa/domain';
import { api } from '../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders, testQueryClient } from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { CartDeliveryInfo } from './components/cart-delivery-info';
import { DeliveryDialogs } from './components/delivery-dialogs';
import { NavbarDelivery, NavbarDeliveryView } from './components/navbar-delivery';
import { closeDeliveryDialogs } from '../../lib/checkout';
import { deliveryEditability } from './editability';
import {
  cartSlot,
  day,
  mockServer,
  SERVICES,
  shipping,
  slot,
  testAddress,
  testCart,
  testUser,
} from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  closeDeliveryDialogs();
});

describe('delivery editability (docs/rules/shop-shell.md App shell)', () => {
  it.each([
    ['/', 1, true, true],
    ['/checkout', 1, true, true],
    ['/payment', 1, false, false],
    ['/payment/', 1, false, false],
    // cart status 7 locks the address only
    ['/', 7, false, true],
    ['/checkout', 7, false, true],
    ['/payment', 7, false, false],
    // not the Payment route
    ['/payments-info', 1, true, true],
  ])('%s with cart status %i: address %s, timeslot %s', (path, status, address, timeslot) => {
    expect(deliveryEditability(path, status)).toEqual({ address, timeslot });
  });
});

const chosen = testCart({
  cartStatusId: 1,
  shippingAddress: shipping(),
  timeslot: cartSlot({ date: '2026-11-24', beginTime: '11:00', endTime: '13:00' }),
});

function renderView(cart: Cart | undefined, pathname = '/') {
  const onChangeAddress = vi.fn();
  const onChangeTimeslot = vi.fn();
  renderWithProviders(
    <NavbarDeliveryView
      variant="bar"
      loading={false}
      cart={cart}
      pathname={pathname}
      onChangeAddress={onChangeAddress}
      onChangeTimeslot={onChangeTimeslot}
    />,
  );
  return { onChangeAddress, onChangeTimeslot };
}

describe('navbar delivery area', () => {
  it('invites to choose when nothing is chosen (or the address is only auto-assigned)', async () => {
    const { onChangeAddress } = renderView(
      testCart({ shippingAddress: shipping({ autoAssigned: true, addressTypeId: 3 }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scegli come ricevere la spesa' }));
    expect(onChangeAddress).toHaveBeenCalled();
  });

  it('shows the service, the address and the slot, each opening its dialog', async () => {
    const { onChangeAddress, onChangeTimeslot } = renderView(chosen);
    const group = screen.getByRole('group', { name: 'Consegna della spesa' });
    const address = within(group).getByRole('button', { name: /^Cambia indirizzo:/ });
    expect(address).toHaveTextContent('Consegna a casa · Casa');
    expect(address).toHaveTextContent('Via Giuseppe Mazzini 12, Bologna');
    const slotButton = within(group).getByRole('button', { name: /^Cambia giorno e orario:/ });
    expect(slotButton).toHaveTextContent('mar 24 nov');
    expect(slotButton).toHaveTextContent('11:00 - 13:00');
    await userEvent.click(address);
    await userEvent.click(slotButton);
    expect(onChangeAddress).toHaveBeenCalledTimes(1);
    expect(onChangeTimeslot).toHaveBeenCalledTimes(1);
  });

  it('names the store for store pickup', () => {
    renderView(
      testCart({
        shippingAddress: shipping({ addressTypeId: 3, addressName: 'Bologna Indipendenza' }),
      }),
    );
    const address = screen.getByRole('button', { name: /^Cambia indirizzo:/ });
    expect(address).toHaveTextContent('Ritiro in negozio');
    expect(address).toHaveTextContent('Bologna Indipendenza');
    expect(screen.getByRole('button', { name: /giorno e orario/ })).toHaveTextContent(
      'Scegli giorno e orario',
    );
  });

  it('locks address and timeslot on the Payment route', () => {
    renderView(chosen, '/payment');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Consegna della spesa' });
    expect(group).toHaveTextContent('Via Giuseppe Mazzini 12, Bologna');
    expect(group).toHaveTextContent('11:00 - 13:00');
    expect(within(group).getAllByText('(non modificabile)')).toHaveLength(2);
  });

  it('locks only the address when the cart status is 7', async () => {
    const { onChangeTimeslot } = renderView({ ...chosen, cartStatusId: 7 });
    expect(screen.queryByRole('button', { name: /Cambia indirizzo/ })).not.toBeInTheDocument();
    expect(screen.getByText('(non modificabile)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Cambia giorno e orario/ }));
    expect(onChangeTimeslot).toHaveBeenCalled();
  });
});

describe('navbar → address selector → timeslot selector (docs/rules/delivery-and-slots.md address change flow)', () => {
  it('chains the dialogs and shows the choice', async () => {
    const user = testUser({ userId: 1 });
    let cart = testCart({
      user,
      shippingAddress: shipping({ autoAssigned: true, addressTypeId: 3 }),
    });
    const home = testAddress({ addressId: 19 });
    mockServer({
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: cart })),
      '/ebsn/api/category': () => jsonResponse({}, 404),
      '/ebsn/api/user-address/list': () =>
        jsonResponse(okEnvelope({ data: { addresses: [home], deliveryServices: SERVICES }, user })),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/select': () => {
        cart = { ...cart, shippingAddress: shipping({ addressId: 19 }) };
        return jsonResponse(okEnvelope({ data: cart }));
      },
      '/ebsn/api/timeslot/list': () =>
        jsonResponse(
          okEnvelope({
            user,
            days: [
              day('2026-11-24', [slot({ timeslotId: 2, beginTime: '11:00', endTime: '13:00' })]),
            ],
            addressId: 19,
            deliveryServiceId: 2,
          }),
        ),
      '/ebsn/api/timeslot/select': () => {
        cart = { ...cart, timeslot: cartSlot() };
        return jsonResponse(okEnvelope({ data: cart }));
      },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), user);
    queryClient.setQueryData(cartKeys.view(), cart);
    renderWithProviders(
      <>
        <NavbarDelivery variant="bar" />
        <DeliveryDialogs />
      </>,
      { queryClient },
    );

    const choose = screen.getByRole('button', { name: 'Scegli come ricevere la spesa' });
    await userEvent.click(choose);
    // Each dialog's module loads when it first opens: it opens with the focus in it.
    const selector = await screen.findByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
    await waitFor(() => expect(selector).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(await within(selector).findByRole('button', { name: /^Casa/ }));

    const timeslots = await screen.findByRole('dialog', { name: 'Scegli giorno e orario' });
    await waitFor(() => expect(timeslots).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(await within(timeslots).findByRole('button', { name: /11:00 - 13:00/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const slotButton = await screen.findByRole('button', { name: /^Cambia giorno e orario:/ });
    expect(slotButton).toHaveTextContent('11:00 - 13:00');
    const addressButton = screen.getByRole('button', { name: /^Cambia indirizzo:/ });
    expect(addressButton).toHaveTextContent('Via Giuseppe Mazzini 12, Bologna');
    // the button that opened the chain is the same element, and has the focus back
    expect(addressButton).toBe(choose);
    await waitFor(() => expect(addressButton).toHaveFocus());
  });
});

describe('cart info block (docs/rules/cart.md Cart texts and views)', () => {
  it('shows address and slot with their edit buttons', () => {
    renderWithProviders(<CartDeliveryInfo cart={chosen} />);
    expect(screen.getByText('Via Giuseppe Mazzini 12, Bologna')).toBeVisible();
    expect(screen.getByText('Martedì 24 novembre, 11:00 - 13:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambia indirizzo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambia orario' })).toBeVisible();
  });

  it('follows the navbar lock rules', () => {
    renderWithProviders(<CartDeliveryInfo cart={{ ...chosen, cartStatusId: 7 }} />);
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambia orario' })).toBeVisible();
  });

  it('locks both on the Payment route', () => {
    renderWithProviders(<CartDeliveryInfo cart={chosen} />, { path: '/payment' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByText('(non modificabile)')).toHaveLength(2);
  });
});
