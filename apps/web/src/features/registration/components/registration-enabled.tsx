import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { HOME_PATH } from '../../../config/paths';

/** docs/rules/account.md tenant flag `registration`: a brand without it has none of these pages. */
export function RegistrationEnabled({ children }: { children: ReactNode }) {
  const brand = useBrand();
  if (!brand.flags.registration) return <Navigate to={HOME_PATH} replace />;
  return children;
}
