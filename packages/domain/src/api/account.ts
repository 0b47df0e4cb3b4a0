import { z } from 'zod';
import {
  dateRule,
  emailRule,
  exactLengthRule,
  fiscalCodeRule,
  isBlank,
  italianDateToIso,
  lettersOnlyRule,
  numbersOnlyRule,
  passwordRule,
  phoneRule,
  requiredRule,
  ruleField,
  shopperIssue,
  type FieldRule,
} from '../validators';
import { BillingDataResponseSchema } from './invoice';
import { ACCOUNT_MESSAGES } from '../texts/account';
import { LOGIN_MESSAGES } from '../texts/validators';

/*
 * The account calls of docs/rules/account.md Registration and user that are not the
 * registration itself: password reset, profile, e-mail and username change,
 * password change, deletion (user_anonymize) and the data export. The same
 * schemas validate the web's forms and the API's input, so both name the same
 * field with the same Italian message.
 */

/** An order that keeps its account from being deleted (accountDeletionEffect 'refuse'). */
export interface OrderInCharge {
  orderId: number;
  /** YYYY-MM-DD */
  deliveryDate: string;
  orderStatusId: number;
}

/** How long a mailed password-reset or e-mail-change link stays valid. */
export const ACCOUNT_TOKEN_MINUTES = 60;

const characterCount = (value: string) => [...value].length;

/** A length limit with a message the shopper reads (a 10,000-character name is refused by name). */
export const maxCharactersRule =
  (max: number): FieldRule =>
  (value) =>
    isBlank(value) || characterCount(value) <= max
      ? true
      : `Il campo può contenere al massimo ${max} caratteri`;

const optionalField = (...rules: FieldRule[]) =>
  ruleField(...rules)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()));

/** A person's names: required, of reasonable length. */
const nameField = ruleField(requiredRule(), maxCharactersRule(100)).transform((v) => v.trim());

export const accountEmailField = ruleField(
  requiredRule(),
  emailRule(),
  maxCharactersRule(320),
).transform((v) => v.trim().toLowerCase());

/** New passwords follow docs/rules/account.md Password (at least 6 characters); 200 keeps argon2 bounded. */
export const accountNewPasswordField = ruleField(
  requiredRule(),
  passwordRule(),
  maxCharactersRule(200),
);

/*
 * docs/rules/account.md: minimum profile level 2 before buying. Level 1: an account (name
 * and e-mail); level 2: names and a telephone number the courier or the store
 * can call (decision 022).
 */
export const MIN_PROFILE_LEVEL = 2;

/** The checkout's refusal of a profile below the minimum: the web links it to the profile. */
export const PROFILE_INCOMPLETE_CODE = 'checkout.profile_incomplete';

export const profileLevelOf = (person: {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}): number =>
  isBlank(person.firstName) || isBlank(person.lastName) || isBlank(person.phone) ? 1 : 2;

// ——— Password reset ———

/** GET password_reset_token_request: the answer is the same whether the account exists or not. */
export const PasswordResetRequestQuerySchema = z.object({
  e_mail: accountEmailField,
  fiscal_code: optionalField(fiscalCodeRule(), maxCharactersRule(16)).transform((v) =>
    v === null ? null : v.toUpperCase(),
  ),
  login: z.string().max(320).optional(),
});
export type PasswordResetRequestQuery = z.input<typeof PasswordResetRequestQuerySchema>;

const tokenField = ruleField(requiredRule()).pipe(z.string().max(200));

/** GET password_reset_token_check: the token of the link and the account it names. */
export const PasswordResetTokenCheckQuerySchema = z.object({
  reset_token: tokenField,
  login: ruleField(requiredRule()).pipe(z.string().max(320)),
});
export type PasswordResetTokenCheckQuery = z.input<typeof PasswordResetTokenCheckQuerySchema>;

/** GET password_reset: sets the new password with the token of the link. */
export const PasswordResetQuerySchema = PasswordResetTokenCheckQuerySchema.extend({
  e_mail: z.string().max(320).optional(),
  password: accountNewPasswordField,
});
export type PasswordResetQuery = z.input<typeof PasswordResetQuerySchema>;

/** The new-password form of /reset-password: the password twice. */
export const NewPasswordFormSchema = z
  .object({ password: accountNewPasswordField, confirmPassword: z.string() })
  .superRefine((data, ctx) => {
    if (data.password !== data.confirmPassword)
      ctx.addIssue(shopperIssue(ACCOUNT_MESSAGES.passwordConfirm, ['confirmPassword']));
  });
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;

export const PasswordResetRequestFormSchema = z.object({
  email: accountEmailField,
  fiscalCode: ruleField(fiscalCodeRule()).optional(),
});
export type PasswordResetRequestFormValues = z.input<typeof PasswordResetRequestFormSchema>;

// ——— Profile ———

/** The person as user_detail answers it (docs/rules/account.md User: detail, contact, username, e-mail, fiscal code). */
export const PersonDetailSchema = z.object({
  userId: z.number().int(),
  /** The username: the login name, the e-mail unless changed. */
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  birthDate: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  address1: z.string().nullable(),
  addressNumber: z.string().nullable(),
  postalcode: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  profile: z.object({ level: z.number().int() }),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

/** POST update_user_detail: names, birth date (gg/mm/aaaa), fiscal code, address and, if sent, telephone. */
export const UserDetailFormSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  /** Absent: left as it is (the profile page saves it with update_contact); empty: removed. */
  phone: ruleField(phoneRule(), maxCharactersRule(30))
    .optional()
    .transform((v) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim())),
  birthDate: optionalField(dateRule()).transform((v) => (v === null ? null : italianDateToIso(v))),
  fiscalCode: optionalField(fiscalCodeRule(), maxCharactersRule(16)).transform((v) =>
    v === null ? null : v.toUpperCase(),
  ),
  address1: optionalField(maxCharactersRule(200)),
  addressNumber: optionalField(maxCharactersRule(20)),
  postalcode: optionalField(numbersOnlyRule(), exactLengthRule(5)),
  city: optionalField(maxCharactersRule(100)),
  province: optionalField(lettersOnlyRule(), exactLengthRule(2)).transform((v) =>
    v === null ? null : v.toUpperCase(),
  ),
});
export type UserDetailFormValues = z.input<typeof UserDetailFormSchema>;
export type UserDetailUpdate = z.output<typeof UserDetailFormSchema>;

/** POST update_contact: the telephone number (required: level 2 needs it). */
export const ContactFormSchema = z.object({
  phone: ruleField(requiredRule(), phoneRule(), maxCharactersRule(30)).transform((v) => v.trim()),
});
export type ContactFormValues = z.input<typeof ContactFormSchema>;

/**
 * The account's password, as the deletion and the change of e-mail ask it
 * (docs/rules/account.md Login's message when empty).
 */
const currentPasswordField = () => ruleField(requiredRule(LOGIN_MESSAGES.passwordRequired));

/**
 * GET update_email_request: the password too, as update_password asks the old
 * one, so a session left open or stolen cannot move the account to another
 * mailbox (and with it every password reset).
 */
export const UpdateEmailRequestQuerySchema = z.object({
  new_email: accountEmailField,
  password: currentPasswordField().pipe(z.string().max(1024)),
});
/** GET update_email: the token of the link mailed to the new address. */
export const UpdateEmailQuerySchema = z.object({ token: tokenField });

const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,60}$/;
export const usernameRule: FieldRule = (value) =>
  isBlank(value) || USERNAME_PATTERN.test(value.trim()) ? true : ACCOUNT_MESSAGES.usernameFormat;

/** POST update_username?username=: unique in the brand (decision 022). */
export const UpdateUsernameQuerySchema = z.object({
  username: ruleField(requiredRule(), usernameRule).transform((v) => v.trim()),
});

/** GET update_password: the old password is required. */
export const UpdatePasswordQuerySchema = z.object({
  old_password: ruleField(requiredRule()).pipe(z.string().max(1024)),
  new_password: accountNewPasswordField,
});

export const ChangePasswordFormSchema = z
  .object({
    oldPassword: ruleField(requiredRule()),
    newPassword: accountNewPasswordField,
    confirmPassword: z.string(),
  })
  .superRefine((data, ctx) => {
    if (data.newPassword !== data.confirmPassword)
      ctx.addIssue(shopperIssue(ACCOUNT_MESSAGES.passwordConfirm, ['confirmPassword']));
  });
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;

export const ChangeEmailFormSchema = z.object({
  newEmail: accountEmailField,
  password: currentPasswordField(),
});
export type ChangeEmailFormValues = z.input<typeof ChangeEmailFormSchema>;
export const ChangeUsernameFormSchema = z.object({
  username: ruleField(requiredRule(), usernameRule),
});
export type ChangeUsernameFormValues = z.input<typeof ChangeUsernameFormSchema>;

/** GET user_anonymize: the password confirms that the person at the keyboard owns the account. */
export const UserAnonymizeQuerySchema = z.object({
  password: currentPasswordField().pipe(z.string().max(1024)),
});
export type UserAnonymizeQuery = z.input<typeof UserAnonymizeQuerySchema>;

/** The deletion dialog's form. */
export const DeleteAccountFormSchema = z.object({ password: currentPasswordField() });
export type DeleteAccountFormValues = z.input<typeof DeleteAccountFormSchema>;

/** data of GET registration/user_detail: the person and the invoice data. */
export const UserDetailResponseSchema = BillingDataResponseSchema.extend({
  person: PersonDetailSchema,
});
export type UserDetailResponse = z.infer<typeof UserDetailResponseSchema>;

/** data of the profile calls that change the person: the person as saved. */
export const PersonResponseSchema = z.object({ person: PersonDetailSchema });
export type PersonResponse = z.infer<typeof PersonResponseSchema>;

export const EmptyAccountResponseSchema = z.object({});

export const PasswordResetCheckResponseSchema = z.object({
  valid: z.literal(true),
  login: z.string(),
});

// ——— Data export (GDPR art. 20) ———

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET user_export: everything the shop holds about the person, as one JSON document. */
export const UserExportSchema = z.object({
  exportedAt: z.string(),
  brand: z.string(),
  person: PersonDetailSchema.extend({
    createdAt: z.string(),
    emailConfirmedAt: z.string().nullable(),
  }),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  addresses: rows,
  consents: rows,
  socialLogins: rows,
  orders: rows,
  orderNotes: rows,
  giftCertificates: rows,
  loyaltyPoints: rows,
  purchasedProducts: rows,
  savedCards: rows,
  shopAtWork: rows,
  contactRequests: rows,
  sessions: rows,
  /** The person's lists with their items and whom each is shared with (docs/rules/lists.md). */
  lists: rows,
  /** The lists other people share with the person: name and grant, not the owner's items. */
  listsSharedWithMe: rows,
  /** The devices registered for push notifications: platform, model, when (decision 035). */
  pushDevices: rows,
});
export type UserExport = z.infer<typeof UserExportSchema>;
