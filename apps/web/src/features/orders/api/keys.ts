import type { OrderListCallParams } from '../model/filters';

/** Query keys of My orders (DESIGN §8.2): invalidate through these, never a literal array. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListCallParams) => [...orderKeys.lists(), params] as const,
  personList: (params: OrderListCallParams) => [...orderKeys.lists(), 'people', params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...orderKeys.details(), orderId] as const,
};
