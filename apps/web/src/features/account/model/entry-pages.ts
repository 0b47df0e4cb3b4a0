/** The page names the account's entry guards are keyed by (docs/rules/account.md Account). */
export const ENTRY_PAGES = {
  resetPasswordSent: 'ResetPasswordSent',
  resetPasswordCompleted: 'ResetPasswordCompleted',
  profileConfirmed: 'ProfileConfirmed',
} as const;
