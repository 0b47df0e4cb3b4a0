import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Pagination } from '../../../components/pagination';
import { LISTS_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { LoadingOutline, Skeleton } from '../../../ui';
import { useLists } from '../api/get-lists';
import { CreateListForm } from '../components/create-list-form';
import { ListCard } from '../components/list-card';
import { ListInvitations, type InvitationInView } from '../components/list-invitations';
import { LoadError } from '../components/list-states';
import { listHref } from '../model/list-view';

/** The page of the URL (?page=2); anything else is the first. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The invitation an invitation mail's button opened the page on (?invito=12&risposta=rifiuta). */
function invitationOf(search: URLSearchParams): InvitationInView | null {
  const listId = Number(search.get('invito'));
  if (!Number.isInteger(listId) || listId < 1) return null;
  return { listId, answer: search.get('risposta') === 'rifiuta' ? 'rifiuta' : 'accetta' };
}

const pageHref = (page: number): string => (page > 1 ? `${LISTS_PATH}?page=${page}` : LISTS_PATH);

/** Preferiti and 'I più acquistati' first, the shopper's lists, then those shared with them. */
function Lists({
  page,
  invitation,
  onAnswered,
}: {
  page: number;
  invitation: InvitationInView | null;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('lists');
  const lists = useLists(page);

  if (lists.isPending)
    return (
      <LoadingOutline label={t('page.loading')} className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28 rounded-2xl" />
        ))}
      </LoadingOutline>
    );
  if (lists.isError)
    return <LoadError text={t('page.loadError')} onRetry={() => void lists.refetch()} />;

  const { lists: shown, page: paging, invitations } = lists.data;
  const invited = (
    <ListInvitations invitations={invitations} inView={invitation} onAnswered={onAnswered} />
  );
  if (shown.length === 0)
    return (
      <>
        {invited}
        <p className="rounded-2xl border border-dashed border-line-strong bg-white p-6 text-center text-ink-muted">
          {t('page.emptyPage')}{' '}
          <AppLink to={LISTS_PATH} className="font-semibold text-primary underline">
            {t('page.firstPage')}
          </AppLink>
        </p>
      </>
    );
  return (
    <>
      {invited}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('page.listsLabel')}>
        {shown.map((list) => (
          <li key={list.listId}>
            <ListCard list={list} />
          </li>
        ))}
      </ul>
      <Pagination
        page={paging.page}
        totalPages={paging.totPages}
        hrefOf={pageHref}
        texts="lists"
        className="mt-6"
      />
    </>
  );
}

/**
 * /profile/lists ('Le mie liste', docs/rules/account.md Lists): every list with its
 * item count, a new list, and each list's menu. The page is the URL's only
 * state: entering from a link starts from the first page, with no filter
 * carried over; back and forward keep the page.
 */
export function ListsRoute() {
  const { t } = useTranslation('lists');
  const brand = useBrand();
  usePageTitle(t('page.pageTitle', { brand: brand.name }));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = pageOf(search);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('page.title') }]} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('page.intro')}</p>
      <CreateListForm
        className="mt-6 mb-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
        onCreated={(list) => void navigate(listHref(list))}
      />
      <Lists
        page={page}
        invitation={invitationOf(search)}
        onAnswered={() => void navigate(pageHref(page), { replace: true })}
      />
    </div>
  );
}
