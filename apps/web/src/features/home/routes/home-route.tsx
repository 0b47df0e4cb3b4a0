import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowRight,
  CalendarClock,
  CreditCard,
  Leaf,
  LogIn,
  PackageCheck,
  Store,
  Truck,
} from 'lucide-react';
import { HOME_DELIVERY_INFO_PATH } from '../../../config/paths';
import { openLoginDialog, useSession } from '../../../lib/session';
import { useBrand } from '../../../lib/brand';
import { serverRenderedLazy, usePageTitle, type PagePrefetch } from '../../../lib/navigation';
import { postsQueryOptions, slidesQueryOptions } from '../../../lib/content';
import { Button, Skeleton } from '../../../ui';
import { FLYER_TEASER_QUERY, FlyerTeaser } from '../components/flyer-teaser';
import { HeroActions } from '../components/hero-actions';
import { HeroIllustration } from '../components/hero-illustration';
import { HomeSlides } from '../components/home-slides';

const ShopWindow = serverRenderedLazy(
  () => import('../components/shop-window'),
  <div className="mx-auto max-w-7xl px-4 pt-5 sm:pt-8 lg:px-6">
    <Skeleton className="h-[30rem] w-full rounded-3xl" />
  </div>,
);

/** The shop window is in the server's HTML: its chunk loads before the home hydrates. */
export const preloadHomePage = ShopWindow.preload;

const services = [
  { key: 'homeDelivery', icon: Truck },
  { key: 'storePickup', icon: Store },
  { key: 'lockerPickup', icon: PackageCheck },
] as const;

const perks = [
  { key: 'fresh', icon: Leaf },
  { key: 'payment', icon: CreditCard },
  { key: 'slots', icon: CalendarClock },
] as const;

/**
 * What a new visitor's home shows, rendered on the server (entry-server.tsx):
 * the slides, the departments and the rows everyone sees, at the prices of the
 * brand's default warehouse, and the week's flyer. The shopper's own row comes after mount.
 */
export const prefetchHomePage: PagePrefetch = async (args) => {
  // Every query settles before rendering: a failed one is left to the client, not half-fetched.
  await Promise.allSettled([
    args.queryClient.ensureQueryData(slidesQueryOptions('home')),
    args.queryClient.ensureQueryData(postsQueryOptions('volantino', FLYER_TEASER_QUERY)),
    import('../components/shop-window').then((m) => m.prefetchShopWindow(args)),
  ]);
};

/** The invitation to log in at the bottom of the home, for a visitor only. */
function LoginInvitation() {
  const { t } = useTranslation('home');
  const session = useSession();
  if (session.isAuthenticated) return null;
  return (
    <section aria-labelledby="home-login-title" className="mx-auto max-w-7xl px-4 pb-14 lg:px-6">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-secondary-dark px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 id="home-login-title" className="text-2xl font-extrabold">
            {t('loginTitle')}
          </h2>
          <p className="mt-2 max-w-xl text-white/90">{t('loginText')}</p>
        </div>
        <Button
          size="lg"
          className="bg-white text-secondary-dark hover:bg-white/90"
          onClick={() => openLoginDialog()}
        >
          <LogIn aria-hidden="true" />
          {t('loginCta')}
        </Button>
      </div>
    </section>
  );
}

/**
 * / (Home): the brand's landing and its shop window. `deliveryPromise` is the
 * logged-in shopper's next slot, composed in by the router (features/delivery).
 */
export function HomeRoute({ deliveryPromise }: { deliveryPromise?: ReactNode }) {
  const { t } = useTranslation('home');
  const { t: tBrand } = useTranslation('brand');
  const brand = useBrand();
  usePageTitle(tBrand('pageTitle', { brand: brand.name }));

  return (
    <>
      <section aria-labelledby="home-title" className="bg-primary-soft">
        {/* Short on every screen, so that the first offers show on the first one (390 × 844, 1280 × 800). */}
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-5 sm:py-8 md:grid-cols-[1.2fr_1fr] lg:px-6">
          <div>
            <p className="hidden rounded-full bg-white px-3 py-1 text-sm font-bold tracking-wide text-primary uppercase shadow-sm sm:inline-flex">
              {t('heroEyebrow')}
            </p>
            <h1
              id="home-title"
              className="text-3xl font-extrabold tracking-tight text-ink sm:mt-3 sm:text-5xl"
            >
              {brand.name}
            </h1>
            <HeroActions
              tagline={
                <p className="mt-2 max-w-xl text-base text-ink-muted sm:mt-3 sm:text-xl">
                  {tBrand('tagline')}
                </p>
              }
              deliveryPromise={deliveryPromise}
              perks={
                <ul
                  aria-label={t('perksLabel')}
                  className="mt-5 hidden gap-3 text-[0.9375rem] font-semibold text-ink sm:flex sm:flex-row sm:flex-wrap sm:gap-x-6"
                >
                  {perks.map(({ key, icon: Icon }) => (
                    <li key={key} className="flex items-center gap-2">
                      <Icon aria-hidden="true" className="size-5 text-secondary-dark" />
                      {t(`perks.${key}`)}
                    </li>
                  ))}
                </ul>
              }
            />
          </div>
          <HeroIllustration className="mx-auto hidden h-auto w-full max-w-64 text-ink md:block" />
        </div>
      </section>

      <ShopWindow banner={<HomeSlides />} />

      <section
        aria-labelledby="services-title"
        className="below-fold mx-auto max-w-7xl px-4 py-12 sm:py-16 lg:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="services-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
            {t('servicesTitle')}
          </h2>
          <Link
            to={HOME_DELIVERY_INFO_PATH}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline hover:text-primary-dark"
          >
            {t('homeDeliveryInfo')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3 sm:gap-6">
          {services.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-secondary-soft text-secondary-dark">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{t(`services.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`services.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <FlyerTeaser />

      <LoginInvitation />
    </>
  );
}
