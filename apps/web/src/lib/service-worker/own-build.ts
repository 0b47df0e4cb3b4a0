import { BUILD_META_NAME } from '@spesa/domain/api/page-render';

/** The web build this page was served from (the server's meta tag); null in development. */
export function ownBuild(): string | null {
  if (typeof document === 'undefined') return null;
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null
  );
}
