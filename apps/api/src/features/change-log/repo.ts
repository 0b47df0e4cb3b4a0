import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  CHANGE_LOG_PAGE_SIZE,
  nextDay,
  shopDayStart,
  type ChangeLog,
  type ChangeSubject,
  type ChangeValues,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { changeLog } from '../../db/schema';

/** Who made a change, as the console or the import call knows them. */
export type ChangeActor =
  | { kind: 'staff'; userId: number; name: string }
  | { kind: 'key'; apiKeyId: number; name: string }
  | { kind: 'command' };

/** The name the record shows for the import command. */
export const COMMAND_ACTOR_NAME = 'comando';

/** One change to record: what it touched, and the fields before and after, as shown. */
export interface ChangeRecord {
  subject: ChangeSubject;
  subjectId: string | number;
  productId?: number | null;
  what: string;
  before: ChangeValues | null;
  after: ChangeValues | null;
}

/**
 * Records changes, on the caller's transaction: a change and its record are
 * written together or not at all.
 */
export async function recordChanges(
  db: Db,
  actor: ChangeActor,
  changes: readonly ChangeRecord[],
): Promise<void> {
  if (changes.length === 0) return;
  const who = {
    actorKind: actor.kind,
    actorUserId: actor.kind === 'staff' ? actor.userId : null,
    actorApiKeyId: actor.kind === 'key' ? actor.apiKeyId : null,
    actorName: actor.kind === 'command' ? COMMAND_ACTOR_NAME : actor.name,
  };
  await db.insert(changeLog).values(
    changes.map((change) => ({
      ...who,
      subject: change.subject,
      subjectId: String(change.subjectId),
      productId: change.productId ?? null,
      what: change.what,
      before: change.before,
      after: change.after,
    })),
  );
}

export interface ChangeFilter {
  productId?: number;
  actor?: string;
  /** ISO date, the shop's day. */
  day?: string;
  page: number;
}

/** The record, newest first, a page at a time. */
export async function listChanges(db: Db, filter: ChangeFilter): Promise<ChangeLog> {
  const where: SQL[] = [];
  if (filter.productId !== undefined) where.push(eq(changeLog.productId, filter.productId));
  if (filter.actor !== undefined) where.push(eq(changeLog.actorName, filter.actor));
  if (filter.day !== undefined)
    where.push(
      gte(changeLog.at, shopDayStart(filter.day)),
      lt(changeLog.at, shopDayStart(nextDay(filter.day))),
    );
  const condition = where.length > 0 ? and(...where) : undefined;
  const pageSize = CHANGE_LOG_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(changeLog)
      .where(condition)
      .orderBy(desc(changeLog.at), desc(changeLog.changeId))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ total: count() }).from(changeLog).where(condition),
  ]);
  return {
    changes: rows.map((row) => ({
      changeId: row.changeId,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actorName: row.actorName,
      subject: row.subject,
      subjectId: row.subjectId,
      productId: row.productId,
      what: row.what,
      before: row.before,
      after: row.after,
    })),
    page: filter.page,
    pageSize,
    total: total?.total ?? 0,
  };
}
