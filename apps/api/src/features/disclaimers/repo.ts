import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationDisclaimers, userDisclaimers } from '../../db/schema';

export type DisclaimerRow = typeof registrationDisclaimers.$inferSelect;

export interface DisclaimerScope {
  brandId: string;
  registrationModuleTypeId: number;
  /** A store's own texts join those of every store; null: the texts of every store only. */
  storeId: number | null;
}

/** The brand's consent texts of one registration module, for one store, in display order. */
export async function listDisclaimers(db: Db, scope: DisclaimerScope): Promise<DisclaimerRow[]> {
  return db
    .select()
    .from(registrationDisclaimers)
    .where(
      and(
        eq(registrationDisclaimers.brandId, scope.brandId),
        eq(registrationDisclaimers.registrationModuleTypeId, scope.registrationModuleTypeId),
        scope.storeId === null
          ? isNull(registrationDisclaimers.storeId)
          : or(
              isNull(registrationDisclaimers.storeId),
              eq(registrationDisclaimers.storeId, scope.storeId),
            ),
      ),
    )
    .orderBy(asc(registrationDisclaimers.sortOrder), asc(registrationDisclaimers.disclaimerId));
}

export type UserAnswerRow = typeof userDisclaimers.$inferSelect;

/** The person's answers to these texts. */
export async function answersOf(
  db: Db,
  userId: number,
  disclaimerIds: number[],
): Promise<UserAnswerRow[]> {
  if (disclaimerIds.length === 0) return [];
  return db
    .select()
    .from(userDisclaimers)
    .where(
      and(eq(userDisclaimers.userId, userId), inArray(userDisclaimers.disclaimerId, disclaimerIds)),
    );
}

export interface NewAnswer {
  disclaimerId: number;
  accepted: boolean;
  version: number;
}

/** Records the answers with the version of the text they were given to; a later answer replaces the earlier. */
export async function saveAnswers(
  db: Db,
  userId: number,
  answers: NewAnswer[],
  decidedAt: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(userDisclaimers)
    .values(answers.map((a) => ({ userId, ...a, decidedAt })))
    .onConflictDoUpdate({
      target: [userDisclaimers.userId, userDisclaimers.disclaimerId],
      set: {
        accepted: sql`excluded.accepted`,
        version: sql`excluded.version`,
        decidedAt: sql`excluded.decided_at`,
      },
    });
}
