import { z } from 'zod';
import { DbIdSchema, QueryIdSchema } from './ids';
import { DISCLAIMER_DEFAULTS } from '../constants';
import {
  dateRule,
  emailRule,
  exactLengthRule,
  fiscalCodeRule,
  italianDateToIso,
  isBlank,
  lettersOnlyRule,
  loyaltyCardCheckDigitRule,
  numbersOnlyRule,
  passwordRule,
  phoneRule,
  requiredRule,
  ruleField,
  shopperIssue,
  type FieldRule,
} from '../validators';
import { REGISTRATION_MESSAGES } from '../texts/account';
import { VALIDATION_MESSAGES } from '../texts/validators';

/*
 * Registration (docs/rules/account.md Registration fields, Registration, Registration
 * and user) and consents (docs/rules/account.md Disclaimers, Other user data). The same
 * schema validates the form on the web and the body of register_user on the
 * API, so both show the same Italian message under the same field.
 */

/** The printed card's prefix and length (EAN-13) of the brands' loyalty cards. */
export const LOYALTY_CARD = { prefix: '250', length: 13 } as const;

/** Field lengths: generous for people, small enough that nobody stores a novel. */
export const REGISTRATION_LIMITS = {
  name: 100,
  address1: 200,
  addressNumber: 20,
  city: 100,
  password: 256,
} as const;

const characterCount = (value: string): number => [...value].length;
const maxLengthRule =
  (max: number): FieldRule =>
  (value) =>
    isBlank(value) || characterCount(value) <= max ? true : REGISTRATION_MESSAGES.tooLong(max);

const trimmed = (value: string) => value.trim();
const emptyToNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** One answer to a consent: its id (registration-disclaimer/list) and yes or no. */
export const DisclaimerAnswerSchema = z.object({
  disclaimerId: DbIdSchema,
  accepted: z.boolean(),
});
export type DisclaimerAnswer = z.infer<typeof DisclaimerAnswerSchema>;

/** The fields of docs/rules/account.md Registration fields, as the form and register_user take them. */
export const RegistrationFieldsSchema = z.object({
  firstName: ruleField(requiredRule(), maxLengthRule(REGISTRATION_LIMITS.name)).transform(trimmed),
  lastName: ruleField(requiredRule(), maxLengthRule(REGISTRATION_LIMITS.name)).transform(trimmed),
  email: ruleField(requiredRule(), emailRule()).transform((v) => v.trim().toLowerCase()),
  confirmEmail: ruleField(requiredRule(), emailRule()).transform((v) => v.trim().toLowerCase()),
  password: ruleField(requiredRule(), passwordRule(), maxLengthRule(REGISTRATION_LIMITS.password)),
  /** gg/mm/aaaa, optional; answered to the API as YYYY-MM-DD. */
  birthdate: ruleField(dateRule())
    .optional()
    .transform((v) => {
      const value = emptyToNull(v);
      return value === null ? null : italianDateToIso(value);
    }),
  phone: ruleField(phoneRule()).optional().transform(emptyToNull),
  fiscalCode: ruleField(fiscalCodeRule())
    .optional()
    .transform((v) => emptyToNull(v)?.toUpperCase() ?? null),
  address1: ruleField(requiredRule(), maxLengthRule(REGISTRATION_LIMITS.address1)).transform(
    trimmed,
  ),
  addressNumber: ruleField(
    requiredRule(),
    maxLengthRule(REGISTRATION_LIMITS.addressNumber),
  ).transform(trimmed),
  postalCode: ruleField(requiredRule(), numbersOnlyRule(), exactLengthRule(5)),
  province: ruleField(requiredRule(), lettersOnlyRule(), exactLengthRule(2)).transform((v) =>
    v.toUpperCase(),
  ),
  city: ruleField(requiredRule(), maxLengthRule(REGISTRATION_LIMITS.city)).transform(trimmed),
  /** The id of the reference store, chosen from the brand's stores. */
  referenceStoreId: ruleField(requiredRule(), numbersOnlyRule(), maxLengthRule(9)).transform(
    Number,
  ),
  fidelityCard: ruleField(
    numbersOnlyRule(VALIDATION_MESSAGES.loyaltyCard),
    exactLengthRule(LOYALTY_CARD.length, VALIDATION_MESSAGES.loyaltyCard),
    loyaltyCardCheckDigitRule(LOYALTY_CARD.prefix),
  )
    .optional()
    .transform(emptyToNull),
  disclaimers: z.array(DisclaimerAnswerSchema).max(50).default([]),
});

/** The confirmation must repeat the address (compared after trimming and lower-casing). */
export const RegisterUserRequestSchema = RegistrationFieldsSchema.superRefine((data, ctx) => {
  if (data.email && data.confirmEmail && data.email !== data.confirmEmail)
    ctx.addIssue(shopperIssue(REGISTRATION_MESSAGES.emailMismatch, ['confirmEmail']));
});
export type RegisterUserInput = z.input<typeof RegisterUserRequestSchema>;
export type RegisterUserRequest = z.output<typeof RegisterUserRequestSchema>;

/** data of register_user and registration_resend_email: the address the mail went to. */
export const RegisterUserResponseSchema = z.object({
  email: z.string(),
  /** True when a social login's verified address made the account active and logged it in. */
  loggedIn: z.boolean().optional(),
});
export type RegisterUserResponse = z.infer<typeof RegisterUserResponseSchema>;

const emailQuery = z.string().trim().max(320);

export const RegistrationConfirmQuerySchema = z.object({
  e_mail: emailQuery,
  reg_control_code: z.string().trim().max(200),
});
export type RegistrationConfirmQuery = z.infer<typeof RegistrationConfirmQuerySchema>;

export const RegistrationConfirmResponseSchema = z.object({ email: z.string() });

export const RegistrationResendQuerySchema = z.object({ e_mail: emailQuery });

/** A consent text of registration-disclaimer/list. */
export const RegistrationDisclaimerSchema = z.object({
  registrationDisclaimerId: z.number().int(),
  /** 'privacy' | 'newsletter' | 'marketing' | 'surveys' … */
  code: z.string(),
  title: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  priority: z.number().int(),
});
export type RegistrationDisclaimer = z.infer<typeof RegistrationDisclaimerSchema>;

export const RegistrationDisclaimerListQuerySchema = z.object({
  store_id: QueryIdSchema.default(DISCLAIMER_DEFAULTS.storeId),
  registration_module_type_id: QueryIdSchema.default(DISCLAIMER_DEFAULTS.registrationModuleTypeId),
});

export const RegistrationDisclaimerListResponseSchema = z.object({
  registrationDisclaimers: z.array(RegistrationDisclaimerSchema),
});
export type RegistrationDisclaimerListResponse = z.infer<
  typeof RegistrationDisclaimerListResponseSchema
>;

/** A consent with the shopper's answer (user-registration-disclaimer/list-by-type). */
export const UserDisclaimerSchema = RegistrationDisclaimerSchema.extend({
  /** null: never answered. */
  accepted: z.boolean().nullable(),
  /** The version of the text the answer was given to. */
  acceptedVersion: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});
export type UserDisclaimer = z.infer<typeof UserDisclaimerSchema>;

export const UserDisclaimerQuerySchema = z.object({
  registration_module_type_id: QueryIdSchema.default(DISCLAIMER_DEFAULTS.registrationModuleTypeId),
});

export const UserDisclaimerListResponseSchema = z.object({
  registrationDisclaimers: z.array(UserDisclaimerSchema),
});
export type UserDisclaimerListResponse = z.infer<typeof UserDisclaimerListResponseSchema>;

/** check-disclaimer: the required texts the shopper has not accepted in their current version. */
export const CheckDisclaimerResponseSchema = z.object({
  needsAcceptance: z.boolean(),
  registrationDisclaimers: z.array(UserDisclaimerSchema),
});
export type CheckDisclaimerResponse = z.infer<typeof CheckDisclaimerResponseSchema>;

export const UpdateDisclaimerRequestSchema = z.object({
  registrationModuleTypeId: DbIdSchema.default(DISCLAIMER_DEFAULTS.registrationModuleTypeId),
  disclaimers: z.array(DisclaimerAnswerSchema).min(1).max(50),
});
export type UpdateDisclaimerInput = z.input<typeof UpdateDisclaimerRequestSchema>;

/** A required text not accepted in its current version (check-disclaimer's rule). */
export const mustAccept = (
  d: Pick<UserDisclaimer, 'required' | 'accepted' | 'acceptedVersion' | 'version'>,
): boolean => d.required && !(d.accepted === true && d.acceptedVersion === d.version);
