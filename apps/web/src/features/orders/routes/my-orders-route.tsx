import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDERS_PATH } from '../../../config/paths';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useOrders } from '../api/get-orders';
import { usePersonOrders } from '../api/get-person-orders';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { OrderCard } from '../components/order-card';
import { OrderFilters } from '../components/order-filters';
import { OrderResults } from '../components/order-results';
import {
  EMPTY_FILTERS,
  PEOPLE_VIEW,
  filtersFromSearch,
  hasFilters,
  listCallParams,
  pageFromSearch,
  personListCallParams,
  searchOf,
  viewFromSearch,
  type OrderFilters as Filters,
  type OrdersView,
} from '../model/filters';

const hrefOf = (search: URLSearchParams): string =>
  search.size > 0 ? `${ORDERS_PATH}?${search.toString()}` : ORDERS_PATH;

/** The shopper's own orders, with every filter of the list. */
function OwnOrders({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const page = pageFromSearch(search);
  // Logging out redraws the page without the master's tabs before it goes Home.
  const { isAuthenticated } = useSession();
  const orders = useOrders(listCallParams(filters, page), isAuthenticated);
  const apply = (next: Filters) => void navigate(hrefOf(searchOf(next)));
  return (
    <div className="flex flex-col gap-5">
      <OrderFilters key={searchOf(filters).toString()} applied={filters} onApply={apply} />
      <OrderResults
        query={orders}
        keyOf={(order) => order.orderId}
        renderCard={(order) => <OrderCard order={order} />}
        hrefOf={(target) => hrefOf(searchOf(filters, target))}
        filtered={hasFilters(filters)}
        onReset={() => apply(EMPTY_FILTERS)}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
      />
    </div>
  );
}

/** A master account's managed people's orders (docs/rules/orders.md): by date range, each with its person. */
function PeopleOrders({ search, userId }: { search: URLSearchParams; userId: number }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const filters = { ...filtersFromSearch(search), fromTotal: '', toTotal: '', showPending: false };
  const page = pageFromSearch(search);
  const { isAuthenticated } = useSession();
  const orders = usePersonOrders(personListCallParams(filters, page), isAuthenticated);
  const apply = (next: Filters) => void navigate(hrefOf(searchOf(next, 1, PEOPLE_VIEW)));
  return (
    <div className="flex flex-col gap-5">
      <OrderFilters
        key={searchOf(filters).toString()}
        applied={filters}
        onApply={apply}
        datesOnly
      />
      <OrderResults
        query={orders}
        keyOf={(order) => order.orderId}
        renderCard={(order) => (
          <OrderCard
            order={order}
            person={`${order.person.firstName} ${order.person.lastName}`.trim()}
            linked={order.person.userId === userId}
          />
        )}
        hrefOf={(target) => hrefOf(searchOf(filters, target, PEOPLE_VIEW))}
        filtered={hasFilters(filters)}
        onReset={() => apply(EMPTY_FILTERS)}
        emptyTitle={t('people.emptyTitle')}
        emptyText={t('people.emptyText')}
      />
    </div>
  );
}

/**
 * /profile/orders (MyOrders, breadcrumb 'I miei ordini'): 12 orders a page,
 * newest first, with filters. The filters live in the URL only, so entering
 * the page from a link (menu, breadcrumb, 'Vedi tutti gli ordini') resets
 * them (docs/rules/orders.md), while back and forward keep them. A master
 * account (docs/rules/orders.md My orders) switches to the orders of the people it manages (?view=people).
 */
export function MyOrdersRoute() {
  const { t } = useTranslation('orders');
  const brand = useBrand();
  usePageTitle(t('list.pageTitle', { brand: brand.name }));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { isMaster, user } = useSession();
  const view: OrdersView = isMaster ? viewFromSearch(search) : 'mine';

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('list.title') }]} />
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-ink-muted">
          {view === PEOPLE_VIEW ? t('people.intro') : t('list.intro')}
        </p>
      </div>
      {isMaster ? (
        <Tabs
          value={view}
          onValueChange={(next) =>
            void navigate(
              hrefOf(searchOf(EMPTY_FILTERS, 1, next === PEOPLE_VIEW ? PEOPLE_VIEW : 'mine')),
            )
          }
        >
          <TabsList aria-label={t('people.switchLabel')} className="mb-5">
            <TabsTrigger value="mine" fill>
              {t('people.mine')}
            </TabsTrigger>
            <TabsTrigger value={PEOPLE_VIEW} fill>
              {t('people.managed')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <OwnOrders search={search} />
          </TabsContent>
          <TabsContent value={PEOPLE_VIEW}>
            <PeopleOrders search={search} userId={user.userId} />
          </TabsContent>
        </Tabs>
      ) : (
        <OwnOrders search={search} />
      )}
    </div>
  );
}
