import { z } from 'zod';

export const ANONYMOUS_USER_ID = -1;

export const UserSchema = z.object({
  /** -1 when nobody is logged in (docs/rules/account.md User). */
  userId: z.number().int(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.object({ userTypeId: z.string() }),
  /** '1' marks a beta tester (docs/rules/account.md Session). */
  betaTester: z.enum(['0', '1']),
  hasFavorites: z.boolean(),
  profile: z.object({ level: z.number().int() }),
  legals: z.array(z.object({ legalId: z.number().int() })),
  defaultStoreAddressId: z.number().int().nullable(),
  defaultDeliveryAddressId: z.number().int().nullable(),
  fidelityCard: z.string().nullable(),
  /** Set when the user logged in through single sign-on (admin routes need it). */
  ssoUser: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const anonymousUser = (): User => ({
  userId: ANONYMOUS_USER_ID,
  login: null,
  email: null,
  firstName: null,
  lastName: null,
  userType: { userTypeId: '0' },
  betaTester: '0',
  hasFavorites: false,
  profile: { level: 0 },
  legals: [],
  defaultStoreAddressId: null,
  defaultDeliveryAddressId: null,
  fidelityCard: null,
  ssoUser: false,
});

/** docs/rules/account.md Session: authenticated means userId above -1. */
export const isAuthenticated = (user: Pick<User, 'userId'> | null | undefined): boolean =>
  !!user && user.userId > ANONYMOUS_USER_ID;

/** docs/rules/account.md: master accounts have userTypeId '1' or '2'. */
export const isMasterAccount = (user: Pick<User, 'userType'>): boolean =>
  user.userType.userTypeId === '1' || user.userType.userTypeId === '2';

export const isBetaTester = (user: Pick<User, 'betaTester'>): boolean => user.betaTester === '1';
