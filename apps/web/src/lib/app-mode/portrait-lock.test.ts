import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockPortraitOnPhones } from './portrait-lock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const screenOf = (width: number, height: number) => {
  const lock = vi.fn(async () => undefined);
  return { screen: { width, height, orientation: { lock } }, lock };
};

describe('lockPortraitOnPhones', () => {
  it('locks a phone to portrait after 1.5 s, held sideways or not', () => {
    for (const [width, height] of [
      [390, 844],
      [844, 390],
    ] as const) {
      const { screen, lock } = screenOf(width, height);
      lockPortraitOnPhones(screen);
      vi.advanceTimersByTime(1499);
      expect(lock).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(lock).toHaveBeenCalledWith('portrait');
    }
  });

  it('leaves a tablet free', () => {
    const { screen, lock } = screenOf(820, 1180);
    lockPortraitOnPhones(screen);
    vi.advanceTimersByTime(2000);
    expect(lock).not.toHaveBeenCalled();
  });

  it('is cancelled with the app, and quiet where the browser refuses', async () => {
    const { screen, lock } = screenOf(390, 844);
    lockPortraitOnPhones(screen)();
    vi.advanceTimersByTime(2000);
    expect(lock).not.toHaveBeenCalled();
    const refusing = {
      width: 390,
      height: 844,
      orientation: { lock: () => Promise.reject(new Error('NotSupportedError')) },
    };
    lockPortraitOnPhones(refusing);
    vi.advanceTimersByTime(1500);
    await Promise.resolve();
  });
});
