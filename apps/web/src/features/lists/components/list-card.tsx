import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heart, History, ListChecks, Users, type LucideIcon } from 'lucide-react';
import type { Wishlist } from '@spesa/domain';
import { Badge } from '../../../ui';
import { hasListActions, listHref, listPowers } from '../model/list-view';
import { ListActions } from './list-actions';

const ICONS: Record<Wishlist['kind'], LucideIcon> = {
  favourites: Heart,
  purchased: History,
  list: ListChecks,
};

/** What the card says under the name: what the list is, or whose and how shared. */
function ListNote({ list }: { list: Wishlist }) {
  const { t } = useTranslation('lists');
  const { owner, grant, sharedWith } = list.sharingData;
  if (owner)
    return (
      <>
        {t('card.sharedBy', owner)}
        {' · '}
        <span className={grant === 'READ' ? 'font-semibold text-ink' : undefined}>
          {t(grant === 'READ' ? 'card.readOnly' : 'card.canEdit')}
        </span>
      </>
    );
  if (list.kind === 'favourites') return t('card.favourites');
  if (list.kind === 'purchased') return t('card.purchased');
  return sharedWith.length > 0 ? t('card.sharedWith', { count: sharedWith.length }) : null;
}

/**
 * One list on 'Le mie liste': its name opens it, with its item count, the
 * default mark, whose it is when shared, and its menu when the shopper may
 * change it.
 */
export function ListCard({ list }: { list: Wishlist }) {
  const { t } = useTranslation('lists');
  const Icon = list.sharingData.owner ? Users : ICONS[list.kind];
  const withActions = hasListActions(listPowers(list));
  return (
    <article
      aria-label={list.name}
      className="relative flex h-full items-start gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm focus-within:border-primary hover:border-primary"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={listHref(list)}
            className="min-w-0 text-lg font-bold break-words text-ink after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
          >
            {list.name}
          </Link>
          {list.isDefault ? (
            <Badge variant="secondary" className="px-2">
              {t('card.default')}
            </Badge>
          ) : null}
        </h3>
        <p className="text-sm font-semibold text-ink">{t('card.items', { count: list.size })}</p>
        <p className="text-sm text-ink-muted">
          <ListNote list={list} />
        </p>
      </div>
      {withActions ? <ListActions list={list} /> : null}
    </article>
  );
}
