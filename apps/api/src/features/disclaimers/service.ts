import {
  REGISTRATION_MESSAGES,
  mustAccept,
  type DisclaimerAnswer,
  type RegistrationDisclaimer,
  type UserDisclaimer,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  answersOf,
  listDisclaimers,
  saveAnswers,
  type DisclaimerRow,
  type DisclaimerScope,
  type NewAnswer,
} from './repo';

export function toDisclaimer(row: DisclaimerRow): RegistrationDisclaimer {
  return {
    registrationDisclaimerId: row.disclaimerId,
    code: row.code,
    title: row.title,
    text: row.text,
    version: row.version,
    required: row.required,
    priority: row.sortOrder,
  };
}

export const disclaimersFor = async (db: Db, scope: DisclaimerScope) =>
  (await listDisclaimers(db, scope)).map(toDisclaimer);

/** The texts with the person's answers (list-by-type). */
export async function userDisclaimersFor(
  db: Db,
  userId: number,
  scope: DisclaimerScope,
): Promise<UserDisclaimer[]> {
  const rows = await listDisclaimers(db, scope);
  const answers = await answersOf(
    db,
    userId,
    rows.map((r) => r.disclaimerId),
  );
  return rows.map((row) => {
    const answer = answers.find((a) => a.disclaimerId === row.disclaimerId);
    return {
      ...toDisclaimer(row),
      accepted: answer?.accepted ?? null,
      acceptedVersion: answer?.version ?? null,
      decidedAt: answer?.decidedAt.toISOString() ?? null,
    };
  });
}

/** The required texts the person has not accepted in their current version (check-disclaimer). */
export async function pendingDisclaimersFor(
  db: Db,
  userId: number,
  scope: DisclaimerScope,
): Promise<UserDisclaimer[]> {
  return (await userDisclaimersFor(db, userId, scope)).filter(mustAccept);
}

/**
 * Checks answers against the texts offered: each must name one of them, and
 * every required text must be accepted, unless `requireAll` is false (an
 * update that touches only some consents). The field named is
 * `disclaimers.<id>`, which the forms put under that checkbox.
 */
export function answersToSave(
  offered: DisclaimerRow[],
  answers: DisclaimerAnswer[],
  requireAll: boolean,
): NewAnswer[] {
  const byId = new Map(offered.map((row) => [row.disclaimerId, row]));
  for (const answer of answers)
    if (!byId.has(answer.disclaimerId))
      throw new AppError(
        'invalid',
        'disclaimer.unknown',
        REGISTRATION_MESSAGES.unknownDisclaimer,
        `disclaimers.${answer.disclaimerId}`,
      );
  for (const row of offered) {
    if (!row.required) continue;
    const answer = answers.find((a) => a.disclaimerId === row.disclaimerId);
    if ((requireAll || answer) && answer?.accepted !== true)
      throw new AppError(
        'invalid',
        'disclaimer.required',
        row.code !== 'privacy'
          ? REGISTRATION_MESSAGES.requiredDisclaimer
          : requireAll
            ? REGISTRATION_MESSAGES.privacyRequired
            : REGISTRATION_MESSAGES.privacyKept,
        `disclaimers.${row.disclaimerId}`,
      );
  }
  // One answer per text: the last one given wins.
  const latest = new Map(answers.map((a) => [a.disclaimerId, a.accepted]));
  return [...latest].map(([disclaimerId, accepted]) => ({
    disclaimerId,
    accepted,
    version: byId.get(disclaimerId)!.version,
  }));
}

/** update-disclaimer: the logged-in person's own answers, each with its text's version. */
export async function updateUserDisclaimers(
  db: Db,
  userId: number,
  scope: DisclaimerScope,
  answers: DisclaimerAnswer[],
  now: Date,
): Promise<UserDisclaimer[]> {
  const offered = await listDisclaimers(db, scope);
  await saveAnswers(db, userId, answersToSave(offered, answers, false), now);
  return userDisclaimersFor(db, userId, scope);
}
