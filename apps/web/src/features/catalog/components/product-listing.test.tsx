import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '../../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../../test/render';
import { testProduct, testProductList } from '../../../test/fixtures';
import { EMPTY_FILTERS } from '../model/filters';
import { ProductListing } from './product-listing';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const relaxed = 'Nessun risultato per "barilla": ecco i risultati per "spaghetti"';

function renderSearch(infos: { code: string; info: string }[]) {
  const notify = vi.fn();
  api.configure({
    notify,
    fetch: async (input) => {
      if (new URL(String(input)).pathname !== '/ebsn/api/products')
        return jsonResponse(okEnvelope({}));
      const envelope = okEnvelope(testProductList([testProduct()]));
      return jsonResponse({ ...envelope, response: { ...envelope.response, infos } });
    },
  });
  renderWithProviders(
    <ProductListing
      scope={{ q: 'spaghetti barilla' }}
      filters={EMPTY_FILTERS}
      onChange={() => undefined}
      pageHref={(page) => `/search?page=${page}`}
    />,
    { path: '/search' },
  );
  return notify;
}

describe('ProductListing: what the search says', () => {
  it('shows the words dropped and the spelling meant above the results, not as toasts', async () => {
    const notify = renderSearch([
      { code: 'catalog.search_relaxed', info: relaxed },
      { code: 'catalog.search_suggestion', info: 'Forse cercavi "spaghetti"?' },
    ]);
    const status = await screen.findByText(relaxed);
    expect(status.closest('[role="status"]')).toHaveTextContent('Forse cercavi "spaghetti"?');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows nothing when the search found every word', async () => {
    renderSearch([]);
    expect(await screen.findByRole('heading', { name: /prodott/ })).toBeInTheDocument();
    expect(screen.queryByText(/Nessun risultato per/)).not.toBeInTheDocument();
  });
});
