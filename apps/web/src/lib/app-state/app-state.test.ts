import { beforeEach, describe, expect, it } from 'vitest';
import {
  APP_STATE_STORAGE_KEY,
  readAppState,
  recordAppStart,
  recordFirstShop,
  recordTutorialSeen,
  recordUrlScheme,
  setCurrentOrderId,
} from './app-state';

beforeEach(() => localStorage.clear());

describe('app state kept across visits (SPEC §3)', () => {
  it('is empty on a first visit', () => {
    expect(readAppState()).toEqual({
      lastStartTime: null,
      firstShopTime: null,
      currentOrderId: null,
      urlScheme: null,
      tutorialSeen: false,
    });
  });

  it("remembers that the app's welcome was seen", () => {
    recordTutorialSeen();
    recordAppStart(1000);
    expect(readAppState().tutorialSeen).toBe(true);
  });

  it('keeps the URL scheme the app opens links of', () => {
    recordUrlScheme('web+mercato');
    recordAppStart(1000);
    expect(readAppState().urlScheme).toBe('web+mercato');
  });

  it('keeps the last start, moving on at each start', () => {
    recordAppStart(1000);
    expect(readAppState().lastStartTime).toBe(1000);
    recordAppStart(2000);
    expect(readAppState().lastStartTime).toBe(2000);
  });

  it('keeps the first shop time once', () => {
    recordFirstShop(5000);
    recordFirstShop(9000);
    expect(readAppState().firstShopTime).toBe(5000);
  });

  it('keeps the current order id, and forgets it on null', () => {
    setCurrentOrderId(42);
    expect(readAppState().currentOrderId).toBe(42);
    setCurrentOrderId(null);
    expect(readAppState().currentOrderId).toBeNull();
  });

  it('keeps the other values when one changes, in one localStorage entry', () => {
    recordAppStart(1000);
    recordFirstShop(2000);
    setCurrentOrderId(7);
    recordUrlScheme('web+fresco');
    expect(JSON.parse(localStorage.getItem(APP_STATE_STORAGE_KEY)!)).toEqual({
      lastStartTime: 1000,
      firstShopTime: 2000,
      currentOrderId: 7,
      urlScheme: 'web+fresco',
      tutorialSeen: false,
    });
  });

  it('starts again from an unreadable entry', () => {
    localStorage.setItem(APP_STATE_STORAGE_KEY, '{not json');
    expect(readAppState().lastStartTime).toBeNull();
    localStorage.setItem(APP_STATE_STORAGE_KEY, JSON.stringify({ lastStartTime: 'yesterday' }));
    expect(readAppState().lastStartTime).toBeNull();
    recordAppStart(3000);
    expect(readAppState().lastStartTime).toBe(3000);
  });
});
