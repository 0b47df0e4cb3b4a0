import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_DEVICES_PER_USER,
  PUSH_REGISTRATION_MESSAGES,
  PushMessageSchema,
  type PushMessage,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { jobs, orders, pushDevices, pushVapidKeys, sessions } from '../../db/schema';
import { beside, body, build, type TestApp } from '../../test/helper';
import { buildServer } from '../../server';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { chooseDelivery, pickProducts, plainPiece, post } from '../../test/cart-support';
import { bought, buy, payByCard, prepare, reachMinimum } from '../../test/checkout-support';
import { PICKER, staffLogin } from '../../test/staff-support';
import { HOSTILE, withQuery, type OpenApiDoc } from '../../test/hostile-input';
import {
  startLocalPushService,
  type LocalPushService,
} from '../../../stand-ins/push-service/server';
import { enqueuePush, PUSH_SEND_JOB } from './enqueue';
import { pushMessage } from './order-pushes';
import { keptVapidKeys } from './repo';

/** How many rows hold the key pair (one). */
const vapidKeyRows = async (db: Db): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(pushVapidKeys))[0]!.n;

const ON_DELIVERY = 2;
const CARD = 12;
/** Today at the store (Europe/Rome), the first day of its board. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

let t: TestApp;
let shoppers: Cookies[];
let next = 0;
let pushService: LocalPushService;

/** A push service of our own, answering what the test sets: 404, 410, 500… */
let answer = 201;
const received: string[] = [];
let fake: http.Server;
let fakeUrl: string;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  shoppers = await newShoppers(t, 40, 'push');
  pushService = await startLocalPushService();
  fake = http.createServer((req, res) => {
    received.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(answer).end(answer >= 400 ? 'nope' : ''));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://localhost:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await pushService.close();
  await new Promise<void>((resolve) => {
    fake.close(() => resolve());
    fake.closeAllConnections();
  });
  await t.close();
});

const shopper = () => shoppers[next++]!;

const userIdOf = async (cookies: Cookies) => {
  const res = await t.app.inject({ url: '/ebsn/api/auth/test', cookies });
  return (body(res).data as unknown as { user: { userId: number } }).user.userId;
};

/** What a browser's PushSubscription.toJSON() gives: real P-256 keys, for the encryption. */
const browserSubscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

const register = (cookies: Cookies, query: Record<string, string>) =>
  t.app.inject({
    url: `/ebsn/api/externalregistration/register?${new URLSearchParams(query)}`,
    cookies,
  });

const registerWeb = (cookies: Cookies, uuid: string, subscription: object) =>
  register(cookies, {
    platform: 'web',
    uuid,
    external_id: JSON.stringify(subscription),
    model: 'Firefox',
    manufacturer: '',
    platform_version: '132',
  });

const unregister = (cookies: Cookies, platform: string, uuid: string) =>
  t.app.inject({
    url: `/ebsn/api/externalregistration/unregister?${new URLSearchParams({ platform, uuid })}`,
    cookies,
  });

const devicesOfUser = (userId: number) =>
  t.database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));

const pushJobs = () =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, PUSH_SEND_JOB))
    .orderBy(jobs.jobId)
    .then((rows) => rows);

/** Every unfinished push is due now: the retry's pause is not waited out. */
const makeDue = () =>
  t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, PUSH_SEND_JOB), sql`${jobs.finishedAt} is null`));

describe('the VAPID key', () => {
  it('is answered to a logged-in shopper only, the same from a second shop on the database', async () => {
    expect((await t.app.inject({ url: '/ebsn/api/externalregistration/key' })).statusCode).toBe(
      401,
    );
    const res = body(
      await t.app.inject({ url: '/ebsn/api/externalregistration/key', cookies: shopper() }),
    );
    expect(res.response.status).toBe(0);
    const { publicKey } = res.data as unknown as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(publicKey).toBe(t.app.vapid.publicKey);
    const other = await beside(t);
    try {
      expect(other.app.vapid).toEqual(t.app.vapid);
    } finally {
      await other.close();
    }
    expect(await vapidKeyRows(t.database.db)).toBe(1);
  });

  it('is made once when processes offer theirs at the same time', async () => {
    await t.database.db.execute(sql`delete from push_vapid_keys`);
    const made = (n: number) => () => ({ publicKey: `public-${n}`, privateKey: `private-${n}` });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => keptVapidKeys(t.database.db, made(n))),
    );
    expect(new Set(answers.map((a) => a.publicKey)).size).toBe(1);
    expect(await vapidKeyRows(t.database.db)).toBe(1);
    // Put the app's own pair back for the tests that send.
    await t.database.db.execute(sql`delete from push_vapid_keys`);
    await keptVapidKeys(t.database.db, () => t.app.vapid);
  });
});

describe('registering a device', () => {
  it('keeps one row per device however often it registers', async () => {
    const a = shopper();
    const subscription = browserSubscription(`${fakeUrl}/same-device`);
    const first = body(await registerWeb(a, 'device-1', subscription));
    expect(first.response.status).toBe(0);
    expect(first.data).toEqual({ platform: 'web', uuid: 'device-1' });
    const rounds = process.env.DATABASE_URL ? 1000 : 300;
    for (let i = 0; i < rounds; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, () => registerWeb(a, 'device-1', subscription)).map(
          async (res) => expect((await res).statusCode).toBe(200),
        ),
      );
    const userA = await userIdOf(a);
    const rows = await devicesOfUser(userA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      platform: 'web',
      uuid: 'device-1',
      externalId: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      model: 'Firefox',
      platformVersion: '132',
    });
  });

  it('refuses a device another shopper holds, and takes it once they logged out on it', async () => {
    const [a, b] = [shopper(), shopper()];
    const userA = await userIdOf(a);
    await registerWeb(a, 'shared-tablet', browserSubscription(`${fakeUrl}/tablet-a`));
    const taken = await registerWeb(b, 'shared-tablet', browserSubscription(`${fakeUrl}/tablet-b`));
    expect(body(taken).response.errors[0]).toEqual({
      code: 'push.device_taken',
      error: PUSH_REGISTRATION_MESSAGES.deviceTaken,
      field: 'uuid',
    });
    const [kept] = await devicesOfUser(userA);
    expect(kept).toMatchObject({ uuid: 'shared-tablet', externalId: `${fakeUrl}/tablet-a` });
    expect(await devicesOfUser(await userIdOf(b))).toHaveLength(0);

    // The web's logout: the device first, then the session.
    expect(body(await unregister(a, 'web', 'shared-tablet')).response.status).toBe(0);
    await t.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', cookies: a });
    expect(
      body(await registerWeb(b, 'shared-tablet', browserSubscription(`${fakeUrl}/tablet-b`)))
        .response.status,
    ).toBe(0);
    expect(await devicesOfUser(userA)).toHaveLength(0);
    expect(await devicesOfUser(await userIdOf(b))).toMatchObject([
      { uuid: 'shared-tablet', externalId: `${fakeUrl}/tablet-b` },
    ]);
  });

  it('lets the next shopper take a device once its holder’s sessions expired without «Esci»', async () => {
    const [a, b] = [shopper(), shopper()];
    const userA = await userIdOf(a);
    await registerWeb(a, 'kiosk', browserSubscription(`${fakeUrl}/kiosk-a`));
    // Still logged in somewhere: the device stays theirs.
    expect(
      body(await registerWeb(b, 'kiosk', browserSubscription(`${fakeUrl}/kiosk-b`))).response
        .errors[0]?.code,
    ).toBe('push.device_taken');

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userA));
    expect((await t.app.inject({ url: '/ebsn/api/auth/test', cookies: a })).statusCode).not.toBe(
      200,
    );
    expect(
      body(await registerWeb(b, 'kiosk', browserSubscription(`${fakeUrl}/kiosk-b`))).response
        .status,
    ).toBe(0);
    expect(await devicesOfUser(userA)).toHaveLength(0);
    expect(await devicesOfUser(await userIdOf(b))).toMatchObject([
      { uuid: 'kiosk', externalId: `${fakeUrl}/kiosk-b` },
    ]);
  });

  it(`keeps the ${PUSH_DEVICES_PER_USER} most recently registered devices of a shopper`, async () => {
    const cookies = shopper();
    for (let i = 0; i < PUSH_DEVICES_PER_USER + 5; i++)
      expect(
        body(
          await register(cookies, {
            platform: 'android',
            uuid: `phone-${i}`,
            external_id: `fcm-token-${i}`,
          }),
        ).response.status,
      ).toBe(0);
    const rows = await devicesOfUser(await userIdOf(cookies));
    expect(rows).toHaveLength(PUSH_DEVICES_PER_USER);
    expect(rows.map((r) => r.uuid).sort()).toEqual(
      Array.from({ length: PUSH_DEVICES_PER_USER }, (_, i) => `phone-${i + 5}`).sort(),
    );
    expect(rows[0]).toMatchObject({
      externalId: expect.stringMatching(/^fcm-token-/),
      p256dh: null,
    });
  });

  it("unregisters the shopper's own device only; a forged uuid changes nothing and answers the same", async () => {
    const [owner, other] = [shopper(), shopper()];
    await registerWeb(owner, 'laptop', browserSubscription(`${fakeUrl}/laptop`));
    const forged = body(await unregister(other, 'web', 'laptop'));
    expect(forged.response.status).toBe(0);
    expect(forged.data).toEqual({ platform: 'web', uuid: 'laptop' });
    const ownerId = await userIdOf(owner);
    expect(await devicesOfUser(ownerId)).toHaveLength(1);
    // Another platform with the same uuid is another device.
    await unregister(owner, 'ios', 'laptop');
    expect(await devicesOfUser(ownerId)).toHaveLength(1);
    expect(body(await unregister(owner, 'web', 'laptop')).response.status).toBe(0);
    expect(await devicesOfUser(ownerId)).toHaveLength(0);
    expect(body(await unregister(owner, 'web', 'laptop')).response.status).toBe(0);
  });

  it('refuses bad input with a 400 naming the field, and asks to log in first', async () => {
    const cookies = shopper();
    const good = browserSubscription('https://push.example.com/x');
    const cases: [Record<string, string>, string][] = [
      [{ platform: 'web', uuid: 'u', external_id: '{not json' }, 'external_id'],
      [
        {
          platform: 'web',
          uuid: 'u',
          external_id: JSON.stringify({ ...good, endpoint: 'http://push.example.com/x' }),
        },
        'external_id',
      ],
      [
        {
          platform: 'web',
          uuid: 'u',
          external_id: JSON.stringify({ ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } }),
        },
        'external_id',
      ],
      [{ platform: 'fax', uuid: 'u', external_id: 'x' }, 'platform'],
      [{ platform: 'android', uuid: 'a b', external_id: 'x' }, 'uuid'],
      [{ platform: 'android', external_id: 'x' }, 'uuid'],
      [{ platform: 'android', uuid: 'u', external_id: 'x'.repeat(5000) }, 'external_id'],
      [{ platform: 'android', uuid: 'u', external_id: 'x', model: 'm'.repeat(300) }, 'model'],
    ];
    for (const [query, field] of cases) {
      const res = await register(cookies, query);
      expect(res.statusCode, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(body(res).response.errors[0]!.field).toMatch(new RegExp(`^${field}`));
    }
    expect((await unregister(cookies, 'web', '')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: `/ebsn/api/externalregistration/register?platform=android&uuid=u&external_id=x`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await devicesOfUser(await userIdOf(cookies))).toHaveLength(0);
  });
});

/** Queues a push to the shopper's devices, as an order's status change does. */
async function queueTestPush(userId: number, title: string): Promise<void> {
  const brandId = t.app.brands.resolve(undefined).brandId;
  await t.database.db.transaction((tx) =>
    enqueuePush(tx, {
      userId,
      brandId,
      kind: 'test',
      message: pushMessage(title, 'Corpo', '/profile/orders/1'),
    }),
  );
}

describe('in production', () => {
  it("takes and sends to the browsers' push services only, not an endpoint of anyone's choosing", async () => {
    const strict = await buildServer({
      config: { ...t.config, PUSH_ANY_ENDPOINT: false },
      database: t.database,
    });
    await strict.ready();
    try {
      const cookies = shopper();
      const userId = await userIdOf(cookies);
      const at = (uuid: string, endpoint: string) =>
        strict.inject({
          url: `/ebsn/api/externalregistration/register?${new URLSearchParams({
            platform: 'web',
            uuid,
            external_id: JSON.stringify(browserSubscription(endpoint)),
          })}`,
          cookies,
        });
      for (const endpoint of [`${fakeUrl}/x`, 'https://10.0.0.1/x', 'https://example.com/x']) {
        const res = await at('strict', endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(body(res).response.errors[0]).toMatchObject({
          code: 'push.unknown_service',
          field: 'external_id',
        });
      }
      expect(
        body(await at('strict', 'https://fcm.googleapis.com/fcm/send/abc')).response.status,
      ).toBe(0);
      // Nothing is sent to Google from a test: the device goes before any push is queued.
      await strict.inject({
        url: '/ebsn/api/externalregistration/unregister?platform=web&uuid=strict',
        cookies,
      });
      // A device registered while any endpoint was taken is dropped unsent by a strict shop.
      await registerWeb(cookies, 'lenient', browserSubscription(`${fakeUrl}/lenient`));
      const before = received.length;
      await queueTestPush(userId, 'Severo');
      await strict.jobs.runDue();
      expect(received.slice(before)).toEqual([]);
      expect(await devicesOfUser(userId)).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('hostile input on the push routes', () => {
  it('never reaches a 500, anonymously or logged in (the suite-wide test covers them too)', async () => {
    const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as OpenApiDoc;
    const routes = Object.entries(doc.paths).filter(([path]) =>
      path.startsWith('/ebsn/api/externalregistration/'),
    );
    expect(routes.map(([path]) => path).sort()).toEqual([
      '/ebsn/api/externalregistration/key',
      '/ebsn/api/externalregistration/register',
      '/ebsn/api/externalregistration/unregister',
    ]);
    const cookies = shopper();
    const failures: string[] = [];
    for (const [path, ops] of routes) {
      const names = (ops.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of HOSTILE)
        for (const platform of ['web', 'android', value])
          for (const names_ of [names, ...names.map((n) => [n])]) {
            const query = { platform, ...Object.fromEntries(names_.map((n) => [n, value])) };
            for (const session of [undefined, cookies]) {
              const res = await t.app.inject({
                url: withQuery(path, query),
                ...(session ? { cookies: session } : {}),
              });
              if (res.statusCode >= 500)
                failures.push(`${path} ${JSON.stringify(query).slice(0, 80)} → ${res.statusCode}`);
            }
          }
    }
    expect(failures).toEqual([]);
  });
});

describe('sending', () => {
  it('deletes a device the push service says is gone (404 or 410), and only that one', async () => {
    for (const status of [404, 410]) {
      const cookies = shopper();
      const userId = await userIdOf(cookies);
      await registerWeb(cookies, `gone-${status}`, browserSubscription(`${fakeUrl}/gone`));
      answer = status;
      await queueTestPush(userId, `Gone ${status}`);
      await t.app.jobs.runDue();
      expect(await devicesOfUser(userId), String(status)).toHaveLength(0);
      const job = (await pushJobs()).at(-1)!;
      expect(job).toMatchObject({ failed: false, lastError: null });
      expect(job.finishedAt).not.toBeNull();
    }
  });

  it('retries while the push service fails, and loses nothing', async () => {
    const cookies = shopper();
    const userId = await userIdOf(cookies);
    await registerWeb(cookies, 'retry', browserSubscription(`${fakeUrl}/retry`));
    answer = 500;
    await queueTestPush(userId, 'Riprova');
    await t.app.jobs.runDue();
    let job = (await pushJobs()).at(-1)!;
    expect(job.finishedAt).toBeNull();
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/push service answered 500/);
    expect(await devicesOfUser(userId)).toHaveLength(1);

    answer = 201;
    const before = received.length;
    await makeDue();
    await t.app.jobs.runDue();
    job = (await pushJobs()).find((j) => j.jobId === job.jobId)!;
    expect(job.finishedAt).not.toBeNull();
    expect(job.failed).toBe(false);
    expect(received.slice(before)).toEqual(['/retry']);
  });

  it('ends quietly when the device went meanwhile, or registered another subscription', async () => {
    const cookies = shopper();
    const userId = await userIdOf(cookies);
    await registerWeb(cookies, 'meanwhile', browserSubscription(`${fakeUrl}/old`));
    await queueTestPush(userId, 'Prima');
    await registerWeb(cookies, 'meanwhile', browserSubscription(`${fakeUrl}/new`));
    await queueTestPush(userId, 'Dopo');
    await registerWeb(cookies, 'other', browserSubscription(`${fakeUrl}/other`));
    await queueTestPush(userId, 'Altro');
    await unregister(cookies, 'web', 'other');
    answer = 201;
    const before = received.length;
    await t.app.jobs.runDue();
    // 'Dopo' and 'Altro' to the device's new subscription; 'Prima' to the old one, 'Altro' to the gone device: nothing.
    expect(received.slice(before)).toEqual(['/new', '/new']);
    const last = (await pushJobs()).slice(-3);
    expect(last.every((j) => j.finishedAt !== null && !j.failed && j.lastError === null)).toBe(
      true,
    );
  });

  it('sends nothing to android and ios devices: their tokens wait for a native sender', async () => {
    const cookies = shopper();
    const userId = await userIdOf(cookies);
    await register(cookies, { platform: 'ios', uuid: 'iphone', external_id: 'apns-token' });
    const before = (await pushJobs()).length;
    await queueTestPush(userId, 'Nessuno');
    expect(await pushJobs()).toHaveLength(before);
  });
});

/** A shopper's order of two pieces, paid on delivery, for today at the store's home service. */
async function placeOrder(cookies: Cookies, paymentTypeId = ON_DELIVERY) {
  await chooseDelivery(t, cookies);
  const pieces = await pickProducts(t, plainPiece, 2);
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    { items: pieces.map((p) => ({ productId: p.productId, quantity: 1 })) },
    cookies,
  );
  expect(body(added).response.status).toBe(0);
  await reachMinimum(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const answer = bought(await buy(t, cookies, `payment_type_id=${paymentTypeId}`));
  return paymentTypeId === CARD
    ? { orderId: answer.order.orderId, paymentUrl: answer.paymentUrl! }
    : answer.order.orderId;
}

describe('an order told through a real push service (web-push-testing)', () => {
  it('reaches the subscription, decrypted, with the title, body and path of each moment', async () => {
    const cookies = shopper();
    const picker = await staffLogin(t, PICKER);
    const key = body(await t.app.inject({ url: '/ebsn/api/externalregistration/key', cookies }))
      .data as unknown as { publicKey: string };
    const subscription = await pushService.subscribe(key.publicKey);
    expect(subscription.endpoint).toMatch(/^http:\/\/localhost:\d+\/notify\//);
    const registered = await registerWeb(cookies, 'browser-1', {
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: subscription.keys,
    });
    expect(body(registered).response.status).toBe(0);

    const orderId = (await placeOrder(cookies)) as number;
    await t.database.db
      .update(orders)
      .set({ deliveryDate: today(), deliveryServiceId: 2 })
      .where(eq(orders.orderId, orderId));
    await t.app.jobs.runDue();
    const setStatus = async (statusId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/staff/order/status',
        payload: { order_id: orderId, status_id: statusId },
        cookies: picker,
      });
      expect(body(res).response.status, `status ${statusId}`).toBe(0);
      await t.app.jobs.runDue();
    };
    await setStatus(4);
    await setStatus(6);
    await setStatus(7);
    await setStatus(8);

    const messages = (await pushService.messages(subscription.clientHash)).map(
      (text) => PushMessageSchema.parse(JSON.parse(text)) as PushMessage,
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    const slot = `${row!.beginTime.slice(0, 5)}–${row!.endTime.slice(0, 5)}`;
    expect(messages.map((m) => m.title)).toEqual([
      `Ordine n. ${orderId} confermato`,
      `Ordine n. ${orderId} in preparazione`,
      `Ordine n. ${orderId} in consegna`,
      `Ordine n. ${orderId} consegnato`,
    ]);
    expect(messages[0]!.body).toMatch(
      /^Grazie! Il tuo ordine è per \S+ \d+ \S+ \d{4}, dalle \d\d:\d\d alle/,
    );
    expect(messages[2]!.body).toBe(`È partito e arriva nella fascia ${slot}.`);
    const euros = (row!.finalTotalCents! / 100).toFixed(2).replace('.', ',');
    expect(messages[3]!.body).toMatch(new RegExp(`^Importo finale: ${euros}\\s€\\.$`));
    for (const message of messages) {
      expect(message.nav_to).toBe(`/profile/orders/${orderId}`);
      expect(message.aps.alert).toEqual({ title: message.title, body: message.body });
    }

    // The browser unsubscribed: the service answers 410 and the shop forgets the device.
    await pushService.expire(subscription.clientHash);
    const userId = await userIdOf(cookies);
    await queueTestPush(userId, 'Dopo la disiscrizione');
    await t.app.jobs.runDue();
    expect(await devicesOfUser(userId)).toHaveLength(0);
  });

  it('tells of a declined card payment once, and of the order when a second card pays it', async () => {
    const cookies = shopper();
    const subscription = await pushService.subscribe(t.app.vapid.publicKey);
    await registerWeb(cookies, 'browser-3', {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    const { orderId, paymentUrl } = (await placeOrder(cookies, CARD)) as {
      orderId: number;
      paymentUrl: string;
    };
    await payByCard(t, cookies, paymentUrl, '4000000000000002');
    await t.app.jobs.runDue();
    let titles = (await pushService.messages(subscription.clientHash)).map(
      (text) => (JSON.parse(text) as PushMessage).title,
    );
    expect(titles).toEqual([`Ordine n. ${orderId}: pagamento non riuscito`]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row!.orderStatusId).toBe(1);
    // The shopper pays again from the failure page, with a card that works.
    const again = bought(
      await post(t, `/ebsn/api/order/payment?order_id=${orderId}`, undefined, cookies),
    );
    await payByCard(t, cookies, again.paymentUrl!, '4242424242424242');
    await t.app.jobs.runDue();
    titles = (await pushService.messages(subscription.clientHash)).map(
      (text) => (JSON.parse(text) as PushMessage).title,
    );
    expect(titles).toEqual([
      `Ordine n. ${orderId}: pagamento non riuscito`,
      `Ordine n. ${orderId} confermato`,
    ]);
  });

  it("tells a pickup order's shopper it is ready, with the day and the slot", async () => {
    const cookies = shopper();
    const picker = await staffLogin(t, PICKER);
    const subscription = await pushService.subscribe(t.app.vapid.publicKey);
    await registerWeb(cookies, 'browser-2', {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    const orderId = (await placeOrder(cookies)) as number;
    await t.database.db
      .update(orders)
      .set({ deliveryDate: today(), deliveryServiceId: 1 })
      .where(eq(orders.orderId, orderId));
    for (const statusId of [4, 6]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/staff/order/status',
        payload: { order_id: orderId, status_id: statusId },
        cookies: picker,
      });
      expect(body(res).response.status).toBe(0);
    }
    await t.app.jobs.runDue();
    const messages = (await pushService.messages(subscription.clientHash)).map(
      (text) => JSON.parse(text) as PushMessage,
    );
    // Pushes queued together may arrive in either order, as at a real push service.
    expect(messages.map((m) => m.title).sort()).toEqual([
      `Ordine n. ${orderId} confermato`,
      `Ordine n. ${orderId} in preparazione`,
      `Ordine n. ${orderId} pronto per il ritiro`,
    ]);
    expect(messages.find((m) => m.title.endsWith('ritiro'))).toMatchObject({
      title: `Ordine n. ${orderId} pronto per il ritiro`,
      body: expect.stringMatching(/^Ti aspettiamo .+, dalle \d\d:\d\d alle \d\d:\d\d\.$/),
      nav_to: `/profile/orders/${orderId}`,
    });
    // A shopper deleted with their devices: the queued pushes end quietly.
    await queueTestPush(await userIdOf(cookies), 'Nessuno');
    await t.database.db.delete(pushDevices).where(eq(pushDevices.uuid, 'browser-2'));
    await t.app.jobs.runDue();
    expect((await pushJobs()).at(-1)!.lastError).toBeNull();
  });
});
