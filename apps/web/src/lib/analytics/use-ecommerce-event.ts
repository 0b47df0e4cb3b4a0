import { useEffect, useRef } from 'react';
import { trackEcommerce, type Ga4Ecommerce, type Ga4EcommerceEvent } from './ecommerce';

/**
 * Pushes `event` once for each new `key` (a listing's page, a product's id),
 * not at every render; a null key (data still loading) sends nothing. The
 * builder is read when the key changes and runs only with analytics consent.
 */
export function useEcommerceEvent(
  event: Ga4EcommerceEvent,
  key: string | null,
  build: () => Ga4Ecommerce,
): void {
  const buildRef = useRef(build);
  // Declared first, so it runs before the push below in the same commit.
  useEffect(() => {
    buildRef.current = build;
  });
  useEffect(() => {
    if (key !== null) trackEcommerce(event, () => buildRef.current());
  }, [event, key]);
}
