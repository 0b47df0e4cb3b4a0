import type { Coordinates } from './address-form';

export type GeolocationOutcome = { kind: 'ok'; position: Coordinates } | { kind: 'denied' };

/** The device position ("use my position"); denied when the browser has none or refuses. */
export function currentPosition(): Promise<GeolocationOutcome> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ kind: 'denied' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'ok',
          position: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          },
        }),
      () => resolve({ kind: 'denied' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
