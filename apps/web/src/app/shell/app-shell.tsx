import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useTagManager } from '../../lib/analytics';
import { useBrand } from '../../lib/brand';
import { useRouteFocus, useScrollBehavior } from '../../lib/navigation';
import { useInstalledApp } from '../../lib/app-mode';
import { useLogoutMutation } from '../../features/auth/api/logout';
import { useNotLoggedInListener } from '../../features/auth/use-not-logged-in-listener';
import { onOpenCartDrawer } from '../../lib/cart';
import { appEvents } from '../../lib/events';
import { openLoginDialog, useLoginDialog, useSessionBootstrap } from '../../lib/session';
import { cartProductCount, urlSchemeOf } from '@spesa/domain';
import { formatBadgeCount, preloadCartControlDialogs } from '../../features/cart';
import { useFooterMenu } from '../../features/content';
import { DeliveryDialogs, NavbarDelivery, preloadDeliveryDialogs } from '../../features/delivery';
import { AppToaster, MessagePopupHost, preloadPopupDialog } from '../notifications';
import { useServerRendered } from '../page-data';
import { lazyPart, useOpenedOnce } from '../../ui';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSkeleton } from './page-skeleton';
import { useRouteHandle } from './route-handle';
import { ScrollToTopButton } from './scroll-to-top-button';
import { useAnalyticsPageViews } from './use-analytics-page-views';
import { useAppLifecycle } from './use-app-lifecycle';
import { CookieConsentHost } from '../../components/cookie-consent';
import { loadNamespaces } from '../../i18n';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { OfflineNotice } from './offline-notice';
import { InstallBannerSlot } from '../../features/install';

type Drawer = 'categories' | 'cart' | 'links' | null;

/**
 * The cart drawer and everything in it (lines, options, gift codes, notes) load when
 * it first opens: no shopper needs them to see the first page (issue 12).
 */
const CartDrawer = lazyPart(
  () => import('./cart-drawer'),
  (module) => module.CartDrawer,
);

/**
 * The other drawers and the login dialog are not needed before the first
 * interaction either (issue 12): each mounts when first opened, and their
 * modules are fetched once the page is idle so that opening them is instant;
 * so are the delivery dialogs', the product cards' and the message popup's.
 */
const CategoriesDrawer = lazyPart(
  () => import('./categories-drawer'),
  (module) => module.CategoriesDrawer,
);
const LinksDrawer = lazyPart(
  () => import('./links-drawer'),
  (module) => module.LinksDrawer,
);
const LoginDialog = lazyPart(
  () =>
    Promise.all([import('../../features/auth/components/login-dialog'), loadNamespaces(['auth'])]),
  ([module]) => module.LoginDialog,
);
/** The check for a newer version (/version.json) and its prompt start once the page is idle. */
const UpgradePrompt = lazyPart(
  () => import('../../features/version/components/upgrade-prompt'),
  (module) => module.UpgradePrompt,
);
/** The app's bottom bar (installed app, extra-small width): fetched only in the app. */
const BottomBar = lazyPart(
  () => Promise.all([import('./bottom-bar'), loadNamespaces(['app'])]),
  ([module]) => module.BottomBar,
);
/** The installed app's welcome at its first start: fetched only in the app. */
const WelcomeDialog = lazyPart(
  () => Promise.all([import('./welcome-dialog'), loadNamespaces(['app'])]),
  ([module]) => module.WelcomeDialog,
);
/** Push notifications in the page: a foreground push, a tapped one, the prompt (issue 35). */
const PushHost = lazyPart(
  () => Promise.all([import('../../features/push'), loadNamespaces(['push'])]),
  ([module]) => module.PushHost,
);
/** After the page's own work: the login dialog then fetches its form (login-dialog.tsx). */
const IDLE_MOUNT_MS = 1500;

/** Loaded for logged-in shoppers only: the texts they must accept again (check-disclaimer). */
const PendingDisclaimersDialog = lazyPart(
  () => Promise.all([import('../../features/registration'), loadNamespaces(['registration'])]),
  ([module]) => module.PendingDisclaimersDialog,
);

/**
 * The routed page, re-rendered only by its own state: the shell re-renders as the
 * session, the cart and the drawers change, right after hydration too, and the whole
 * page under it would render again each time (issue 12: blocking time on a phone).
 */
const Page = memo(function Page() {
  return <Outlet />;
});

/**
 * The app key refresh (docs/rules/shop-shell.md App wrapper): on the app's 'refresh' the
 * routed page gets a new key, so it is rendered afresh, its effects and queries too.
 */
function usePageRefreshKey(): number {
  const [key, setKey] = useState(0);
  useEffect(
    () =>
      appEvents.subscribe((event) => {
        if (event === 'refresh') setKey((current) => current + 1);
      }),
    [],
  );
  return key;
}

/** The app shell: navbar, drawers, footer, toasts, upgrade prompt and the routed page. */
export function AppShell() {
  useScrollBehavior();
  const routeAnnouncement = useRouteFocus(MAIN_CONTENT_ID);
  useAnalyticsPageViews();
  useNotLoggedInListener();
  const brand = useBrand();
  useTagManager(brand.config.tagManagerId);
  useAppLifecycle(brand.config.reloadAfterMs, urlSchemeOf(brand.id));
  const installedApp = useInstalledApp();
  const handle = useRouteHandle();
  const { session, cart, isReady } = useSessionBootstrap();
  const serverRendered = useServerRendered();
  const footerMenu = useFooterMenu();
  const logout = useLogoutMutation();
  const [drawer, setDrawer] = useState<Drawer>(null);
  const cartDrawerMounted = useOpenedOnce(drawer === 'cart');
  const categoriesDrawerMounted = useOpenedOnce(drawer === 'categories');
  const linksDrawerMounted = useOpenedOnce(drawer === 'links');
  const [idle, setIdle] = useState(false);
  const pageKey = usePageRefreshKey();
  const loginDialogMounted = useOpenedOnce(useLoginDialog().open || idle);
  useEffect(() => onOpenCartDrawer(() => setDrawer('cart')), []);
  useEffect(() => {
    const id = window.setTimeout(() => {
      setIdle(true);
      void import('../../lib/service-worker/register').then((worker) =>
        worker.registerServiceWorker(),
      );
      CategoriesDrawer.preload();
      LinksDrawer.preload();
      preloadDeliveryDialogs();
      preloadCartControlDialogs();
      preloadPopupDialog();
    }, IDLE_MOUNT_MS);
    return () => window.clearTimeout(id);
  }, []);

  const drawerProps = (name: Exclude<Drawer, null>) => ({
    open: drawer === name,
    onOpenChange: (open: boolean) => setDrawer(open ? name : null),
  });
  // The navbar's handlers keep their identity, so that the memoised navbar skips the
  // shell's renders that do not concern it.
  const drawerOpen = useRef(false);
  drawerOpen.current = drawer !== null;
  const login = useCallback(() => {
    if (!drawerOpen.current) return openLoginDialog();
    // Let the drawer close and give focus back to its button first, so the
    // login dialog returns focus there too when it closes.
    setDrawer(null);
    window.setTimeout(() => openLoginDialog(), 0);
  }, []);
  const { mutate: logOut } = logout;
  const onLogout = useCallback(() => logOut(), [logOut]);
  const openDrawer = useMemo(
    () => ({
      categories: () => setDrawer('categories'),
      links: () => setDrawer('links'),
      cart: () => setDrawer('cart'),
    }),
    [],
  );
  const delivery = useMemo(
    () => ({
      slot: <NavbarDelivery variant="bar" />,
      row: <NavbarDelivery variant="row" />,
    }),
    [],
  );
  const badgeCount =
    session.isAuthenticated && cart.data ? cartProductCount(cart.data.cartItems) : 0;
  const main =
    isReady || handle.skipSessionGate || serverRendered ? <Page key={pageKey} /> : <PageSkeleton />;
  const notifications = (
    <>
      <p role="status" className="sr-only">
        {routeAnnouncement}
      </p>
      <AppToaster duration={brand.config.toastDurationMs} />
      <MessagePopupHost />
    </>
  );

  if (handle.hideChrome) {
    return (
      <>
        <SkipLink />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh outline-none">
          {main}
        </main>
        {notifications}
      </>
    );
  }

  return (
    // The page ends above the app's bottom bar (bottom-bar-space.ts; unset without it).
    <div className="flex min-h-dvh flex-col bg-white pb-[var(--bottom-bar-space,0px)]">
      {/* First in the Tab order while it asks: a keyboard answers it before reaching the page it covers. */}
      <CookieConsentHost />
      <SkipLink />
      <Navbar
        session={session}
        isReady={session.isKnown}
        badgeCount={badgeCount}
        badgeText={formatBadgeCount(badgeCount)}
        onOpenCategories={openDrawer.categories}
        onOpenLinks={openDrawer.links}
        onOpenCart={openDrawer.cart}
        onLogin={login}
        onLogout={onLogout}
        deliverySlot={delivery.slot}
        deliveryRow={delivery.row}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <OfflineNotice />
        {main}
      </main>
      <Footer
        menu={footerMenu.data}
        isLoading={footerMenu.isPending && footerMenu.fetchStatus !== 'idle'}
        isError={footerMenu.isError}
      />
      {installedApp ? (
        <Suspense fallback={null}>
          <BottomBar
            isAuthenticated={session.isAuthenticated}
            badgeCount={badgeCount}
            badgeText={formatBadgeCount(badgeCount)}
            onOpenCategories={openDrawer.categories}
            onOpenCart={openDrawer.cart}
          />
        </Suspense>
      ) : null}

      {categoriesDrawerMounted ? (
        <Suspense fallback={null}>
          <CategoriesDrawer {...drawerProps('categories')} />
        </Suspense>
      ) : null}
      {cartDrawerMounted ? (
        <Suspense fallback={null}>
          <CartDrawer
            {...drawerProps('cart')}
            cart={cart.data}
            isLoading={!isReady || (cart.isPending && cart.fetchStatus === 'fetching')}
            isError={cart.isError}
            isAuthenticated={session.isAuthenticated}
            onLogin={login}
          />
        </Suspense>
      ) : null}
      {linksDrawerMounted ? (
        <Suspense fallback={null}>
          <LinksDrawer
            {...drawerProps('links')}
            menu={footerMenu.data}
            isLoading={footerMenu.isPending}
          />
        </Suspense>
      ) : null}
      {loginDialogMounted ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      {session.isAuthenticated ? (
        <Suspense fallback={null}>
          <PendingDisclaimersDialog onLogout={onLogout} />
        </Suspense>
      ) : null}
      <DeliveryDialogs />
      <ScrollToTopButton />
      {idle ? (
        <Suspense fallback={null}>
          <UpgradePrompt />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <PushHost authenticated={session.isAuthenticated} />
        </Suspense>
      ) : null}
      {installedApp && idle ? (
        <Suspense fallback={null}>
          <WelcomeDialog />
        </Suspense>
      ) : null}
      <InstallBannerSlot />
      {notifications}
    </div>
  );
}
