import {
  APP_MANIFEST_TEXTS,
  DEEP_LINK_PATHS,
  OPEN_LINK_PARAM,
  OPEN_LINK_PATH,
  ORDERS_PAGE_PATH,
  urlSchemeOf,
} from '@spesa/domain';
import type { AndroidApp } from '../../config/env';
import type { BrandRow } from '../brands';
import {
  APP_ICON_SIZES,
  appIconUrl,
  MASKABLE_ICON_SIZES,
  shortcutIconUrl,
  SHORTCUT_ICON_SIZE,
} from './app-icons';

/** The web app's paths the shortcuts open (apps/web/src/config/paths.ts). */
export const SHORTCUT_PATHS = {
  search: '/search',
  // The shop has no cart page: the cart's full view is the checkout's review of it.
  cart: '/checkout',
  orders: ORDERS_PAGE_PATH,
} as const;

const brandText = (brand: BrandRow, key: string): string | undefined => brand.texts.brand?.[key];

/** A short name (a launcher shows about 12 characters under the icon): the brand's, else its name. */
const shortName = (brand: BrandRow): string => brandText(brand, 'shortName') ?? brand.name;

/**
 * The brand's web app manifest (issue 35, W3C Web Application Manifest): what a
 * browser needs to install the shop as an app of its own, with the brand's name,
 * colours and icons, and shortcuts to the search, the cart and the orders. Every
 * URL is relative to the manifest, so each brand domain installs itself.
 */
export function webAppManifest(brand: BrandRow, androidApp?: AndroidApp) {
  const png = 'image/png';
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand),
    description: brandText(brand, 'metaDescription') ?? APP_MANIFEST_TEXTS.description(brand.name),
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    display_override: ['standalone', 'minimal-ui'],
    // A phone is locked to portrait by the app itself (docs/rules/README.md: under 600 px);
    // a tablet turns freely.
    orientation: 'any',
    theme_color: brand.theme.primary,
    background_color: brand.theme.primary,
    categories: ['shopping', 'food'],
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconUrl(brand.brandId, 'icon', size),
        sizes: `${size}x${size}`,
        type: png,
        purpose: 'any',
      })),
      ...MASKABLE_ICON_SIZES.map((size) => ({
        src: appIconUrl(brand.brandId, 'maskable', size),
        sizes: `${size}x${size}`,
        type: png,
        purpose: 'maskable',
      })),
    ],
    shortcuts: (
      [
        ['search', APP_MANIFEST_TEXTS.searchName, APP_MANIFEST_TEXTS.searchDescription],
        ['cart', APP_MANIFEST_TEXTS.cartName, APP_MANIFEST_TEXTS.cartDescription],
        ['orders', APP_MANIFEST_TEXTS.ordersName, APP_MANIFEST_TEXTS.ordersDescription],
      ] as const
    ).map(([glyph, name, description]) => ({
      name,
      short_name: name,
      description,
      url: SHORTCUT_PATHS[glyph],
      icons: [
        {
          src: shortcutIconUrl(brand.brandId, glyph),
          sizes: `${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`,
          type: png,
        },
      ],
    })),
    // The installed app opens the brand's own links (web+mercato://prodotto/…) on its page
    // that maps them to the shop's paths.
    protocol_handlers: [
      { protocol: urlSchemeOf(brand.brandId), url: `${OPEN_LINK_PATH}?${OPEN_LINK_PARAM}=%s` },
    ],
    // The brand's store app, when there is one, is named but not preferred: the web app installs.
    ...(androidApp
      ? {
          related_applications: [
            {
              platform: 'play',
              id: androidApp.packageName,
              url: `https://play.google.com/store/apps/details?id=${androidApp.packageName}`,
            },
          ],
          prefer_related_applications: false,
        }
      : {}),
  };
}

/**
 * /.well-known/assetlinks.json (Digital Asset Links): the brand's domain lets its
 * Android app open its links. Which paths the app takes is in the app's intent
 * filters, which list DEEP_LINK_PATHS.
 */
export const assetLinks = (app: AndroidApp) => [
  {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: {
      namespace: 'android_app',
      package_name: app.packageName,
      sha256_cert_fingerprints: app.sha256Fingerprints,
    },
  },
];

/**
 * /.well-known/apple-app-site-association: the brand's iOS app opens the deep links
 * of DEEP_LINK_PATHS (docs/rules/shop-shell.md), the rest stays in Safari. Both forms
 * Apple reads: `components` (iOS 13 and later) and `paths` (before).
 */
export const appleAppSiteAssociation = (appIds: readonly string[]) => ({
  applinks: {
    apps: [],
    details: appIds.map((appId) => ({
      appIDs: [appId],
      components: DEEP_LINK_PATHS.map((path) => ({ '/': path })),
      appID: appId,
      paths: [...DEEP_LINK_PATHS],
    })),
  },
});
