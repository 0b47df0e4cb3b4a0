import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { disablePush, deviceUuid, enablePush, pushState } from './push';

const calls: string[] = [];

function browserWithPush(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => subscribed,
      subscribe: async () => (subscribed = subscription),
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      permission,
      requestPermission: vi.fn(async () => {
        (Notification as unknown as { permission: string }).permission = answer;
        return answer;
      }),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return subscription;
}

beforeEach(() => {
  calls.length = 0;
  window.localStorage.clear();
  api.configure({
    fetch: async (url) => {
      calls.push(String(url));
      return new Response(
        JSON.stringify({
          response: { status: 0, errors: [], infos: [], warnings: [] },
          data: { publicKey: 'AQAB' },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('is unsupported without the Push API', () => {
    expect(pushState()).toBe('unsupported');
  });

  it('keeps one device name', () => {
    expect(deviceUuid()).toBe(deviceUuid());
  });

  it('turns on: asks the browser, subscribes with the shop’s key, registers the device', async () => {
    browserWithPush('default', 'granted');
    expect(pushState()).toBe('off');
    expect(await enablePush()).toBe('on');
    expect(pushState()).toBe('on');
    const register = new URL(calls.find((url) => url.includes('/register'))!);
    expect(register.searchParams.get('platform')).toBe('web');
    expect(register.searchParams.get('uuid')).toBe(deviceUuid());
    expect(JSON.parse(register.searchParams.get('external_id')!)).toMatchObject({
      endpoint: 'https://push.example/1',
    });
  });

  it('says when the browser refuses, and registers nothing', async () => {
    browserWithPush('default', 'denied');
    expect(await enablePush()).toBe('denied');
    expect(calls.some((url) => url.includes('/register'))).toBe(false);
  });

  it('turns off: the shop forgets the device and the browser the subscription', async () => {
    const subscription = browserWithPush('default', 'granted');
    await enablePush();
    expect(await disablePush()).toBe('off');
    expect(pushState()).toBe('off');
    expect(calls.some((url) => url.includes('/unregister?platform=web'))).toBe(true);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});
