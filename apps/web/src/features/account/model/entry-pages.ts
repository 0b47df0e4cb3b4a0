/** The page names the account's entry guards are keyed by (SPEC §2 Account). */
export const ENTRY_PAGES = {
  resetPasswordSent: 'ResetPasswordSent',
  resetPasswordCompleted: 'ResetPasswordCompleted',
  profileConfirmed: 'ProfileConfirmed',
} as const;
