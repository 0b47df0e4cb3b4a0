import { ORDER_LIST_PAGE_SIZE, OrderListQuerySchema } from '@spesa/domain';

/** The list's filters as typed in the form (and kept in the URL). */
export interface OrderFilters {
  fromDate: string;
  toDate: string;
  fromTotal: string;
  toTotal: string;
  showPending: boolean;
}

export const EMPTY_FILTERS: OrderFilters = {
  fromDate: '',
  toDate: '',
  fromTotal: '',
  toTotal: '',
  showPending: false,
};

/** URL search parameter of each filter: the API's names, so a link reads like the call. */
const PARAM = {
  fromDate: 'from_date',
  toDate: 'to_date',
  fromTotal: 'from_gross_total',
  toTotal: 'to_gross_total',
  showPending: 'show_pending',
} as const;

export type FilterField = Exclude<keyof OrderFilters, 'showPending'>;

export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  return {
    fromDate: search.get(PARAM.fromDate) ?? '',
    toDate: search.get(PARAM.toDate) ?? '',
    fromTotal: search.get(PARAM.fromTotal) ?? '',
    toTotal: search.get(PARAM.toTotal) ?? '',
    showPending: search.get(PARAM.showPending) === 'true',
  };
}

export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A master account's second list: the orders of the people it manages (docs/rules/orders.md). */
export const PEOPLE_VIEW = 'people';
export type OrdersView = 'mine' | typeof PEOPLE_VIEW;

export const viewFromSearch = (search: URLSearchParams): OrdersView =>
  search.get('view') === PEOPLE_VIEW ? PEOPLE_VIEW : 'mine';

/** The URL's search of these filters and page (page 1, empty filters and the own list are left out). */
export function searchOf(
  filters: OrderFilters,
  page = 1,
  view: OrdersView = 'mine',
): URLSearchParams {
  const search = new URLSearchParams();
  if (view === PEOPLE_VIEW) search.set('view', PEOPLE_VIEW);
  for (const field of ['fromDate', 'toDate', 'fromTotal', 'toTotal'] as const) {
    const value = filters[field].trim();
    if (value) search.set(PARAM[field], value);
  }
  if (filters.showPending) search.set(PARAM.showPending, 'true');
  if (page > 1) search.set('page', String(page));
  return search;
}

export const hasFilters = (filters: OrderFilters): boolean => searchOf(filters).size > 0;

export type OrderListCallParams = Record<string, string | number | boolean>;

/** The query of GET order/list (docs/rules/orders.md, page size 12). */
export function listCallParams(filters: OrderFilters, page: number): OrderListCallParams {
  const params: OrderListCallParams = { page, page_size: ORDER_LIST_PAGE_SIZE };
  for (const [key, value] of searchOf(filters)) params[key] = value;
  return params;
}

/**
 * The query of GET order/list-for-all-person-orders (docs/rules/orders.md): the date
 * range under that call's own names, 12 a page.
 */
export function personListCallParams(filters: OrderFilters, page: number): OrderListCallParams {
  const params: OrderListCallParams = { page, page_size: ORDER_LIST_PAGE_SIZE };
  const from = filters.fromDate.trim();
  const to = filters.toDate.trim();
  if (from) params.order_from_date_filter = from;
  if (to) params.order_to_date_filter = to;
  return params;
}

const FIELD_OF: Record<string, FilterField> = {
  from_date: 'fromDate',
  to_date: 'toDate',
  from_gross_total: 'fromTotal',
  to_gross_total: 'toTotal',
};

/**
 * The API's own rules (inverted ranges, negative amounts): the message per
 * field, empty when valid. The range rules carry their Italian message; any
 * other issue (a malformed value) reads `invalidText`.
 */
export function filterErrors(
  filters: OrderFilters,
  invalidText: string,
): Partial<Record<FilterField, string>> {
  const result = OrderListQuerySchema.safeParse(Object.fromEntries(searchOf(filters)));
  if (result.success) return {};
  const errors: Partial<Record<FilterField, string>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field])
      errors[field] = issue.code === 'custom' ? issue.message : invalidText;
  }
  return errors;
}
