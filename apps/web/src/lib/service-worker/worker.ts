/** The page's service worker container, null where the browser has none. */
export const worker = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
