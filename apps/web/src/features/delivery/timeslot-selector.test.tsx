import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, TimeslotDay, WpPost } from '@spesa/domain';
import { api } from '../../lib/api';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { TimeslotSelector } from './components/timeslot-selector';
import { TimeslotSelectorDialog } from './components/timeslot-selector-dialog';
import { AddressSelectorDialog } from './components/address-selector-dialog';
import { preselectedDay, visibleDays } from './timeslot-rules';
import {
  callsTo,
  cartSlot,
  day,
  mockServer,
  SERVICES,
  shipping,
  slot,
  testCart,
  testUser,
} from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const user = testUser({ userId: 1 });

const days: TimeslotDay[] = [
  day('2026-11-23', [
    slot({ timeslotId: 1 }),
    slot({ timeslotId: 2, beginTime: '11:00', endTime: '13:00', status: 'intermediate' }),
  ]),
  // closed day: no active slot, not shown
  day('2026-11-24', [slot({ timeslotId: 1, active: 0 })]),
  day(
    '2026-11-25',
    [
      slot({ timeslotId: 1, status: 'full', available: 0 }),
      slot({ timeslotId: 2, beginTime: '11:00', endTime: '13:00', selected: true }),
      slot({
        timeslotId: 3,
        beginTime: '16:00',
        endTime: '18:00',
        deliveryFee: 4.9,
        // 14:00 in Rome on the slot's own day
        cutoffAt: '2026-11-25T13:00:00.000Z',
      }),
      // closed slot of an open day: not shown
      slot({ timeslotId: 4, beginTime: '07:00', endTime: '08:00', active: 0 }),
    ],
    true,
  ),
];

const timeslotList = (list: TimeslotDay[] = days) =>
  jsonResponse(okEnvelope({ user, days: list, addressId: 19, deliveryServiceId: 2 }));

function renderSelector(
  routes: Parameters<typeof mockServer>[0],
  cart: Cart = testCart({
    user,
    shippingAddress: shipping(),
    timeslot: cartSlot({ date: '2026-11-25', timeslotId: 2 }),
  }),
) {
  const calls = mockServer({
    '/ebsn/api/timeslot/list': () => timeslotList(),
    '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: cart })),
    ...routes,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), cart);
  const onSubmit = vi.fn();
  const onChangeAddress = vi.fn();
  renderWithProviders(<TimeslotSelector onSubmit={onSubmit} onChangeAddress={onChangeAddress} />, {
    queryClient,
  });
  return { calls, onSubmit, onChangeAddress, queryClient };
}

describe('timeslot rules (docs/rules/delivery-and-slots.md Timeslot)', () => {
  it('keeps only active slots and days with one', () => {
    const shown = visibleDays(days);
    expect(shown.map((d) => d.dateIso)).toEqual(['2026-11-23', '2026-11-25']);
    expect(shown[1]!.timeslots.map((s) => s.timeslotId)).toEqual([1, 2, 3]);
  });

  it.each([
    ['the cart date', '2026-11-23', '2026-11-23'],
    // a date no longer listed falls back to the day holding the selected slot
    ['a past cart date', '2026-11-20', '2026-11-25'],
    ['no cart slot', null, '2026-11-25'],
  ])('preselects %s', (_name, cartDate, expected) => {
    expect(preselectedDay(visibleDays(days), cartDate)).toBe(expected);
  });

  it('falls back to the first day', () => {
    expect(preselectedDay(visibleDays(days.slice(0, 2)), null)).toBe('2026-11-23');
  });
});

describe('timeslot selector (docs/rules/delivery-and-slots.md)', () => {
  it("opens on the cart's day with its slots, states in words and the legend", async () => {
    renderSelector({});
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(2);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('mer25nov');

    const grid = screen.getByRole('group', { name: 'Fasce orarie di mercoledì 25 novembre' });
    const slots = within(grid).getAllByRole('button');
    expect(slots.map((b) => b.textContent?.replace(/\s/g, ' '))).toEqual([
      '09:00 - 11:00Esaurita',
      // the fixtures' cut-off: 07:00 in Rome on Monday the 23rd
      '11:00 - 13:00SelezionataOrdini entro lun 23 nov, 07:00',
      '16:00 - 18:00LiberaOrdini entro le 14:00Consegna 4,90 €',
    ]);
    expect(slots[0]).toBeDisabled();
    expect(slots[1]).toHaveAttribute('aria-pressed', 'true');
    expect(slots[2]).toHaveAttribute('aria-pressed', 'false');
    expect(slots[2]).toBeEnabled();
    expect(
      screen.getByText(/Consegna a casa: Casa · Via Giuseppe Mazzini 12, Bologna/),
    ).toBeVisible();

    const legend = screen.getByRole('heading', { name: 'Legenda' }).parentElement!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Libera', 'Quasi esaurita', 'Esaurita', 'Selezionata']);
  });

  it('shows another day with an almost-full slot that can still be chosen', async () => {
    renderSelector({});
    await userEvent.click(await screen.findByRole('tab', { name: /lun/ }));
    const almost = screen.getByRole('button', {
      name: '11:00 - 13:00 Quasi esaurita Ordini entro le 07:00',
    });
    expect(almost).toBeEnabled();
  });

  it('takes the slot, stores the cart and submits', async () => {
    const updated = testCart({
      user,
      shippingAddress: shipping(),
      timeslot: cartSlot({ date: '2026-11-25', timeslotId: 3 }),
    });
    const { calls, onSubmit, queryClient } = renderSelector({
      '/ebsn/api/timeslot/select': () => jsonResponse(okEnvelope({ data: updated })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: updated })),
    });
    await userEvent.click(await screen.findByRole('button', { name: /16:00 - 18:00/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const select = callsTo(calls, '/ebsn/api/timeslot/select')[0]!.url.searchParams;
    expect(select.get('sel_date')).toBe('2026-11-25');
    expect(select.get('timeslot_id')).toBe('3');
    expect(queryClient.getQueryData<Cart>(cartKeys.view())?.timeslot?.timeslotId).toBe(3);
  });

  it('disables the grid while choosing', async () => {
    let answer: (r: Response) => void = () => undefined;
    renderSelector({
      '/ebsn/api/timeslot/select': () =>
        new Promise<Response>((resolve) => (answer = resolve)) as never,
    });
    await userEvent.click(await screen.findByRole('button', { name: /16:00 - 18:00/ }));
    const grid = screen.getByRole('group', { name: /Fasce orarie/ });
    await waitFor(() => expect(grid).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Prenotazione della fascia oraria in corso…',
    );
    answer(jsonResponse(refusal('timeslot.full', 'x')));
    await waitFor(() => expect(grid).toBeEnabled());
  });

  it("shows the server's refusal and reads the calendar again", async () => {
    const { calls, onSubmit } = renderSelector({
      '/ebsn/api/timeslot/select': () =>
        jsonResponse(
          refusal('timeslot.full', "La fascia oraria scelta è al completo: scegline un'altra."),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: /16:00 - 18:00/ }));
    expect(
      await screen.findByText("La fascia oraria scelta è al completo: scegline un'altra."),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/timeslot/list')).toHaveLength(2));
  });

  it("says 'Impossibile cambiare l'orario di ritiro/consegna' when the call itself fails", async () => {
    const { onSubmit } = renderSelector({
      '/ebsn/api/timeslot/select': () => jsonResponse({ message: 'bad gateway' }, 502),
    });
    await userEvent.click(await screen.findByRole('button', { name: /16:00 - 18:00/ }));
    expect(
      await screen.findByText("Impossibile cambiare l'orario di ritiro/consegna"),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("'Cambia indirizzo' asks for the address selector", async () => {
    const { onChangeAddress } = renderSelector({});
    await userEvent.click(await screen.findByRole('button', { name: 'Cambia indirizzo' }));
    expect(onChangeAddress).toHaveBeenCalled();
  });

  it('says so when there is no slot', async () => {
    renderSelector({ '/ebsn/api/timeslot/list': () => timeslotList([days[1]!]) });
    expect(
      await screen.findByText(
        'Al momento non ci sono fasce orarie disponibili per questo indirizzo.',
      ),
    ).toBeVisible();
  });
});

/** A ux-block as the content service answers it (WordPress's post shape). */
const wpPost = (patch: Partial<WpPost>): WpPost => ({
  id: 1,
  date: '2026-11-01T08:00:00',
  modified: '2026-11-01T08:00:00',
  slug: 'timeslot-selector-titolo',
  status: 'publish',
  type: 'ux_block',
  link: 'http://localhost/ux_block/timeslot-selector-titolo',
  title: { rendered: '' },
  content: { rendered: '', protected: false },
  excerpt: { rendered: '' },
  parent: 0,
  menu_order: 0,
  featured_image: null,
  testo_validit: '',
  valid_from: null,
  valid_to: null,
  link_url: null,
  meta: { seo_title: '', seo_description: '' },
  ...patch,
});

describe('timeslot dialog', () => {
  function renderDialog(category: () => Response, uxBlocks?: () => Response) {
    mockServer({
      '/ebsn/api/timeslot/list': () => timeslotList(),
      '/ebsn/api/category': category,
      ...(uxBlocks ? { '/p/wp-json/wp/v2/ux-blocks/timeslot-selector': uxBlocks } : {}),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), user);
    queryClient.setQueryData(cartKeys.view(), testCart({ user, shippingAddress: shipping() }));
    const onResult = vi.fn();
    renderWithProviders(<TimeslotSelectorDialog open onResult={onResult} />, { queryClient });
    return onResult;
  }

  it('takes heading and description from the timeslot-selector content category', async () => {
    renderDialog(() =>
      jsonResponse(
        okEnvelope({
          category: {
            categoryId: 900,
            parentId: null,
            slug: 'timeslot-selector',
            name: 'timeslot-selector',
            level: 1,
            metaData: {
              category_info: {
                TITLE: 'Quando vuoi la spesa?',
                DESCRIPTION: 'Ordina entro le 8 per il pomeriggio.',
                MENU_IMAGE: '',
                ICON: '',
              },
            },
            productCount: 0,
            categoryBlockIds: [],
            categories: [],
            breadcrumb: [],
          },
        }),
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Quando vuoi la spesa?' })).toHaveTextContent(
      'Ordina entro le 8 per il pomeriggio.',
    );
  });

  it("prefers the content service's timeslot-selector ux-block, read as text", async () => {
    renderDialog(
      () => jsonResponse(refusal('category.not_found', 'Nope'), 404),
      () =>
        jsonResponse([
          wpPost({
            title: { rendered: 'Quando vuoi ricevere la spesa?' },
            content: {
              rendered: '<p>Le fasce si prenotano fino a due ore prima dell&#8217;inizio.</p>',
              protected: false,
            },
          }),
        ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quando vuoi ricevere la spesa?' });
    expect(dialog).toHaveAccessibleDescription(
      'Le fasce si prenotano fino a due ore prima dell’inizio.',
    );
  });

  it('reads the content category when the term has no ux-block', async () => {
    renderDialog(
      () =>
        jsonResponse(
          okEnvelope({
            category: {
              categoryId: 900,
              parentId: null,
              slug: 'timeslot-selector',
              name: 'timeslot-selector',
              level: 1,
              metaData: {
                category_info: {
                  TITLE: 'Quando vuoi la spesa?',
                  DESCRIPTION: '',
                  MENU_IMAGE: '',
                  ICON: '',
                },
              },
              productCount: 0,
              categoryBlockIds: [],
              categories: [],
              breadcrumb: [],
            },
          }),
        ),
      () => jsonResponse([]),
    );
    expect(await screen.findByRole('dialog', { name: 'Quando vuoi la spesa?' })).toBeVisible();
  });

  it('ignores a failing content fetch and uses the default texts', async () => {
    const onResult = renderDialog(() => jsonResponse(refusal('category.not_found', 'Nope'), 404));
    const dialog = await screen.findByRole('dialog', { name: 'Scegli giorno e orario' });
    expect(await within(dialog).findAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(onResult).toHaveBeenCalledWith('cancel');
  });
});

describe('address dialog', () => {
  it("takes its heading from the content service's address-selector ux-block", async () => {
    mockServer({
      '/p/wp-json/wp/v2/ux-blocks/address-selector': () =>
        jsonResponse([
          wpPost({
            slug: 'address-selector-titolo',
            title: { rendered: 'Dove vuoi ricevere la spesa?' },
            content: { rendered: '<p>Consegniamo a casa o in negozio.</p>', protected: false },
          }),
        ]),
      '/ebsn/api/user-address/list': () =>
        jsonResponse(okEnvelope({ data: { addresses: [], deliveryServices: SERVICES }, user })),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), user);
    queryClient.setQueryData(cartKeys.view(), testCart({ user }));
    renderWithProviders(<AddressSelectorDialog open onResult={vi.fn()} />, { queryClient });
    expect(
      await screen.findByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' }),
    ).toHaveAccessibleDescription('Consegniamo a casa o in negozio.');
  });
});
