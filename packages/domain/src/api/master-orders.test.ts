import { describe, expect, it } from 'vitest';
import { MasterOrderListQuerySchema } from './master-orders';

describe('the master accounts’ list query', () => {
  it.each([
    [{}, { page: 1, page_size: 12, fetch_detail: false, show_pending: false }],
    [
      { page: '', page_size: '', order_id_filter: '' },
      { page: 1, page_size: 12 },
    ],
    [{ page_size: '0' }, { page_size: 1 }],
    [{ page_size: '500' }, { page_size: 100 }],
    [
      {
        suborder_id_filter: '7',
        suborder_warehouseid_filter: '3',
        shipping_address_id_filter: '9',
      },
      { suborder_id_filter: 7, suborder_warehouseid_filter: 3, shipping_address_id_filter: 9 },
    ],
    [
      { order_from_date_filter: '2026-05-01', order_to_date_filter: '2026-05-01' },
      { order_from_date_filter: '2026-05-01', order_to_date_filter: '2026-05-01' },
    ],
    [
      { fetch_only_suborders_matching_filter: 'true' },
      { fetch_only_suborders_matching_filter: true },
    ],
  ])('%j reads as %j', (query, expected) => {
    expect(MasterOrderListQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ order_id_filter: '-1' }, 'order_id_filter'],
    [{ suborder_warehouseid_filter: 'x' }, 'suborder_warehouseid_filter'],
    [{ order_from_date_filter: '2026-02-30' }, 'order_from_date_filter'],
    [
      { order_from_date_filter: '2026-05-02', order_to_date_filter: '2026-05-01' },
      'order_to_date_filter',
    ],
    [
      {
        suborder_delivery_from_date_filter: '2026-05-02',
        suborder_delivery_to_date_filter: '2026-05-01',
      },
      'suborder_delivery_to_date_filter',
    ],
  ])('%j is refused naming %s', (query, field) => {
    const parsed = MasterOrderListQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual([field]);
  });
});
