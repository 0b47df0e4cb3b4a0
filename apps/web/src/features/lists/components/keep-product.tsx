import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, ListPlus } from 'lucide-react';
import type { Product } from '@spesa/domain';
import { loadNamespaces } from '../../../i18n';
import { useCheckoutFlow } from '../../../lib/checkout';
import { useSession } from '../../../lib/session';
import { Button, cn, lazyPart, useOpenedOnce } from '../../../ui';
import { favouritesQueryOptions } from '../api/favourites-query';
import { isFavourite } from '../model/favourites';

/** The selector, its popover or sheet and its texts load when a shopper first opens it. */
const ListSelector = lazyPart(
  () => Promise.all([import('./list-selector'), loadNamespaces(['lists'])]).then(([m]) => m),
  (m) => m.ListSelector,
);

const roundButton =
  'size-10 rounded-full border border-line bg-white/95 text-ink shadow-sm hover:bg-surface-muted';

/**
 * docs/rules/lists.md: the heart puts the product into Preferiti or takes it out;
 * 'Aggiungi a una lista' opens the lists selector. Both ask for the login first
 * (docs/rules/account.md: add-to-favourites needs login), on the same page.
 */
export function KeepProduct({ product, variant }: { product: Product; variant: 'card' | 'page' }) {
  const { t } = useTranslation('catalog');
  const session = useSession();
  const queryClient = useQueryClient();
  const flow = useCheckoutFlow();
  const favourites = useQuery({
    ...favouritesQueryOptions(),
    // Preferiti is read once a shopper has one; the first heart makes it.
    enabled: session.isAuthenticated && session.user.hasFavorites,
  });
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const selectorMounted = useOpenedOnce(choosing);
  const listButton = useRef<HTMLButtonElement>(null);
  const favourite = isFavourite(favourites.data, product.productId);

  async function toggleFavourite() {
    setBusy(true);
    try {
      if (!(await flow.needLogin())) return;
      const calls = await import('../api/favourites-calls');
      await calls.toggleFavourite(queryClient, product.productId);
    } catch {
      // The server's refusal is already a toast (the call notifies); the heart stays as it was.
    } finally {
      setBusy(false);
    }
  }

  async function chooseList() {
    if (await flow.needLogin()) setChoosing(true);
  }

  const page = variant === 'page';
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn(roundButton, page && 'size-12', favourite && 'text-danger')}
        aria-pressed={favourite}
        aria-label={t('product.favourite', { name: product.name })}
        title={t('product.favourite', { name: product.name })}
        disabled={busy}
        onClick={() => void toggleFavourite()}
      >
        <Heart aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
      </Button>
      <Button
        ref={listButton}
        variant={page ? 'outline-neutral' : 'ghost'}
        size={page ? 'lg' : 'icon'}
        className={page ? undefined : roundButton}
        aria-label={page ? undefined : t('product.addToListName', { name: product.name })}
        title={page ? undefined : t('product.addToList')}
        aria-haspopup="dialog"
        aria-expanded={choosing}
        onClick={() => void chooseList()}
      >
        <ListPlus aria-hidden="true" />
        {page ? t('product.addToList') : null}
      </Button>
      {selectorMounted ? (
        <Suspense fallback={null}>
          <ListSelector
            product={product}
            open={choosing}
            anchor={listButton}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
