import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryBlock } from '@spesa/domain';
import { api } from '../../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../../test/render';
import { testCategory, testCategoryDetail, testProductList } from '../../../test/fixtures';
import { CategoryRoute } from '../routes/category-route';
import { CategoryBlocks } from './category-blocks';

const banner: CategoryBlock = {
  categoryBlockId: 10001,
  categoryId: 1000,
  type: 'banner',
  title: 'Frutta e verdura: le offerte della settimana',
  description: 'Ogni settimana nuovi prodotti in promozione, scelti per te dal nostro reparto.',
  imageURL: '/img/categories/1000/menu.webp',
  linkURL: '/category/frutta-e-verdura?promo=true',
  cssClass: 'category-block-banner',
};
const tip: CategoryBlock = {
  categoryBlockId: 10002,
  categoryId: 1000,
  type: 'text',
  title: 'Come conservare la frutta',
  description: 'Mele e pere stanno in frigo, lontane dalle banane.',
  imageURL: null,
  linkURL: null,
  cssClass: 'category-block-text',
};

const notFound = () =>
  jsonResponse(
    {
      response: {
        status: 404,
        errors: [{ code: 'catalog.block_not_found', error: 'Il contenuto richiesto non esiste.' }],
        infos: [],
        warnings: [],
      },
      data: {},
    },
    404,
  );

type Answer = (url: URL) => Response | Promise<Response>;

/** The server's answers by path; block calls are counted by id. */
function mockServer(blocks: Record<number, Answer>, other: Answer = () => notFound()) {
  const asked: number[] = [];
  api.configure({
    fetch: async (input) => {
      const url = new URL(String(input));
      if (url.pathname !== '/ebsn/api/category-block/info') return other(url);
      const id = Number(url.searchParams.get('categoryBlockId'));
      asked.push(id);
      return (blocks[id] ?? notFound)(url);
    },
  });
  return asked;
}

const answer = (block: CategoryBlock) => () => jsonResponse(okEnvelope({ categoryBlock: block }));

beforeEach(() => api.clearCache());
afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

describe('CategoryBlocks (issue 32: the blocks of a category page)', () => {
  it('shows a banner and a text in the order the category lists them', async () => {
    mockServer({ 10001: answer(banner), 10002: answer(tip) });
    const { container } = renderWithProviders(<CategoryBlocks blockIds={[10002, 10001]} />);

    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        tip.title,
        banner.title,
      ]),
    );
    // The banner is a landmark named by its heading, whose link opens the department's offers.
    const region = screen.getByRole('region', { name: banner.title });
    expect(within(region).getByRole('link', { name: banner.title })).toHaveAttribute(
      'href',
      '/category/frutta-e-verdura?promo=true',
    );
    expect(within(region).getByText(banner.description)).toBeInTheDocument();
    // Its picture repeats the heading: present to the eye, silent to a screen reader.
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img.getAttribute('srcset')).toContain('/img/categories/1000/menu.webp?w=600 600w');
    const text = screen.getByRole('region', { name: tip.title });
    expect(within(text).getByText(tip.description)).toBeInTheDocument();
    expect(within(text).queryByRole('link')).toBeNull();
  });

  it('links nowhere from the page its link opens (the offers already on screen)', async () => {
    mockServer({ 10001: answer(banner) });
    renderWithProviders(<CategoryBlocks blockIds={[10001]} />, {
      path: '/category/frutta-e-verdura?promo=true',
      route: '/category/*',
    });
    expect(await screen.findByRole('heading', { name: banner.title })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Scopri')).toBeNull();
  });

  it('holds each place while its block loads, announced once', async () => {
    mockServer({ 10001: () => new Promise<Response>(() => {}) });
    renderWithProviders(<CategoryBlocks blockIds={[10001]} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento in corso…');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves out a block that no longer exists; one that failed offers a retry, the rest shows', async () => {
    let down = true;
    const asked = mockServer({
      10001: () => (down ? Promise.reject(new TypeError('Failed to fetch')) : answer(banner)()),
      10002: answer(tip),
      10003: notFound,
    });
    renderWithProviders(<CategoryBlocks blockIds={[10001, 10002, 10003]} />);

    expect(await screen.findByRole('heading', { name: tip.title })).toBeInTheDocument();
    const failed = await screen.findByText('Questo contenuto non è disponibile al momento.');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    // No toast, no navigation: the page is still the page.
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    down = false;
    await userEvent.click(within(failed.parentElement!).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: banner.title })).toBeInTheDocument();
    expect(screen.queryByText('Questo contenuto non è disponibile al momento.')).toBeNull();
    expect(asked.filter((id) => id === 10001)).toHaveLength(2);
  });

  it('asks nothing and shows nothing for a category without blocks', () => {
    const asked = mockServer({});
    const { container } = renderWithProviders(<CategoryBlocks blockIds={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(asked).toEqual([]);
  });
});

describe('the category page with its blocks', () => {
  it('shows the blocks the category lists between its header and its products', async () => {
    const detail = testCategoryDetail(
      testCategory({
        categoryId: 1000,
        name: 'Frutta e verdura',
        slug: 'frutta-e-verdura',
        categoryBlockIds: [10001],
      }),
    );
    mockServer({ 10001: answer(banner) }, (url) => {
      if (url.pathname === '/ebsn/api/category')
        return jsonResponse(okEnvelope({ category: detail }));
      if (url.pathname === '/ebsn/api/products')
        return jsonResponse(okEnvelope(testProductList([])));
      return jsonResponse(okEnvelope({}));
    });
    renderWithProviders(<CategoryRoute />, {
      path: '/category/frutta-e-verdura',
      route: '/category/*',
    });

    const bannerHeading = await screen.findByRole('heading', { level: 2, name: banner.title });
    const title = screen.getByRole('heading', { level: 1, name: 'Frutta e verdura' });
    expect(title.compareDocumentPosition(bannerHeading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
