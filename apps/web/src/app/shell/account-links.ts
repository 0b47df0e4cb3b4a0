import type { LucideIcon } from 'lucide-react';
import { Building2, IdCard, ListChecks, MapPin, Package, Ticket } from 'lucide-react';
import {
  ADDRESSES_PATH,
  PROFILE_UPDATE_PATH,
  GIFT_CERTIFICATES_PATH,
  LISTS_PATH,
  ORDERS_PATH,
  SHOP_AT_WORK_PATH,
} from '../../config/paths';

/**
 * The pages of the shopper's account, in the order the account menu and the
 * /profile side menu list them (issue 14).
 */
export interface AccountLink {
  path: string;
  /** Key in the shell's navbar texts. */
  labelKey:
    'myProfile' | 'myOrders' | 'myLists' | 'myAddresses' | 'shopAtWork' | 'giftCertificates';
  icon: LucideIcon;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: PROFILE_UPDATE_PATH, labelKey: 'myProfile', icon: IdCard },
  { path: ORDERS_PATH, labelKey: 'myOrders', icon: Package },
  { path: LISTS_PATH, labelKey: 'myLists', icon: ListChecks },
  { path: ADDRESSES_PATH, labelKey: 'myAddresses', icon: MapPin },
  { path: SHOP_AT_WORK_PATH, labelKey: 'shopAtWork', icon: Building2 },
  { path: GIFT_CERTIFICATES_PATH, labelKey: 'giftCertificates', icon: Ticket },
];
