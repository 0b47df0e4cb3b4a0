import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helper';
import { newShoppers } from '../../test/shoppers';

/**
 * The logged-in calls live in one scope behind one hook: every documented route
 * either answers an anonymous visitor, or is one of these and answers 401
 * before it reads its input.
 */
const SHOPPER_ONLY = [
  'GET /ebsn/api/shopatwork/subscribe',
  'GET /ebsn/api/store-proximity/select',
  'GET /ebsn/api/timeslot/select',
  'GET /ebsn/api/user-address/delete',
  'GET /ebsn/api/user-address/view',
  'POST /ebsn/api/cart/add',
  'POST /ebsn/api/cart/add-all-from-order',
  'POST /ebsn/api/cart/add-all-from-wishlist',
  'GET /ebsn/api/wishlist/view',
  'GET /ebsn/api/wishlist/list',
  'POST /ebsn/api/wishlist/confirm',
  'POST /ebsn/api/wishlist/update',
  'POST /ebsn/api/wishlist/insert',
  'POST /ebsn/api/wishlist/delete',
  'POST /ebsn/api/wishlist/select',
  'POST /ebsn/api/wishlist/delete_prods',
  'POST /ebsn/api/wishlist/add_prod',
  'POST /ebsn/api/wishlist/update_prods',
  'POST /ebsn/api/wishlist/share',
  'POST /ebsn/api/wishlist/unshare',
  'POST /ebsn/api/wishlist/accept',
  'POST /ebsn/api/wishlist/leave',
  'GET /ebsn/api/externalregistration/register',
  'GET /ebsn/api/externalregistration/unregister',
  'GET /ebsn/api/externalregistration/key',
  'POST /ebsn/api/cart/delete',
  'POST /ebsn/api/cart/empty',
  'POST /ebsn/api/cart/lock',
  'POST /ebsn/api/cart/set-address',
  'POST /ebsn/api/cart/set-timeslot',
  'POST /ebsn/api/cart/update',
  'POST /ebsn/api/cart/update-cart-info',
  'POST /ebsn/api/cart/update-infos',
  'POST /ebsn/api/cart/unlock',
  'GET /ebsn/api/cart-giftcertificate/check',
  'POST /ebsn/api/cart-giftcertificate/add_code',
  'POST /ebsn/api/cart-giftcertificate/remove_code',
  'GET /ebsn/api/giftcertificate/list',
  'GET /ebsn/api/giftcertificate/list-manual-assigned',
  'GET /ebsn/api/user-points/list',
  'POST /ebsn/api/user-address/select',
  'POST /ebsn/api/user-address/set-default',
  'POST /ebsn/api/user-address/update',
  'POST /ebsn/api/checkout/prepare',
  'POST /ebsn/api/checkout/buy',
  'GET /ebsn/api/checkout/prebilled-amount',
  'GET /ebsn/api/packaging-type/list',
  'GET /ebsn/api/payment-type/list',
  'GET /ebsn/api/payment-type/list-auth',
  'GET /ebsn/api/delivery-fee/view',
  'GET /ebsn/api/order/view',
  'GET /ebsn/api/order/invoice',
  'GET /ebsn/api/order/list',
  'GET /ebsn/api/order/list-for-all-person-orders',
  'GET /ebsn/api/order/list-for-all-user-shipping-addresses',
  'POST /ebsn/api/order/delete',
  'POST /ebsn/api/order/payment',
  'POST /ebsn/api/order/due-document-payment',
  'POST /ebsn/api/order/modify-payment-type',
  'POST /ebsn/api/order/modify',
  'POST /ebsn/api/order/modify-cancel',
  'POST /ebsn/api/order/reserve',
  'POST /ebsn/api/note/order/add',
  'POST /ebsn/api/note/order/update',
  'POST /ebsn/api/note/list/',
  'GET /ebsn/api/payment/return',
  'GET /ebsn/api/registration/user_detail',
  'POST /ebsn/api/registration/update_billing_address',
  'GET /ebsn/api/user-person-fiscal/list',
  'POST /ebsn/api/registration/update_user_detail',
  'POST /ebsn/api/registration/update_contact',
  'GET /ebsn/api/registration/update_email_request',
  'POST /ebsn/api/registration/update_username',
  'GET /ebsn/api/registration/update_password',
  'GET /ebsn/api/registration/user_anonymize',
  'GET /ebsn/api/registration/user_export',
  'GET /ebsn/api/user-registration-disclaimer/list-by-type',
  'GET /ebsn/api/user-registration-disclaimer/check-disclaimer',
  'POST /ebsn/api/user-registration-disclaimer/update-disclaimer',
  // Hands the page the session a social login's callback opened: nothing to hand without one.
  'GET /ebsn/api/social-redir/session',
].sort();

/** The staff console's calls (features/staff): their own scope, 401 too without a session. */
const STAFF_ONLY = [
  'GET /ebsn/api/staff/me',
  'GET /ebsn/api/staff/orders',
  'GET /ebsn/api/staff/order',
  'GET /ebsn/api/staff/alternatives',
  'POST /ebsn/api/staff/order/status',
  'POST /ebsn/api/staff/order/weigh',
  'POST /ebsn/api/staff/order/missing',
  'POST /ebsn/api/staff/order/found',
  'POST /ebsn/api/staff/order/substitute',
  'POST /ebsn/api/staff/order/bag',
  'POST /ebsn/api/staff/order/capture',
  'POST /ebsn/api/staff/order/refund',
  'POST /ebsn/api/staff/order/reopen',
  'GET /ebsn/api/staff/api-keys',
  'POST /ebsn/api/staff/api-keys',
  'POST /ebsn/api/staff/api-keys/revoke',
  'GET /ebsn/api/staff/imports',
  'GET /ebsn/api/staff/imports/{id}',
  'GET /ebsn/api/staff/imports/{id}/problems.csv',
  'POST /ebsn/api/staff/imports/{kind}',
  'GET /ebsn/api/staff/calendar',
  'POST /ebsn/api/staff/calendar/capacity',
  'POST /ebsn/api/staff/calendar/close-slot',
  'POST /ebsn/api/staff/calendar/close-day',
  'POST /ebsn/api/staff/calendar/move-order',
  'POST /ebsn/api/staff/calendar/reopen-slot',
  'POST /ebsn/api/staff/calendar/reopen-day',
  'GET /ebsn/api/staff/changes',
  'GET /ebsn/api/staff/offers',
  'POST /ebsn/api/staff/offers',
  'POST /ebsn/api/staff/offers/{id}',
  'POST /ebsn/api/staff/offers/{id}/end',
  'GET /ebsn/api/staff/products',
  'GET /ebsn/api/staff/product',
  'POST /ebsn/api/staff/product',
];

/** The ERP's imports (features/catalog): an API key in place of a session, 401 without one. */
const API_KEY_ONLY = [
  'GET /admin/api/imports/{id}',
  'GET /admin/api/imports/{id}/problems.csv',
  'POST /admin/api/imports/{kind}',
];

let t: TestApp;
let routes: string[];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

describe('the shopper scope', () => {
  it('answers 401 to an anonymous visitor on exactly the logged-in calls', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const res = await t.app.inject({ method, url: url.replace(/\{[^}]+\}/g, '1') });
      if (res.statusCode === 401) refused.push(route);
    }
    expect(refused.sort()).toEqual([...SHOPPER_ONLY, ...STAFF_ONLY, ...API_KEY_ONLY].sort());
  });
});

describe('what the shopper scope answers', () => {
  it('is never to be stored: Cache-Control private, no-store on every call, the 401 included', async () => {
    const [cookies] = await newShoppers(t, 1, 'scope-cache');
    const stored: string[] = [];
    for (const route of SHOPPER_ONLY) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      for (const session of [cookies!, undefined]) {
        const res = await t.app.inject({
          method,
          url: url.replace(/\{[^}]+\}/g, '1'),
          ...(session ? { cookies: session } : {}),
        });
        if (res.headers['cache-control'] !== 'private, no-store')
          stored.push(
            `${route} ${session ? 'logged in' : 'anonymous'}: ${String(res.headers['cache-control'])}`,
          );
      }
    }
    expect(stored).toEqual([]);
  });
});
