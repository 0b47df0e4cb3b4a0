import { redirect, type LoaderFunction } from 'react-router';
import { isAuthenticated, type User } from '@spesa/domain';
import { USER_BOARD_PATH } from '../../config/paths';

/** The account pages of SPEC §2 that have an entry guard, by route name. */
export type AccountPageName =
  | 'RegistrationUser'
  | 'RegistrationCompleted'
  | 'RegistrationConfirmLink'
  | 'RegistrationConfirmed'
  | 'EmailConfirmed';

interface EntryRule {
  /** Where a logged-in shopper goes instead; absent: logged-in shoppers may enter. */
  loggedInTo?: string;
}

/**
 * SPEC §2 "each has an entry guard keyed by page name": signing up is for
 * visitors (a logged-in shopper goes to the account); the confirmation pages
 * let anyone in, since a link may be opened in a browser already logged in.
 * The brand's registration flag is checked by the pages (RegistrationEnabled).
 */
export const ACCOUNT_PAGE_RULES: Record<AccountPageName, EntryRule> = {
  RegistrationUser: { loggedInTo: USER_BOARD_PATH },
  RegistrationCompleted: { loggedInTo: USER_BOARD_PATH },
  RegistrationConfirmLink: {},
  RegistrationConfirmed: {},
  EmailConfirmed: {},
};

/** The loader of the page `page`; `resolveUser` is the app's guard user (features/auth). */
export const accountPageGuard =
  (page: AccountPageName, resolveUser: () => Promise<User | null>): LoaderFunction =>
  async () => {
    const rule = ACCOUNT_PAGE_RULES[page];
    if (rule.loggedInTo && isAuthenticated(await resolveUser())) throw redirect(rule.loggedInTo);
    return null;
  };
