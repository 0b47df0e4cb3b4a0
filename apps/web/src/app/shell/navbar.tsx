import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, Menu, ShoppingCart, UserRound } from 'lucide-react';
import type { Session } from '../../lib/session';
import { Badge, Skeleton, cn } from '../../ui';
import { serverRenderedLazy } from '../../lib/navigation';
import { NavbarSearch } from '../../features/catalog';
import type { AccountMenuProps } from './account-menu';
import { BrandLogo } from './brand-logo';

const ACCOUNT_SKELETON = <Skeleton className="mx-1 h-10 w-12 sm:w-28" />;

const AccountMenu = serverRenderedLazy<AccountMenuProps>(
  () => import('./account-menu').then((module) => ({ default: module.AccountMenu })),
  ACCOUNT_SKELETON,
);

/**
 * A logged-in shopper's server-rendered header holds the account menu: loaded before
 * the page is rendered and before it hydrates (entry-server.tsx, app/boot.tsx), so that
 * the menu's button hydrates in place. Left to a Suspense boundary, it was rendered
 * afresh after hydration, and a tap on it in between was lost.
 */
export const preloadAccountMenu = AccountMenu.preload;

export interface NavbarProps {
  session: Session;
  /** The session is known (auth/test answered). */
  isReady: boolean;
  badgeCount: number;
  badgeText: string;
  onOpenCategories: () => void;
  onOpenLinks: () => void;
  onOpenCart: () => void;
  onLogin: () => void;
  onLogout: () => void;
  /** Where the delivery choice (address and timeslot) will sit. */
  deliverySlot?: ReactNode;
  /**
   * The delivery choice as a strip under the bar: on phones, and from 2xl up where
   * the bar's centre holds the search box (catalog's SEARCH_IN_BAR, 1536 px).
   */
  deliveryRow?: ReactNode;
}

const navButton =
  'relative inline-flex min-h-12 min-w-12 shrink-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-1.5 text-ink transition-colors hover:bg-surface-muted hover:text-primary sm:flex-row sm:gap-2 sm:px-3 [&_svg]:size-6';
const caption = 'text-[0.6875rem] leading-none font-semibold sm:text-[0.9375rem]';

/**
 * The top navbar (docs/rules/shop-shell.md App shell). Memoised: the shell re-renders for its drawers
 * and dialogs, the navbar only when the shopper, the badge or its handlers change.
 */
export const Navbar = memo(function Navbar({
  session,
  isReady,
  badgeCount,
  badgeText,
  onOpenCategories,
  onOpenLinks,
  onOpenCart,
  onLogin,
  onLogout,
  deliverySlot,
  deliveryRow,
}: NavbarProps) {
  const { t } = useTranslation('shell');
  const firstName = session.user.firstName?.trim() || session.user.login || '';
  // The open account menu mounts inside the header's landmark, not loose in the body.
  const [header, setHeader] = useState<HTMLElement | null>(null);

  return (
    // With the text at 200 % on a phone the bar fills half the screen: it scrolls away with the page.
    <header
      ref={setHeader}
      className="sticky top-0 z-30 border-t-4 @max-2xs/page:static border-primary bg-white/95 shadow-[0_1px_0_var(--color-line),0_4px_16px_-12px_rgb(0_0_0/0.25)] backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <nav
        aria-label={t('navbar.label')}
        className="mx-auto flex min-h-14 max-w-7xl items-center @max-2xs/page:flex-wrap gap-1 px-2 sm:min-h-20 sm:gap-2 sm:px-4 lg:px-6"
      >
        <button
          type="button"
          onClick={onOpenCategories}
          className={navButton}
          aria-haspopup="dialog"
        >
          <Menu aria-hidden="true" />
          <span className={caption}>{t('navbar.openCategories')}</span>
        </button>

        <BrandLogo className="ml-1 sm:ml-2 @max-2xs/page:grow @max-2xs/page:basis-0" />
        <NavbarSearch placement="bar" />

        <div
          className="hidden min-w-0 flex-1 justify-center md:flex 2xl:hidden"
          data-slot="delivery"
        >
          {deliverySlot}
        </div>
        {/* With the text at 200 % on a narrow phone the bar wraps (WCAG 1.4.10): these buttons keep together, at the right. */}
        <div className="ml-auto flex max-w-full shrink-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
          <button type="button" onClick={onOpenLinks} className={navButton} aria-haspopup="dialog">
            <LayoutGrid aria-hidden="true" />
            <span className={caption}>{t('navbar.openLinks')}</span>
          </button>

          {!isReady ? (
            ACCOUNT_SKELETON
          ) : session.isAuthenticated ? (
            <AccountMenu
              firstName={firstName}
              container={header}
              onLogout={onLogout}
              triggerClassName={navButton}
              captionClassName={caption}
            />
          ) : (
            <button type="button" onClick={onLogin} className={navButton} aria-haspopup="dialog">
              <UserRound aria-hidden="true" />
              <span className={caption}>{t('navbar.login')}</span>
            </button>
          )}

          <button
            type="button"
            onClick={onOpenCart}
            className={cn(
              navButton,
              'sm:bg-primary sm:text-white sm:hover:bg-primary-dark sm:hover:text-white',
            )}
            aria-haspopup="dialog"
            aria-label={t('navbar.cartCount', { count: badgeCount })}
          >
            {/* First in the document, and apart from the count by a space: the name («Carrello, 3 prodotti») holds the words read on it («Carrello 3») in order. */}
            <span className={cn(caption, 'order-last')}>{t('navbar.cart')}</span>{' '}
            <span className="relative">
              <ShoppingCart aria-hidden="true" />
              {badgeCount > 0 ? (
                <Badge
                  aria-hidden="true"
                  className="absolute -top-2 -right-2.5 ring-2 ring-white sm:ring-primary text-nowrap"
                >
                  {badgeText}
                </Badge>
              ) : null}
            </span>
          </button>
        </div>
      </nav>
      <NavbarSearch placement="row" />
      {deliveryRow ? (
        <div className="border-t border-line md:hidden 2xl:block">
          <div className="mx-auto max-w-7xl sm:px-2.5 lg:px-4.5">{deliveryRow}</div>
        </div>
      ) : null}
    </header>
  );
});
