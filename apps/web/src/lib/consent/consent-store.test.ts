import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_MS,
  COOKIE_PREFERENCES_STORAGE_KEY,
  hasAnalyticsConsent,
  readCookiePreferences,
  saveCookiePreferences,
} from './consent-store';
import {
  pushAnalyticsEvent,
  SENT_ORDERS_MAX,
  SENT_ORDERS_STORAGE_KEY,
  trackPurchase,
} from '../analytics';
import { createApiClient } from '../api';

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});

describe('cookie preferences (docs/rules/shop-shell.md Other, docs/rules/delivery-and-slots.md)', () => {
  it('asks on a first visit and defaults to technical only', () => {
    expect(readCookiePreferences()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('keeps the choice with saveDate and a uuid that survives a change of mind', () => {
    const first = saveCookiePreferences({ analytics: false, profilation: false });
    expect(first).toMatchObject({ technical: true, analytics: false, profilation: false });
    expect(first.uuid).not.toBe('');
    const second = saveCookiePreferences({ analytics: true, profilation: false });
    expect(second.uuid).toBe(first.uuid);
    expect(JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      analytics: true,
      uuid: first.uuid,
    });
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('asks again after 6 months', () => {
    const saved = saveCookiePreferences({ analytics: true, profilation: true });
    const later = Date.parse(saved.saveDate) + CONSENT_MAX_AGE_MS + 1;
    expect(readCookiePreferences(later)).toBeNull();
  });
});

describe('dataLayer', () => {
  it('records nothing without analytics consent', () => {
    saveCookiePreferences({ analytics: false, profilation: true });
    expect(pushAnalyticsEvent('page_view')).toBe(false);
    expect(trackPurchase(1)).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });

  it('sends a purchase once per order and remembers the latest 20 orders', () => {
    saveCookiePreferences({ analytics: true, profilation: false });
    expect(trackPurchase(7)).toBe(true);
    expect(trackPurchase(7)).toBe(false);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: { transaction_id: '7', currency: 'EUR' } },
    ]);
    for (let id = 100; id < 130; id++) trackPurchase(id);
    const sent = JSON.parse(localStorage.getItem(SENT_ORDERS_STORAGE_KEY)!) as string[];
    expect(sent).toHaveLength(SENT_ORDERS_MAX);
    expect(sent.at(-1)).toBe('129');
    expect(sent).not.toContain('7');
  });
});

describe('the client uuid (docs/rules/api-conventions.md)', () => {
  it('is the consent record’s uuid once the shopper chose, and every call sends it', async () => {
    const seen: Headers[] = [];
    const client = createApiClient({
      origin: () => 'https://shop.example.it',
      fetch: async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers));
        return new Response(
          JSON.stringify({
            response: { status: 0, errors: [], infos: [], warnings: [] },
            data: {},
          }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    await client.request('/ebsn/api/cart/view');
    expect(seen[0]!.has('X-Ebsn-Client-Uuid')).toBe(false);

    const { uuid } = saveCookiePreferences({ analytics: false, profilation: false });
    await client.request('/ebsn/api/cart/view');
    expect(seen[1]!.get('X-Ebsn-Client-Uuid')).toBe(uuid);
  });

  it('is sent for a choice kept from an earlier visit', async () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        analytics: false,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'kept-1',
      }),
    );
    expect(readCookiePreferences()?.uuid).toBe('kept-1');
    expect(localStorage.getItem('X-Ebsn-Client-Uuid')).toBe('kept-1');
  });
});
