import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { toInternalPath } from './shop-prefix';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path ('/login'), a '/shop/…' path, or an absolute URL. */
  to: string;
  /** Origins that count as this app besides the current one (the brand's canonical origin). */
  ownOrigins?: readonly string[];
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The link of the app: internal targets go through the router with the '/shop'
 * prefix stripped, other targets are plain anchors.
 */
export function AppLink({ to, ownOrigins = [], ref, ...props }: AppLinkProps) {
  const origins =
    typeof window === 'undefined' ? ownOrigins : [window.location.origin, ...ownOrigins];
  const internal = toInternalPath(to, origins);
  if (internal !== null) return <Link ref={ref} to={internal} {...props} />;
  return <a ref={ref} href={to} {...props} />;
}
