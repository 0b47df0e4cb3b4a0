import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogIn, ShoppingCart, UserPlus } from 'lucide-react';
import { REGISTRATION_PATH } from '../../../config/paths';
import { openCartDrawer, useCart } from '../../../lib/cart';
import { openLoginDialog, useSession } from '../../../lib/session';
import { useBrand } from '../../../lib/brand';
import { Button } from '../../../ui';

/**
 * The hero's welcome for a logged-in shopper (the cart and the delivery promise), or
 * login, registration and what the shop offers (`perks`) for a visitor: the only part
 * of the home that follows the session, so that the session's arrival re-renders it
 * and not the whole home. A shopper who knows the shop gets the offers higher instead.
 */
export function HeroActions({
  deliveryPromise,
  perks,
  tagline,
}: {
  deliveryPromise?: ReactNode;
  perks?: ReactNode;
  /** The brand's line, for a visitor: a shopper's welcome takes its place, and its height. */
  tagline?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const session = useSession();
  const cart = useCart({ enabled: session.isAuthenticated });
  const firstName = session.user.firstName?.trim();
  // Only a cart with something in it is a shopping to take up again; the greeting is
  // the same for everyone, and no gender is assumed.
  const resuming = (cart.data?.cartItems.length ?? 0) > 0;
  return session.isAuthenticated ? (
    <div className="mt-3 max-w-2xl rounded-2xl border border-line bg-white p-4 shadow-sm sm:mt-5 sm:p-5">
      <p className="text-lg font-bold text-ink sm:text-xl">
        {t('welcome', { name: firstName || brand.name })}
      </p>
      <p className="mt-1 text-ink-muted">{t(resuming ? 'welcomeResume' : 'welcomeStart')}</p>
      {/* Side by side where they fit: the welcome stays short. */}
      <div className="sm:flex sm:flex-wrap sm:items-start sm:gap-x-3">
        <Button size="lg" className="mt-3 sm:mt-4" onClick={openCartDrawer}>
          <ShoppingCart aria-hidden="true" />
          {t('openCart')}
        </Button>
        {deliveryPromise}
      </div>
    </div>
  ) : (
    <>
      {tagline}
      <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
        <Button size="lg" onClick={() => openLoginDialog()}>
          <LogIn aria-hidden="true" />
          {t('loginCta')}
        </Button>
        {brand.flags.registration ? (
          <Button asChild size="lg" variant="outline">
            <Link to={REGISTRATION_PATH}>
              <UserPlus aria-hidden="true" />
              {t('registerCta')}
            </Link>
          </Button>
        ) : null}
      </div>
      {perks}
    </>
  );
}
