import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every delivery call with its query or body', async () => {
    const res = await t.app.inject('/ebsn/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = (
      res.json() as {
        paths: Record<
          string,
          Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>
        >;
      }
    ).paths;
    for (const path of [
      '/ebsn/api/timeslot/list',
      '/ebsn/api/timeslot/select',
      '/ebsn/api/user-address/delivery-service-list',
      '/ebsn/api/user-address/select',
      '/ebsn/api/user-address/view',
      '/ebsn/api/user-address/list',
      '/ebsn/api/user-address/delete',
      '/ebsn/api/user-address/check',
      '/ebsn/api/user-address/update',
      '/ebsn/api/warehouse/find-by-coordinates',
      '/ebsn/api/store-proximity/list',
      '/ebsn/api/store-proximity/localize',
      '/ebsn/api/store-proximity/select',
      '/ebsn/api/store/view',
      '/ebsn/api/shopatwork/subscribe',
      '/ebsn/api/cart/set-address',
      '/ebsn/api/cart/set-timeslot',
      '/ebsn/api/geocoding/autocomplete',
    ])
      expect(paths[path], path).toBeDefined();
    expect(paths['/ebsn/api/timeslot/select']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['sel_date', 'timeslot_id']),
    );
    expect(paths['/ebsn/api/user-address/update']!.post!.requestBody).toBeDefined();
  });
});
