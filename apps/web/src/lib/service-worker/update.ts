import { SW_SKIP_WAITING } from '../../sw/messages';
import { worker } from './worker';

/** Asks the browser to look for a new worker now rather than at its next navigation. */
export async function lookForUpdate(): Promise<void> {
  const registration = await worker()?.getRegistration();
  await registration?.update().catch(() => undefined);
}

function installed(registration: ServiceWorkerRegistration, timeoutMs: number) {
  return new Promise<ServiceWorker | null>((resolve) => {
    const done = (value: ServiceWorker | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(registration.waiting), timeoutMs);
    const installing = registration.installing;
    if (!installing) return done(registration.waiting);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') done(installing);
      if (installing.state === 'redundant') done(null);
    });
  });
}

/**
 * «Aggiorna»: the waiting worker of the new build takes over and the page reloads
 * into it; without one (no worker, or it failed to install) a reload alone fetches
 * the new build, since pages are read from the network first.
 */
export async function applyUpdate(reload: () => void = () => window.location.reload()) {
  const container = worker();
  const registration = await container?.getRegistration();
  if (!container || !registration) return reload();
  await registration.update().catch(() => undefined);
  const waiting = registration.waiting ?? (await installed(registration, 10_000));
  if (!waiting) return reload();
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage(SW_SKIP_WAITING);
}
