import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { House, ListChecks, Package, ShoppingCart, Store } from 'lucide-react';
import { HOME_PATH, LISTS_PATH, ORDERS_PATH } from '../../config/paths';
import { openLoginDialog } from '../../lib/session';
import { Badge, cn } from '../../ui';
import { BOTTOM_BAR_SPACE_VAR } from './bottom-bar-space';

export interface BottomBarProps {
  isAuthenticated: boolean;
  /** The navbar's cart count and its text ('99+'). */
  badgeCount: number;
  badgeText: string;
  onOpenCategories: () => void;
  onOpenCart: () => void;
}

/** Where the categories drawer's products are: the current item when the shopper is there. */
const PRODUCT_PATH_PREFIXES = ['/category/', '/product/'];

const item =
  'relative flex min-h-14 w-full cursor-pointer flex-col items-center justify-center gap-1 px-1 pt-1.5 pb-1 text-ink-muted transition-colors hover:text-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary [&_svg]:size-6';
const current =
  'text-primary before:absolute before:inset-x-3 before:top-0 before:h-0.5 before:rounded-full before:bg-primary';
const caption = 'text-[0.6875rem] leading-none font-semibold';

/** Keeps BOTTOM_BAR_SPACE_VAR at the bar's height (0 when hidden from sm up). */
function useBottomBarSpace() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BOTTOM_BAR_SPACE_VAR, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_SPACE_VAR);
    };
  }, []);
}

function AccountItem({
  to,
  icon,
  label,
  isAuthenticated,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  isAuthenticated: boolean;
}) {
  // A logged-out shopper logs in first and then lands there (the page is for logged-in shoppers).
  const onClick = (event: MouseEvent) => {
    if (isAuthenticated) return;
    event.preventDefault();
    openLoginDialog({ redirectTo: to });
  };
  return (
    <NavLink to={to} onClick={onClick} className={({ isActive }) => cn(item, isActive && current)}>
      {icon}
      <span className={caption}>{label}</span>
    </NavLink>
  );
}

/**
 * The bottom bar of the app at extra-small width (docs/rules/shop-shell.md App shell): home,
 * orders, products (the categories drawer), the cart with its count, lists. The shell
 * renders it in the installed app only; from sm up it is hidden.
 */
export function BottomBar({
  isAuthenticated,
  badgeCount,
  badgeText,
  onOpenCategories,
  onOpenCart,
}: BottomBarProps) {
  const { t } = useTranslation('app');
  const { t: tShell } = useTranslation('shell');
  const { pathname } = useLocation();
  const space = useBottomBarSpace();
  const inProducts = PRODUCT_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

  return (
    <nav
      ref={space}
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-12px_rgb(0_0_0/0.25)] sm:hidden"
    >
      <ul className="grid grid-cols-5">
        <li>
          <NavLink to={HOME_PATH} end className={({ isActive }) => cn(item, isActive && current)}>
            <House aria-hidden="true" />
            <span className={caption}>{t('bottomBar.home')}</span>
          </NavLink>
        </li>
        <li>
          <AccountItem
            to={ORDERS_PATH}
            icon={<Package aria-hidden="true" />}
            label={t('bottomBar.orders')}
            isAuthenticated={isAuthenticated}
          />
        </li>
        <li>
          <button
            type="button"
            onClick={onOpenCategories}
            aria-haspopup="dialog"
            aria-current={inProducts ? 'page' : undefined}
            className={cn(item, inProducts && current)}
          >
            <Store aria-hidden="true" />
            <span className={caption}>{t('bottomBar.products')}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={onOpenCart}
            aria-haspopup="dialog"
            aria-label={tShell('navbar.cartCount', { count: badgeCount })}
            className={item}
          >
            {/* First in the document and apart from the count, as the navbar's: the name holds the words read on it in order. */}
            <span className={cn(caption, 'order-last')}>{t('bottomBar.cart')}</span>{' '}
            <span className="relative">
              <ShoppingCart aria-hidden="true" />
              {badgeCount > 0 ? (
                <Badge
                  aria-hidden="true"
                  data-testid="bottom-bar-badge"
                  className="absolute -top-2 -right-2.5 ring-2 ring-white text-nowrap"
                >
                  {badgeText}
                </Badge>
              ) : null}
            </span>
          </button>
        </li>
        <li>
          <AccountItem
            to={LISTS_PATH}
            icon={<ListChecks aria-hidden="true" />}
            label={t('bottomBar.lists')}
            isAuthenticated={isAuthenticated}
          />
        </li>
      </ul>
    </nav>
  );
}
