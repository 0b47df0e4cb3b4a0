import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WISHLIST_MESSAGES,
  lineProductOf,
  type Wishlist,
  type WishlistDetail,
  type WishlistInvitation,
  type WishlistItem,
} from '@spesa/domain';
import { api, type ClientMessage } from '../../lib/api';
import { authKeys } from '../../lib/session';
import { FAVOURITES_PATH, LISTS_PATH, LIST_ROUTE } from '../../config/paths';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import {
  callsTo,
  cartProduct,
  looseApples,
  mockServer,
  readyCart,
  testList,
  testUser,
  type Call,
} from '../../test/fixtures';
import { ListsRoute } from './routes/lists-route';
import { FavouritesRoute, ListRoute } from './routes/list-route';

const FAVOURITES = testList({ listId: 1, name: 'Preferiti', kind: 'favourites', size: 12 });
const PURCHASED = testList({
  listId: 2,
  name: 'I più acquistati',
  kind: 'purchased',
  size: 50,
  editable: false,
});
const WEEKLY = testList({
  listId: 3,
  name: 'spesa settimanale',
  size: 8,
  isDefault: true,
  sharingData: {
    grant: 'OWNER',
    owner: null,
    sharedWith: [{ email: 'anna@esempio.it', grant: 'EDIT' }],
  },
});
const PICNIC = testList({
  listId: 4,
  name: 'pic-nic di sabato',
  size: 4,
  editable: false,
  sharingData: { grant: 'READ', owner: { firstName: 'Bea', lastName: 'Tester' }, sharedWith: [] },
});
const LISTS = [FAVOURITES, PURCHASED, WEEKLY, PICNIC];

const pasta = lineProductOf(cartProduct());
const apples = lineProductOf(looseApples());

function item(patch: Partial<WishlistItem> & { itemId: number }): WishlistItem {
  return {
    productId: pasta.productId,
    product: pasta,
    name: pasta.name,
    quantity: 2,
    weight: null,
    quantityDisplay: '2 conf',
    selectOptions: {},
    stock: { status: 'available', message: null },
    ...patch,
  };
}

const ITEMS: WishlistItem[] = [
  item({ itemId: 11 }),
  item({
    itemId: 12,
    productId: apples.productId,
    product: apples,
    name: apples.name,
    quantity: 1,
    quantityDisplay: '1 kg',
    stock: { status: 'out_of_stock', message: 'Esaurito nel punto vendita scelto.' },
  }),
  item({
    itemId: 13,
    productId: 999,
    product: null,
    name: 'Gelato alla fragola',
    quantity: 1,
    quantityDisplay: '',
    stock: { status: 'discontinued', message: 'Non più disponibile.' },
  }),
];

function detail(base: Wishlist, items: WishlistItem[] = ITEMS): WishlistDetail {
  return {
    ...base,
    size: items.length,
    warehouseId: 89,
    wishlistItems: items,
    sectors: [
      { sectorId: 12, name: 'Pasta, riso e cereali', itemIds: [11] },
      { sectorId: 1, name: 'Frutta e verdura', itemIds: [12] },
      { sectorId: 0, name: 'Altro', itemIds: [13] },
    ].filter((sector) => sector.itemIds.every((id) => items.some((i) => i.itemId === id))),
  };
}

const ok = (data: unknown) => jsonResponse(okEnvelope(data));
const listPage = (
  lists: Wishlist[],
  page = 1,
  totPages = 1,
  invitations: WishlistInvitation[] = [],
) =>
  ok({
    personalList: {
      lists,
      page: { page, pageSize: 24, totItems: lists.length, totPages },
    },
    invitations,
  });
const notFound = () => jsonResponse(refusal('wishlist.not_found', 'Lista non trovata'), 404);

let toasts: ClientMessage[] = [];
beforeEach(() => {
  toasts = [];
  api.configure({ notify: (m) => toasts.push(m) });
});
afterEach(() => api.configure({ notify: () => undefined }));

type Routes = Record<string, (c: Call) => Response | Promise<Response>>;

function renderAt(path: string, routes: Routes) {
  const calls = mockServer(routes);
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), testUser());
  const view = renderWithProviders(<ListsRoute />, {
    queryClient,
    path,
    route: LISTS_PATH,
    routes: [
      { path: FAVOURITES_PATH, element: <FavouritesRoute /> },
      { path: LIST_ROUTE, element: <ListRoute /> },
    ],
  });
  return { calls, ...view };
}

const viewOf = (lists: Record<number, WishlistDetail>) => (call: Call) => {
  const found = lists[Number(call.query.get('list_id'))];
  return found ? ok({ data: found }) : notFound();
};

describe("'Le mie liste' (/profile/lists)", () => {
  it('shows Preferiti and I più acquistati first, counts, the default and whose a shared list is', async () => {
    renderAt(LISTS_PATH, { '/ebsn/api/wishlist/list': () => listPage(LISTS) });
    const shown = await screen.findByRole('list', { name: 'Le tue liste' });
    expect(
      within(shown)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Preferiti', 'I più acquistati', 'spesa settimanale', 'pic-nic di sabato']);
    expect(screen.getByRole('link', { name: 'Preferiti' })).toHaveAttribute(
      'href',
      FAVOURITES_PATH,
    );
    expect(screen.getByRole('link', { name: 'pic-nic di sabato' })).toHaveAttribute(
      'href',
      `${LISTS_PATH}/4`,
    );
    const weekly = screen.getByRole('article', { name: 'spesa settimanale' });
    expect(weekly).toHaveTextContent('8 prodotti');
    expect(weekly).toHaveTextContent('Predefinita');
    expect(weekly).toHaveTextContent('Condivisa con 1 persona');
    const picnic = screen.getByRole('article', { name: 'pic-nic di sabato' });
    expect(picnic).toHaveTextContent('Condivisa da Bea Tester · Sola lettura');
    // Preferiti and the automatic list have no menu; a READ share's offers only leaving it.
    expect(
      screen.getAllByRole('button', { name: /^Azioni sulla lista/ }).map((b) => b.ariaLabel),
    ).toEqual(['Azioni sulla lista spesa settimanale', 'Azioni sulla lista pic-nic di sabato']);
    expect(
      within(weekly).getByRole('button', { name: 'Azioni sulla lista spesa settimanale' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagine delle liste' })).toBeNull();
  });

  it('pages on when the lists do not fit one page', async () => {
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': (call) =>
        call.query.get('page') === '2'
          ? listPage([testList({ listId: 30, name: 'cena' })], 2, 2)
          : listPage(LISTS, 1, 2),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pagine delle liste' });
    expect(within(pages).getByText('Pagina 1 di 2')).toBeVisible();
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Successiva' }));
    expect(await screen.findByRole('article', { name: 'cena' })).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/wishlist/list').at(-1)!.query.get('page')).toBe('2');
  });

  it('says when the lists cannot be read, and reads them again', async () => {
    let fail = true;
    renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () =>
        fail ? jsonResponse({ message: 'boom' }, 500) : listPage(LISTS),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare le tue liste.',
    );
    expect(toasts).toEqual([]);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'spesa settimanale' })).toBeVisible();
  });

  it('creates a list: CREA waits, the field empties and the new list opens', async () => {
    const created = testList({ listId: 40, name: 'cena di Natale' });
    let answer: (r: Response) => void = () => undefined;
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/insert': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/ebsn/api/wishlist/view': viewOf({ 40: detail(created, []) }),
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Crea una nuova lista' });
    await user.click(screen.getByRole('button', { name: 'CREA' }));
    expect(await screen.findByText('Il nome della lista è obbligatorio.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/ebsn/api/wishlist/insert')).toHaveLength(0);

    await user.type(field, '  cena di Natale ');
    await user.click(screen.getByRole('button', { name: 'CREA' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'CREA' })).toBeDisabled());
    expect(callsTo(calls, '/ebsn/api/wishlist/insert')[0]!.query.get('name')).toBe(
      'cena di Natale',
    );
    answer(ok({ data: created }));
    expect(await screen.findByRole('heading', { level: 1, name: 'cena di Natale' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'La lista è vuota' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeNull();
  });

  it("shows the server's refusal under the field, not as a toast", async () => {
    renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/insert': () =>
        jsonResponse(refusal('wishlist.too_many_lists', 'Puoi avere al massimo 100 liste.')),
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Crea una nuova lista' });
    await user.type(field, 'ancora una');
    await user.click(screen.getByRole('button', { name: 'CREA' }));
    expect(await screen.findByText('Puoi avere al massimo 100 liste.')).toBeVisible();
    expect(field).toHaveValue('ancora una');
    expect(field).toHaveAccessibleDescription('Puoi avere al massimo 100 liste.');
    expect(toasts).toEqual([]);
  });

  it('renames a list, with a refusal under the field', async () => {
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/update': () =>
        jsonResponse(
          refusal('validation', 'Il nome della lista può contenere al massimo 100 caratteri.'),
        ),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Azioni sulla lista spesa settimanale' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Rinomina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rinomina la lista' });
    const field = within(dialog).getByRole('textbox', { name: 'Nome della lista' });
    expect(field).toHaveValue('spesa settimanale');
    await user.clear(field);
    await user.type(field, 'spesa del sabato');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText(
        'Il nome della lista può contenere al massimo 100 caratteri.',
      ),
    ).toBeVisible();
    const sent = callsTo(calls, '/ebsn/api/wishlist/update')[0]!;
    expect(sent.query.get('list_id')).toBe('3');
    expect(sent.query.get('name')).toBe('spesa del sabato');
  });

  it('makes another list the default; the default one does not offer it', async () => {
    const grill = testList({ listId: 5, name: 'grigliata', size: 6 });
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage([...LISTS, grill]),
      '/ebsn/api/wishlist/select': () => ok({ data: { ...grill, isDefault: true } }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Azioni sulla lista spesa settimanale' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Rinomina' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Rendi predefinita' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Azioni sulla lista grigliata' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rendi predefinita' }));
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/wishlist/select')).toHaveLength(1));
    expect(callsTo(calls, '/ebsn/api/wishlist/select')[0]!.query.get('list_id')).toBe('5');
  });

  it('asks before deleting a list: No keeps it, Sì deletes it', async () => {
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/delete': () => ok({ data: { listId: 3 } }),
    });
    const user = userEvent.setup();
    const openMenu = async () => {
      await user.click(
        await screen.findByRole('button', { name: 'Azioni sulla lista spesa settimanale' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Elimina' }));
      return screen.findByRole('dialog', { name: 'Eliminare la lista?' });
    };
    let dialog = await openMenu();
    expect(dialog).toHaveTextContent('Vuoi eliminare la lista «spesa settimanale»');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/wishlist/delete')).toHaveLength(0);

    dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/wishlist/delete')[0]!.query.get('list_id')).toBe('3');
  });

  it('shares a list by e-mail and grant, shows with whom, and stops sharing', async () => {
    const shared = {
      ...WEEKLY,
      sharingData: {
        ...WEEKLY.sharingData,
        sharedWith: [
          { email: 'anna@esempio.it', grant: 'EDIT' as const },
          { email: 'bea@esempio.it', grant: 'READ' as const },
        ],
      },
    };
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/share': (call) =>
        (call.json as { email: string }).email === 'nessuno@esempio.it'
          ? jsonResponse(
              refusal('wishlist.too_many_invitations', WISHLIST_MESSAGES.tooManyInvitations),
            )
          : ok({ data: shared }),
      '/ebsn/api/wishlist/unshare': () => ok({ data: WEEKLY }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Azioni sulla lista spesa settimanale' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Condividi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condividi «spesa settimanale»' });
    expect(within(dialog).getByText('anna@esempio.it')).toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail della persona' });

    await user.type(email, 'nessuno@esempio.it');
    await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));
    expect(await within(dialog).findByText(WISHLIST_MESSAGES.tooManyInvitations)).toBeVisible();

    await user.clear(email);
    await user.type(email, 'bea@esempio.it');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Vederla e metterla nel carrello' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));
    expect(await within(dialog).findByText('bea@esempio.it')).toBeVisible();
    expect(email).toHaveValue('');
    expect(callsTo(calls, '/ebsn/api/wishlist/share').at(-1)!.json).toEqual({
      list_id: 3,
      email: 'bea@esempio.it',
      grant: 'READ',
    });

    await user.click(
      within(dialog).getByRole('button', { name: 'Smetti di condividere con bea@esempio.it' }),
    );
    await waitFor(() => expect(within(dialog).queryByText('bea@esempio.it')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/wishlist/unshare')[0]!.json).toEqual({
      list_id: 3,
      email: 'bea@esempio.it',
    });
  });
});

describe('Invitations to a shared list (docs/rules/lists.md Sharing)', () => {
  const INVITATION: WishlistInvitation = {
    listId: 9,
    name: 'cena di venerdì',
    grant: 'EDIT',
    owner: { firstName: 'Anna', lastName: 'Verdi' },
  };
  const accepted = testList({
    listId: 9,
    name: 'cena di venerdì',
    sharingData: { grant: 'EDIT', owner: INVITATION.owner, sharedWith: [] },
  });

  it('shows an invitation apart from the lists: Accetta adds the list, Rifiuta drops it', async () => {
    let answered = false;
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () =>
        answered ? listPage([...LISTS, accepted]) : listPage(LISTS, 1, 1, [INVITATION]),
      '/ebsn/api/wishlist/accept': () => {
        answered = true;
        return ok({ data: accepted });
      },
    });
    const user = userEvent.setup();
    const invitations = await screen.findByRole('region', {
      name: 'Inviti a condividere una lista',
    });
    expect(invitations).toHaveTextContent('Anna Verdi ti invita a condividere «cena di venerdì»');
    const lists = screen.getByRole('list', { name: 'Le tue liste' });
    expect(within(lists).queryByText('cena di venerdì')).toBeNull();

    await user.click(
      within(invitations).getByRole('button', { name: 'Accetta la lista «cena di venerdì»' }),
    );
    expect(callsTo(calls, '/ebsn/api/wishlist/accept')[0]!.json).toEqual({ list_id: 9 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Inviti a condividere una lista' })).toBeNull(),
    );
    expect(await within(lists).findByText('cena di venerdì')).toBeVisible();
  });

  it('opens on the invitation of the mail with its button ready, and declines it', async () => {
    let answered = false;
    const { calls } = renderAt(`${LISTS_PATH}?invito=9&risposta=rifiuta`, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS, 1, 1, answered ? [] : [INVITATION]),
      '/ebsn/api/wishlist/leave': () => {
        answered = true;
        return ok({ data: { listId: 9 } });
      },
    });
    const decline = await screen.findByRole('button', {
      name: 'Rifiuta la lista «cena di venerdì»',
    });
    await waitFor(() => expect(decline).toHaveFocus());
    // Arriving is no answer: nothing is called until the shopper presses.
    expect(callsTo(calls, '/ebsn/api/wishlist/leave')).toHaveLength(0);
    await userEvent.setup().click(decline);
    expect(callsTo(calls, '/ebsn/api/wishlist/leave')[0]!.json).toEqual({ list_id: 9 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Inviti a condividere una lista' })).toBeNull(),
    );
  });

  it('lets the shopper leave a list shared with them, asked first', async () => {
    const { calls } = renderAt(LISTS_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/leave': () => ok({ data: { listId: 4 } }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Azioni sulla lista pic-nic di sabato' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Lascia la lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lasciare la lista?' });
    expect(dialog).toHaveTextContent('La lista «pic-nic di sabato» di Bea Tester');
    await user.click(within(dialog).getByRole('button', { name: 'Sì, lascia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/wishlist/leave')[0]!.json).toEqual({ list_id: 4 });
  });
});

describe('A list (/profile/lists/:listId)', () => {
  it('shows the items by department with price, quantity and the stock marks', async () => {
    const { calls } = renderAt(`${LISTS_PATH}/3`, {
      '/ebsn/api/wishlist/view': viewOf({ 3: detail(WEEKLY) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'spesa settimanale' }),
    ).toBeVisible();
    const view = callsTo(calls, '/ebsn/api/wishlist/view')[0]!;
    expect(view.query.get('calculate_stock')).toBe('true');
    expect(view.query.get('show_sectors')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pasta, riso e cereali',
      'Frutta e verdura',
      'Altro',
    ]);
    const pastaRow = within(screen.getByRole('region', { name: 'Pasta, riso e cereali' }));
    expect(pastaRow.getByRole('link', { name: pasta.name })).toBeVisible();
    expect(pastaRow.getByTestId('price-block')).toHaveTextContent('1,49');
    expect(pastaRow.getByRole('group', { name: `Quantità di ${pasta.name}` })).toBeVisible();
    expect(screen.getByText('Esaurito nel punto vendita scelto.')).toBeVisible();
    expect(screen.getByText('Non più disponibile.')).toBeVisible();
    // A product no warehouse sells any more keeps its name, and can be removed.
    expect(
      screen.getByRole('button', { name: 'Rimuovi Gelato alla fragola dalla lista' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Le mie liste' })).toHaveAttribute('href', LISTS_PATH);
  });

  it('sends a quantity once the presses settle, and removes an item', async () => {
    const { calls } = renderAt(`${LISTS_PATH}/3`, {
      '/ebsn/api/wishlist/view': viewOf({ 3: detail(WEEKLY) }),
      '/ebsn/api/wishlist/update_prods': () =>
        ok({ data: detail(WEEKLY, [item({ itemId: 11, quantity: 4 }), ...ITEMS.slice(1)]) }),
      '/ebsn/api/wishlist/delete_prods': () => ok({ data: detail(WEEKLY, ITEMS.slice(0, 2)) }),
    });
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: `Aumenta quantità di ${pasta.name}` });
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/wishlist/update_prods')).toHaveLength(1));
    expect(callsTo(calls, '/ebsn/api/wishlist/update_prods')[0]!.json).toEqual({
      wishlistId: 3,
      items: [{ itemId: 11, quantity: 4 }],
    });

    await user.click(
      screen.getByRole('button', { name: 'Rimuovi Gelato alla fragola dalla lista' }),
    );
    await waitFor(() => expect(screen.queryByText('Gelato alla fragola')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/wishlist/delete_prods')[0]!.json).toEqual({
      wishlistId: 3,
      items: [{ itemId: 13 }],
    });
  });

  it('sends a quantity still waiting when the shopper leaves the page', async () => {
    const { calls } = renderAt(`${LISTS_PATH}/3`, {
      '/ebsn/api/wishlist/view': viewOf({ 3: detail(WEEKLY) }),
      '/ebsn/api/wishlist/update_prods': () => ok({ data: detail(WEEKLY) }),
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Aumenta quantità di ${pasta.name}` }),
    );
    await user.click(screen.getByRole('link', { name: 'Le mie liste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible();
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/wishlist/update_prods')[0]?.json).toEqual({
        wishlistId: 3,
        items: [{ itemId: 11, quantity: 3 }],
      }),
    );
  });

  it("puts the whole list into the cart with 'Aggiungi tutto al carrello'", async () => {
    const { calls } = renderAt(`${LISTS_PATH}/3`, {
      '/ebsn/api/wishlist/view': viewOf({ 3: detail(WEEKLY) }),
      '/ebsn/api/cart/add-all-from-wishlist': () => ok({ data: readyCart() }),
      '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Aggiungi tutto al carrello' }));
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/cart/add-all-from-wishlist')).toHaveLength(1),
    );
    expect(callsTo(calls, '/ebsn/api/cart/add-all-from-wishlist')[0]!.query.get('list_id')).toBe(
      '3',
    );
  });

  it('shows a READ share with no editing control, but lets it go into the cart', async () => {
    renderAt(`${LISTS_PATH}/4`, { '/ebsn/api/wishlist/view': viewOf({ 4: detail(PICNIC) }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'pic-nic di sabato' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Bea Tester ha condiviso questa lista con te in sola lettura: puoi metterla nel carrello, non modificarla.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Quantità di/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Azioni sulla lista pic-nic di sabato' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Lascia la lista',
    ]);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Quantità: 2 conf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeEnabled();
  });

  it("shows 'I più acquistati' read only, with what it is", async () => {
    renderAt(`${LISTS_PATH}/2`, { '/ebsn/api/wishlist/view': viewOf({ 2: detail(PURCHASED) }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I più acquistati' }),
    ).toBeVisible();
    expect(screen.getByText(/La lista si aggiorna da sola/)).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Quantità di/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi|^Azioni/ })).toBeNull();
  });

  it("answers 'Lista non trovata' for a list that is not the shopper's, with a way back", async () => {
    renderAt(`${LISTS_PATH}/77`, { '/ebsn/api/wishlist/view': notFound });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista non trovata' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alle mie liste' })).toHaveAttribute(
      'href',
      LISTS_PATH,
    );
    expect(toasts).toEqual([]);
  });

  it("answers 'Lista non trovata' for an id that cannot be one, without asking", async () => {
    const { calls } = renderAt(`${LISTS_PATH}/abc`, {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista non trovata' }),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says when the list cannot be read', async () => {
    renderAt(`${LISTS_PATH}/3`, {
      '/ebsn/api/wishlist/view': () => jsonResponse({ message: 'boom' }, 500),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la lista.',
    );
  });

  it('opens Preferiti at /profile/lists/favourites', async () => {
    const { calls } = renderAt(FAVOURITES_PATH, {
      '/ebsn/api/wishlist/list': () => listPage(LISTS),
      '/ebsn/api/wishlist/view': viewOf({ 1: detail(FAVOURITES, ITEMS.slice(0, 1)) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/wishlist/view')[0]!.query.get('list_id')).toBe('1');
    expect(screen.getByRole('group', { name: `Quantità di ${pasta.name}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Azioni sulla lista/ })).toBeNull();
  });
});
