/**
 * Every path of the app (docs/rules/shop-shell.md), in one place: the router's definitions,
 * links, navigations and redirects all read them from here.
 */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';
export const SERVICE_DOWN_PATH = '/service-down';

export const CATEGORY_ROUTE = '/category/*';
export const categoryPath = (category: { slug: string }): string => `/category/${category.slug}`;
export const PRODUCT_ROUTE = '/product/:slug';
export const productPath = (product: { slug: string }): string => `/product/${product.slug}`;
export const SEARCH_PATH = '/search';
export const FAST_SEARCH_PATH = '/fast-search';
export const searchPath = (q: string): string =>
  `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;

export const ADDRESSES_PATH = '/profile/addresses';
export const ADDRESS_NEW_PATH = `${ADDRESSES_PATH}/manage`;
export const ADDRESS_MANAGE_ROUTE = `${ADDRESS_NEW_PATH}/:addressId?`;
export const addressEditPath = (addressId: number): string => `${ADDRESS_NEW_PATH}/${addressId}`;
export const USER_BOARD_PATH = '/profile/dashboard';
/** docs/rules/shop-shell.md: MyOrders and, at :orderId, Order (deep link /profile/orders/{orderId}). */
export const ORDERS_PATH = '/profile/orders';
export const ORDER_ROUTE = `${ORDERS_PATH}/:orderId`;
export const orderPath = (orderId: number): string => `${ORDERS_PATH}/${orderId}`;
/** docs/rules/account.md Lists: 'Le mie liste', Preferiti's page and a list's page (deep link /profile/lists/{listId}). */
export const LISTS_PATH = '/profile/lists';
export const FAVOURITES_PATH = `${LISTS_PATH}/favourites`;
export const LIST_ROUTE = `${LISTS_PATH}/:listId`;
export const listPath = (listId: number): string => `${LISTS_PATH}/${listId}`;
/** The shopper's gift certificates and loyalty points ('Buoni e punti'). */
export const GIFT_CERTIFICATES_PATH = '/profile/gift-certificates';
/** Shop at work: the shopper enters their company's code to collect their shopping there. */
export const SHOP_AT_WORK_PATH = '/profile/shop-at-work';

export const CHECKOUT_PATH = '/checkout';
export const PAYMENT_PATH = '/payment';
export const PAYMENT_COMPLETED_ROUTE = '/cart/payment-completed/:orderId';
export const paymentCompletedPath = (orderId: number): string =>
  `/cart/payment-completed/${orderId}`;
export const PAYMENT_ERROR_ROUTE = '/cart/payment-error/:orderId';
export const paymentErrorPath = (orderId: number): string => `/cart/payment-error/${orderId}`;
/** The terms of sale the checkout asks to accept (a static page). */
export const TERMS_OF_SALE_PATH = '/page/condizioni-di-vendita';

export const FORGOT_PASSWORD_PATH = '/reset-password-request';
export const RESET_PASSWORD_SENT_PATH = '/reset-password-sent';
/** The reset mail's link: ?token=…&login=… (also under /registration, the same screen). */
export const RESET_PASSWORD_PATH = '/reset-password';
export const REGISTRATION_RESET_PASSWORD_PATH = '/registration/reset-password';
export const RESET_PASSWORD_COMPLETED_PATH = '/reset-password-completed';
/** docs/rules/account.md Authenticated area: profile-update (breadcrumb 'Il mio profilo') and profile-confirmed. */
export const PROFILE_UPDATE_PATH = '/profile/profile-update';
export const PROFILE_CONFIRMED_PATH = '/profile/profile-confirmed';
/** The link mailed to a new e-mail address: ?token=… confirms it. */
export const UPDATE_EMAIL_PATH = '/update-email';
export const REGISTRATION_PATH = '/registration-user';
/** docs/rules/shop-shell.md registration: check-your-mail, the mailed link, and the two "confirmed, log in" pages. */
export const REGISTRATION_COMPLETED_PATH = '/registration-completed';
export const REGISTRATION_CONFIRM_LINK_PATH = '/registration/confirm';
export const REGISTRATION_CONFIRMED_PATH = '/registration-confirm';
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';
export const HOME_DELIVERY_INFO_PATH = '/page/consegna-a-casa';
/** Social login (docs/rules/shop-shell.md): where the provider's callback hands over, and the page linking an existing account. */
export const SOCIAL_LOGIN_PATH = '/social-login';
export const SOCIAL_LINK_PATH = '/social-login/link';

/** The store's console (issue 16): single-sign-on staff only (docs/rules/shop-shell.md admin routes). */
export const ADMIN_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/accesso';
export const ADMIN_ORDER_ROUTE = '/admin/ordini/:orderId';
export const ADMIN_KEYS_PATH = '/admin/chiavi';
export const ADMIN_IMPORTS_PATH = '/admin/importazioni';
export const ADMIN_CALENDAR_PATH = '/admin/calendario';
export const ADMIN_OFFERS_PATH = '/admin/offerte';
export const ADMIN_PRODUCTS_PATH = '/admin/prodotti';
export const ADMIN_PRODUCT_ROUTE = '/admin/prodotti/:productId';
export const adminProductPath = (productId: number): string => `/admin/prodotti/${productId}`;
export const ADMIN_CHANGES_PATH = '/admin/registro';
export const adminOrderPath = (orderId: number): string => `/admin/ordini/${orderId}`;

/** Old '/shop/…' links land on the same page without the prefix (docs/rules/shop-shell.md). */
export const SHOP_PREFIX = '/shop';

/** Content pages (docs/rules/content.md Home and content). */
export const PAGE_ROUTE = '/page/:pageName';
export const pagePath = (slug: string): string => `/page/${slug}`;
export const FAQ_PATH = '/faq';
export const FAQ_CATEGORY_ROUTE = '/faq/:categoryName';
export const faqCategoryPath = (slug: string): string => `/faq/${slug}`;
export const FLYERS_PATH = '/volantini';
export const FLYER_ROUTE = '/volantini/:volantino';
export const flyerPath = (slug: string): string => `/volantini/${slug}`;
export const AWARDS_PATH = '/vantaggi';
export const CUSTOMER_SERVICE_PATH = '/servizio-clienti';
export const COOKIE_POLICY_PATH = '/page/cookie-policy';
export const PRIVACY_PATH = '/page/privacy';

/** Forced reloads (the app's resume and restart) skip the cart's and the payment's pages (docs/rules/checkout-and-payment.md). */
export const NO_FORCED_RELOAD_PATH_PREFIXES: readonly string[] = ['/cart/', PAYMENT_PATH];
export const isForcedReloadExcluded = (pathname: string): boolean =>
  NO_FORCED_RELOAD_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
