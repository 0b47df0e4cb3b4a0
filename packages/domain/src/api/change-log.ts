import { z } from 'zod';
import { QueryIdSchema } from './ids';

/**
 * The manager's «Registro modifiche» (GET /ebsn/api/staff/changes): every
 * change a person of the store or an ERP's key made to the catalogue, the
 * offers, the calendar and the keys, with what was there before and after.
 */

export const CHANGE_SUBJECTS = [
  'product',
  'offer',
  'slot',
  'day',
  'order',
  'api_key',
  'import',
] as const;
export const ChangeSubjectSchema = z.enum(CHANGE_SUBJECTS);
export type ChangeSubject = z.infer<typeof ChangeSubjectSchema>;

/** Who made a change: a person signed in by SAML, an API key, or the import command. */
export const CHANGE_ACTOR_KINDS = ['staff', 'key', 'command'] as const;
export const ChangeActorKindSchema = z.enum(CHANGE_ACTOR_KINDS);
export type ChangeActorKind = z.infer<typeof ChangeActorKindSchema>;

/** The fields a change touched, by name, as shown (a price in euros, a status's word). */
export const ChangeValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type ChangeValues = z.infer<typeof ChangeValuesSchema>;

export const ChangeEntrySchema = z.object({
  changeId: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  actorKind: ChangeActorKindSchema,
  /** The person's name, the key's name, or 'comando'. */
  actorName: z.string(),
  subject: ChangeSubjectSchema,
  /** The sku, the offer's code, the slot's or the day's key, the order's number, the key's id, the import's id. */
  subjectId: z.string(),
  /** The product the change is about, when there is one: what the product page's record filters on. */
  productId: z.number().int().nullable(),
  /** What was done, in Italian («Prezzo cambiato»). */
  what: z.string(),
  /** Null for what did not exist before (a new offer). */
  before: ChangeValuesSchema.nullable(),
  /** Null for what no longer exists (a revoked key). */
  after: ChangeValuesSchema.nullable(),
});
export type ChangeEntry = z.infer<typeof ChangeEntrySchema>;

export const CHANGE_LOG_PAGE_SIZE = 20;

export const ChangeLogSchema = z.object({
  changes: z.array(ChangeEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ChangeLog = z.infer<typeof ChangeLogSchema>;

/** GET /ebsn/api/staff/changes: newest first, filtered by product, by who and by day. */
export const ChangeLogQuerySchema = z.object({
  product_id: QueryIdSchema.optional(),
  /** Exactly as the entries name them. */
  actor: z.string().trim().min(1).max(200).optional(),
  /** ISO date, the shop's day (Rome). */
  day: z.iso.date().optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
});
export type ChangeLogQuery = z.infer<typeof ChangeLogQuerySchema>;
