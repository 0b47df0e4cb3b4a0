import { describe, expect, it } from 'vitest';
import {
  isKnownPushService,
  PushMessageSchema,
  PushRegisterQuerySchema,
  PushSubscriptionSchema,
  PushUnregisterQuerySchema,
} from './push';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push contract', () => {
  it('takes a browser subscription, https or http on localhost only', () => {
    expect(PushSubscriptionSchema.safeParse(subscription).success).toBe(true);
    const at = (endpoint: string) =>
      PushSubscriptionSchema.safeParse({ ...subscription, endpoint }).success;
    expect(at('http://localhost:8090/notify/x')).toBe(true);
    expect(at('http://push.example.com/x')).toBe(false);
    expect(at('javascript:alert(1)')).toBe(false);
    expect(at(`https://push.example.com/${'a'.repeat(2048)}`)).toBe(false);
    expect(
      PushSubscriptionSchema.safeParse({ ...subscription, keys: { p256dh: 'x', auth: 'y' } })
        .success,
    ).toBe(false);
  });

  it('reads a web registration as the JSON of the subscription, naming external_id', () => {
    const query = {
      platform: 'web',
      uuid: 'b7c1-42',
      external_id: JSON.stringify(subscription),
    };
    expect(PushRegisterQuerySchema.parse(query)).toMatchObject({ model: '', uuid: 'b7c1-42' });
    const bad = PushRegisterQuerySchema.safeParse({ ...query, external_id: '{not json' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['external_id']);
    // A store's token is kept as it comes.
    expect(
      PushRegisterQuerySchema.safeParse({ ...query, platform: 'android', external_id: 'tok:en' })
        .success,
    ).toBe(true);
    expect(PushUnregisterQuerySchema.safeParse({ platform: 'fax', uuid: 'x' }).success).toBe(false);
  });

  it('sends paths of the shop only', () => {
    const message = {
      aps: { alert: { title: 't', body: 'b' } },
      title: 't',
      body: 'b',
      nav_to: '/profile/orders/12',
    };
    expect(PushMessageSchema.safeParse(message).success).toBe(true);
    expect(PushMessageSchema.safeParse({ ...message, nav_to: '//evil.example' }).success).toBe(
      false,
    );
    expect(PushMessageSchema.safeParse({ ...message, nav_to: 'https://x' }).success).toBe(false);
  });

  it('knows the browsers push services, and nothing that only looks like one', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/x',
      'https://evilfcm.googleapis.com.example.com/x',
      'https://notfcm.googleapis.com.evil/x',
      'https://10.0.0.1/x',
      'http://localhost:8090/notify/x',
      'not a url',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(false);
  });
});
