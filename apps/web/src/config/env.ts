/**
 * The one place that reads the build environment (docs/architecture.md#configuration). Nothing else
 * touches import.meta.env.
 */
export const env = {
  /** True in the Vite dev server: the brand is then fetched, not injected. */
  isDev: import.meta.env.DEV,
  /** The client kind sent in X-Ebsn-Client. This build is the web storefront, never the native app. */
  client: 'web' as const,
};
