import { Suspense, useSyncExternalStore } from 'react';
import { loadNamespaces } from '../../i18n';
import { lazyPart } from '../../ui';
import { installPrompt, subscribeInstallPrompt } from './prompt-capture';

/**
 * The banner, its rule and its texts are fetched only once the browser offers to install
 * the shop: a browser that never does (Safari, Firefox, the installed app) never downloads
 * them, and none of it weighs on the first page (issue 12).
 */
const InstallBannerHost = lazyPart(
  () => Promise.all([import('./host'), loadNamespaces(['install'])]),
  ([module]) => module.InstallBannerHost,
);

const offered = () => installPrompt() !== null;

/** The install banner's place in the shell (issue 35). */
export function InstallBannerSlot() {
  const isOffered = useSyncExternalStore(subscribeInstallPrompt, offered, () => false);
  if (!isOffered) return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerHost />
    </Suspense>
  );
}
