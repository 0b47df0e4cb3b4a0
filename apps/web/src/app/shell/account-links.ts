import type { LucideIcon } from 'lucide-react';
import { MapPin, Package } from 'lucide-react';
import { ADDRESSES_PATH, ORDERS_PATH } from '../../config/paths';

/**
 * The pages of the shopper's account, in the order the account menu and the
 * /profile side menu list them (issue 14). Pages not built yet ('Il mio
 * profilo', 'Le mie liste', 'Buoni e punti') are left out, not linked dead.
 */
export interface AccountLink {
  path: string;
  /** Key in the shell's navbar texts. */
  labelKey: 'myOrders' | 'myAddresses';
  icon: LucideIcon;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: ORDERS_PATH, labelKey: 'myOrders', icon: Package },
  { path: ADDRESSES_PATH, labelKey: 'myAddresses', icon: MapPin },
];
