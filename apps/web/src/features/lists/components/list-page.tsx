import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListX, ShoppingBasket, ShoppingCart } from 'lucide-react';
import type { WishlistDetail } from '@spesa/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { HOME_PATH, LISTS_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Badge, Button, LoadingOutline, Skeleton, Spinner } from '../../../ui';
import { isListNotFound, useList } from '../api/get-list';
import { useAddListToCart } from '../api/use-list-mutations';
import { hasListActions, listPowers } from '../model/list-view';
import { ListActions } from './list-actions';
import { ListItems } from './list-items';
import { LoadError, Placeholder } from './list-states';

function Frame({ name, children }: { name?: string; children: ReactNode }) {
  const { t } = useTranslation('lists');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: t('page.title'), to: LISTS_PATH }, ...(name ? [{ label: name }] : [])]}
      />
      {children}
    </div>
  );
}

export function ListNotFound() {
  const { t } = useTranslation('lists');
  return (
    <Frame name={t('detail.notFound')}>
      <Placeholder
        icon={ListX}
        title={t('detail.notFound')}
        text={t('detail.notFoundText')}
        titleAs="h1"
      >
        <Button asChild size="lg">
          <AppLink to={LISTS_PATH}>{t('detail.back')}</AppLink>
        </Button>
      </Placeholder>
    </Frame>
  );
}

export function ListLoading() {
  const { t } = useTranslation('lists');
  return (
    <Frame>
      <LoadingOutline label={t('detail.loading')}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-12 w-56" />
        <Skeleton className="h-64 rounded-2xl" />
      </LoadingOutline>
    </Frame>
  );
}

export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('lists');
  return (
    <Frame>
      <LoadError text={t('detail.loadError')} onRetry={onRetry} />
    </Frame>
  );
}

/** Whose list, read only, or automatic: said once above the items. */
function ListNotice({ list }: { list: WishlistDetail }) {
  const { t } = useTranslation('lists');
  const { owner, grant } = list.sharingData;
  if (owner && grant === 'READ') return <Alert>{t('detail.readOnlyNote', owner)}</Alert>;
  if (list.kind === 'purchased') return <Alert>{t('detail.purchasedNote')}</Alert>;
  return null;
}

function ListView({ list }: { list: WishlistDetail }) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const addAll = useAddListToCart();
  const powers = listPowers(list);
  const empty = list.wishlistItems.length === 0;
  return (
    <Frame name={list.name}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          <div className="min-w-0 flex-1 sm:flex-initial">
            <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{list.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
              {t('card.items', { count: list.size })}
              {list.isDefault ? (
                <Badge variant="secondary" className="px-2">
                  {t('card.default')}
                </Badge>
              ) : null}
            </p>
          </div>
          {hasListActions(powers) ? (
            <ListActions
              list={list}
              onDeleted={() => void navigate(LISTS_PATH, { replace: true })}
            />
          ) : null}
        </div>
        {empty ? null : (
          <Button
            size="lg"
            onClick={() => addAll.mutate(list.listId)}
            disabled={addAll.isPending}
            aria-busy={addAll.isPending}
            className="w-full sm:w-auto"
          >
            {addAll.isPending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
            {t('detail.addAll')}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <ListNotice list={list} />
        {empty ? (
          <Placeholder icon={ShoppingBasket} title={t('detail.empty')} text={t('detail.emptyText')}>
            <Button asChild variant="outline">
              <AppLink to={HOME_PATH}>{t('detail.goShopping')}</AppLink>
            </Button>
          </Placeholder>
        ) : (
          <ListItems list={list} />
        )}
      </div>
    </Frame>
  );
}

/**
 * A list's page (docs/rules/account.md Lists), the same for Preferiti and every
 * other list: the items by department with the stock at the cart's warehouse,
 * and 'Aggiungi tutto al carrello'. What may not be changed (a READ share,
 * 'I più acquistati') shows no editing control.
 */
export function ListPage({ listId }: { listId: number | null }) {
  const { t } = useTranslation('lists');
  const brand = useBrand();
  const list = useList(listId);
  const notFound = listId === null || (list.isError && isListNotFound(list.error));
  usePageTitle(
    list.data
      ? t('detail.pageTitle', { name: list.data.name, brand: brand.name })
      : notFound
        ? t('detail.notFound')
        : t('page.pageTitle', { brand: brand.name }),
  );
  if (notFound) return <ListNotFound />;
  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListLoadFailed onRetry={() => void list.refetch()} />;
  return <ListView list={list.data} />;
}
