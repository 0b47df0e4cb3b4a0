import type { OrderListCallParams } from '../model/filters';

/** Query keys of My orders (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListCallParams) => [...orderKeys.lists(), params] as const,
  personList: (params: OrderListCallParams) => [...orderKeys.lists(), 'people', params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...orderKeys.details(), orderId] as const,
};
