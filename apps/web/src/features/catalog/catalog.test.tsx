import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { api } from '../../lib/api';
import { BrandProvider } from '../../lib/brand';
import { jsonResponse, okEnvelope, renderWithProviders, testQueryClient } from '../../test/render';
import { authKeys, closeLoginDialog } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { CategoryMenu } from './components/category-menu';
import { SearchBox } from './components/search-box';
import { SEARCH_HISTORY_STORAGE_KEY } from './hooks/use-search-history';
import { enterCatalogPage } from './model/catalog-group';
import {
  CATEGORY_FILTERS_STORAGE_KEY,
  readStoredFilters,
  storeFilters,
} from './model/filter-storage';
import { EMPTY_FILTERS } from './model/filters';
import { CategoryRoute, categoryLoader, categoryShouldRevalidate } from './routes/category-route';
import {
  testBrand,
  testCart,
  testCategory,
  testCategoryDetail,
  testProduct,
  testProductList,
  testUser,
} from '../../test/fixtures';

type Handler = (url: URL) => Response | Promise<Response>;

function mockServer(handler: Handler) {
  const calls: URL[] = [];
  api.configure({
    fetch: async (input) => {
      const url = new URL(String(input));
      calls.push(url);
      return handler(url);
    },
  });
  return calls;
}

const notFound = () =>
  jsonResponse(
    {
      response: {
        status: 404,
        errors: [
          { code: 'catalog.category_not_found', error: 'La categoria richiesta non esiste.' },
        ],
        infos: [],
        warnings: [],
      },
      data: {},
    },
    404,
  );

beforeEach(() => api.clearCache());
afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  closeLoginDialog();
});

describe('CategoryMenu (docs/rules/catalog.md left drawer)', () => {
  const tree = [
    testCategory({
      categoryId: 1000,
      name: 'Frutta e verdura',
      slug: 'frutta-e-verdura',
      categories: [
        testCategory({
          categoryId: 1100,
          parentId: 1000,
          level: 2,
          name: 'Frutta',
          slug: 'frutta-e-verdura/frutta',
          categories: [
            testCategory({
              categoryId: 1101,
              parentId: 1100,
              level: 3,
              name: 'Mele e pere',
              slug: 'frutta-e-verdura/frutta/mele-e-pere',
            }),
          ],
        }),
      ],
    }),
    testCategory({
      categoryId: 9000,
      name: 'Dolci delle feste',
      slug: 'dolci-delle-feste',
      metaData: {
        category_info: {
          TITLE: 'Dolci delle feste',
          DESCRIPTION: '',
          MENU_IMAGE: '',
          ICON: '',
          HIDE_IN_MENU: 'true',
        },
      },
    }),
    testCategory({ categoryId: 5000, name: 'Uova', slug: 'uova' }),
  ];

  it('shows three levels behind disclosure buttons and hides HIDE_IN_MENU categories', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({ categories: tree })));
    renderWithProviders(<CategoryMenu layout="tree" />);
    const frutta = await screen.findByRole('button', { name: 'Frutta e verdura' });
    expect(screen.queryByText('Dolci delle feste')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uova' })).toHaveAttribute('href', '/category/uova');
    expect(frutta).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(frutta);
    expect(frutta).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Vedi tutto: Frutta e verdura' })).toHaveAttribute(
      'href',
      '/category/frutta-e-verdura',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Frutta' }));
    expect(screen.getByRole('link', { name: 'Mele e pere' })).toHaveAttribute(
      'href',
      '/category/frutta-e-verdura/frutta/mele-e-pere',
    );
    expect(calls[0]?.pathname).toBe('/ebsn/api/category');
  });

  it('lays top-level categories out in columns with their children on larger screens', async () => {
    mockServer(() => jsonResponse(okEnvelope({ categories: tree })));
    renderWithProviders(<CategoryMenu layout="masonry" />);
    expect(await screen.findByRole('link', { name: 'Frutta e verdura' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frutta' })).toHaveAttribute(
      'href',
      '/category/frutta-e-verdura/frutta',
    );
    expect(screen.queryByRole('link', { name: 'Dolci delle feste' })).not.toBeInTheDocument();
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    let fail = true;
    mockServer(() =>
      fail ? new Response('', { status: 503 }) : jsonResponse(okEnvelope({ categories: tree })),
    );
    api.configure({ onServiceDown: () => undefined });
    renderWithProviders(<CategoryMenu layout="tree" />);
    expect(
      await screen.findByText('Non è stato possibile caricare i reparti.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Frutta e verdura' })).toBeInTheDocument();
  });
});

describe('SearchBox', () => {
  const suggestions = {
    words: ['mozzarella', 'mozzarelle'],
    products: [
      {
        productId: 1,
        slug: 'mozzarella-di-bufala',
        name: 'Mozzarella di bufala',
        mediaURL: '/img/products/1.webp',
      },
    ],
    categories: [{ categoryId: 4202, slug: 'latticini', name: 'Mozzarelle e latticini' }],
  };

  function renderSearchBox() {
    return renderWithProviders(<SearchBox />, {
      routes: [{ path: '/search', element: <p>Pagina dei risultati</p> }],
    });
  }

  it('shows recent searches, most searched first, when focused and empty', async () => {
    const now = Date.now();
    localStorage.setItem(
      SEARCH_HISTORY_STORAGE_KEY,
      JSON.stringify([
        { name: 'pane', counter: 1, timestamp: now },
        { name: 'latte', counter: 3, timestamp: now },
        { name: 'vecchia', counter: 9, timestamp: now - 31 * 86_400_000 },
      ]),
    );
    renderSearchBox();
    const box = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.click(box);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['latte', 'pane']);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    // Arrow down highlights, Canc removes the highlighted search
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Delete}');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['pane']);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)!)).toHaveLength(1);
  });

  it('suggests words, categories and products after two characters', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope(suggestions)));
    renderSearchBox();
    const box = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.type(box, 'm');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument(); // hidden until there is something
    await userEvent.type(box, 'oz');
    expect(await screen.findByRole('option', { name: 'mozzarella' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Prodotti' })).toHaveTextContent(
      'Mozzarella di bufala',
    );
    expect(calls.map((c) => c.searchParams.get('q'))).toEqual(['moz']);
    expect(calls[0]?.pathname).toBe('/ebsn/api/products/search-suggestions');
  });

  it('searches the typed text on Enter and remembers it', async () => {
    mockServer(() => jsonResponse(okEnvelope(suggestions)));
    const { router } = renderSearchBox();
    await userEvent.type(screen.getByRole('combobox'), 'Mozarella{Enter}');
    expect(await screen.findByText('Pagina dei risultati')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Mozarella');
    const stored = JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)!);
    expect(stored).toEqual([expect.objectContaining({ name: 'Mozarella', counter: 1 })]);
  });
});

describe('SearchBox on a server-rendered page', () => {
  it('keeps what was typed before the page came alive, with its suggestions', async () => {
    mockServer(() =>
      jsonResponse(okEnvelope({ words: ['mozzarella'], products: [], categories: [] })),
    );
    const page = () => (
      <BrandProvider brand={testBrand()}>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: <SearchBox /> }])} />
        </QueryClientProvider>
      </BrandProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const box = container.querySelector('input')!;
    box.focus();
    box.value = 'mozz';

    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(await screen.findByRole('option', { name: 'mozzarella' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cerca prodotti' })).toHaveValue('mozz');
    container.remove();
  });

  it('shows what was searched, with its clear button, before the scripts run', () => {
    const html = renderToString(
      <BrandProvider brand={testBrand()}>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider
            router={createMemoryRouter([{ path: '/search', element: <SearchBox /> }], {
              initialEntries: ['/search?q=mozzarella'],
            })}
          />
        </QueryClientProvider>
      </BrandProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('input')).toHaveValue('mozzarella');
    expect(container.querySelector('button[aria-label="Cancella il testo"]')).not.toBeNull();
  });
});

describe('category pre-entry check and filters (docs/rules/catalog.md)', () => {
  const frutta = testCategory({ categoryId: 1100, name: 'Frutta', slug: 'frutta' });
  const verdura = testCategory({ categoryId: 1200, name: 'Verdura', slug: 'verdura' });
  const details: Record<string, ReturnType<typeof testCategoryDetail>> = {
    frutta: testCategoryDetail({ ...frutta, categories: [verdura] }),
    verdura: testCategoryDetail(verdura),
  };
  const products = testProductList([testProduct()], {
    facets: [
      {
        name: 'Marca',
        parameterName: 'brand',
        values: [
          { id: 'campoverde', name: 'Campoverde', count: 12, selected: false },
          { id: 'mercato', name: 'Mercatò', count: 4, selected: false },
        ],
      },
    ],
    page: { selPage: 1, totPages: 3, totItems: 60, itemsPerPage: 24 },
  });

  function catalogServer() {
    return mockServer((url) => {
      if (url.pathname === '/ebsn/api/category') {
        const detail = details[url.searchParams.get('slug') ?? ''];
        return detail ? jsonResponse(okEnvelope({ category: detail })) : notFound();
      }
      if (url.pathname === '/ebsn/api/products') return jsonResponse(okEnvelope(products));
      return jsonResponse(okEnvelope({}));
    });
  }

  /** Runs the category loader: the redirect's target, or null when the page may show. */
  async function load(path: string): Promise<string | null> {
    const url = new URL(`http://localhost${path}`);
    try {
      await categoryLoader(testQueryClient())({
        request: new Request(url),
        url,
        pattern: '/category/*',
        params: { '*': url.pathname.replace('/category/', '') },
        context: undefined,
      });
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location');
      throw thrown;
    }
  }

  it('sends an unknown slug to /not-found', async () => {
    catalogServer();
    expect(await load('/category/non-esiste')).toBe('/not-found');
  });

  it('sends a slug the API would refuse to /not-found without asking', async () => {
    const calls = catalogServer();
    expect(await load('/category/Frutta%20Secca')).toBe('/not-found');
    expect(calls).toHaveLength(0);
  });

  it('lets a known slug in', async () => {
    catalogServer();
    expect(await load('/category/frutta')).toBeNull();
  });

  it('restores the filters of the same category when coming back inside the catalog', async () => {
    catalogServer();
    storeFilters(1100, { ...EMPTY_FILTERS, promo: true, page: 2 });
    const leave = enterCatalogPage(); // a product page of the catalog is on screen
    const target = await load('/category/frutta');
    leave();
    expect(target).toBe('/category/frutta?promo=true&page=2');
  });

  it('resets the stored filters when the catalog is entered from outside', async () => {
    catalogServer();
    storeFilters(1100, { ...EMPTY_FILTERS, promo: true });
    expect(await load('/category/frutta')).toBeNull();
    expect(localStorage.getItem(CATEGORY_FILTERS_STORAGE_KEY)).toBeNull();
  });

  function renderCategory(path: string) {
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), testUser());
    queryClient.setQueryData(cartKeys.view(), testCart({ user: testUser() }));
    const router = createMemoryRouter(
      [
        {
          path: '/category/*',
          loader: categoryLoader(queryClient),
          shouldRevalidate: categoryShouldRevalidate,
          element: <CategoryRoute />,
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <BrandProvider brand={testBrand()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BrandProvider>,
    );
    return router;
  }

  it('filters in the URL, back to page 1 on a facet, reset when the category changes', async () => {
    const calls = catalogServer();
    const router = renderCategory('/category/frutta?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frutta' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '60 prodotti' })).toBeInTheDocument();
    expect(document.title).toBe('Frutta | Mercatò');
    const lastList = () => calls.filter((c) => c.pathname === '/ebsn/api/products').at(-1)!;
    expect(lastList().searchParams.get('page')).toBe('2');
    expect(lastList().searchParams.get('page_size')).toBe('24');
    expect(lastList().searchParams.get('parent_category_id')).toBe('1100');

    // a facet: the URL and the request carry it, the page goes back to 1
    const filters = screen.getByRole('complementary', { name: 'Filtri' });
    // The count is read with its unit, without stray spaces.
    expect(within(filters).getByRole('checkbox', { name: /Mercatò/ })).toHaveAccessibleName(
      /^Mercatò \(\d+ prodott[oi]\)$/,
    );
    await userEvent.click(within(filters).getByRole('checkbox', { name: /Mercatò/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?facets=brand%3Amercato'));
    await waitFor(() => expect(lastList().searchParams.get('facets')).toBe('brand:mercato'));
    expect(lastList().searchParams.get('page')).toBe('1');
    expect(readStoredFilters()).toEqual({
      categoryId: 1100,
      filters: { ...EMPTY_FILTERS, facets: { brand: ['mercato'] } },
    });

    // the chips show it, and the logged-in shopper sees 'I miei preferiti'
    expect(screen.getByRole('button', { name: 'Rimuovi il filtro Mercatò' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'I miei preferiti' })).toBeInTheDocument();

    // pagination: links with page numbers
    const pages = screen.getByRole('navigation', { name: 'Pagine dei risultati' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/category/frutta?facets=brand%3Amercato&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Pagina successiva' })).toBeInTheDocument();

    // another category starts without filters
    await userEvent.click(screen.getByRole('link', { name: 'Verdura' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verdura' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(readStoredFilters()?.categoryId).toBe(1200));
    expect(readStoredFilters()?.filters).toEqual(EMPTY_FILTERS);
    expect(screen.getByRole('checkbox', { name: /Mercatò/ })).not.toBeChecked();
  });

  it('shows the empty state with a reset button', async () => {
    mockServer((url) => {
      if (url.pathname === '/ebsn/api/category')
        return jsonResponse(okEnvelope({ category: details.frutta }));
      return jsonResponse(okEnvelope(testProductList([])));
    });
    const router = renderCategory('/category/frutta?promo=true');
    expect(await screen.findByText('Nessun prodotto trovato')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('region', { name: /prodott/ })).getAllByRole('button', {
        name: 'Azzera filtri',
      })[0]!,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a retry when the products cannot be loaded', async () => {
    let fail = true;
    mockServer((url) => {
      if (url.pathname === '/ebsn/api/category')
        return jsonResponse(okEnvelope({ category: details.frutta }));
      if (fail)
        return jsonResponse({
          response: { status: 1, errors: [], infos: [], warnings: [] },
          data: null,
        });
      return jsonResponse(okEnvelope(products));
    });
    renderCategory('/category/frutta');
    expect(
      await screen.findByText('Non è stato possibile caricare i prodotti.'),
    ).toBeInTheDocument();
    fail = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    });
    expect(await screen.findByRole('heading', { name: '60 prodotti' })).toBeInTheDocument();
  });
});
