import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MenuItem } from '@spesa/domain';
import {
  contactRequests,
  contentMenus,
  contentPostTerms,
  contentPosts,
  contentTerms,
} from '../../db/schema';

export type PostRow = typeof contentPosts.$inferSelect;
export type TermRow = typeof contentTerms.$inferSelect;

export async function findMenu(
  db: Db,
  brandId: string,
  location: string,
): Promise<MenuItem[] | undefined> {
  const [row] = await db
    .select({ items: contentMenus.items })
    .from(contentMenus)
    .where(and(eq(contentMenus.brandId, brandId), eq(contentMenus.location, location)))
    .limit(1);
  return row?.items;
}

/** Published, and today within its validity window (an open end is no limit). */
const live = (brandId: string, postType: string, today: string): SQL =>
  and(
    eq(contentPosts.brandId, brandId),
    eq(contentPosts.postType, postType),
    eq(contentPosts.status, 'publish'),
    or(isNull(contentPosts.validFrom), lte(contentPosts.validFrom, today)),
    or(isNull(contentPosts.validTo), gte(contentPosts.validTo, today)),
  )!;

export interface PostFilter {
  slug?: string[];
  include?: number[];
  exclude?: number[];
  search?: string;
  /** Posts carrying this term (any taxonomy). */
  termId?: number;
  orderby: 'menu_order' | 'date' | 'title' | 'id';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listPosts(
  db: Db,
  brandId: string,
  postType: string,
  today: string,
  filter: PostFilter,
): Promise<{ rows: PostRow[]; total: number }> {
  const conditions: SQL[] = [live(brandId, postType, today)];
  if (filter.slug?.length) conditions.push(inArray(contentPosts.slug, filter.slug));
  if (filter.include?.length) conditions.push(inArray(contentPosts.postId, filter.include));
  if (filter.exclude?.length) conditions.push(sql`${contentPosts.postId} not in ${filter.exclude}`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(ilike(contentPosts.title, pattern), ilike(contentPosts.contentHtml, pattern))!,
    );
  }
  if (filter.termId !== undefined)
    conditions.push(
      inArray(
        contentPosts.postId,
        db
          .select({ id: contentPostTerms.postId })
          .from(contentPostTerms)
          .where(eq(contentPostTerms.termId, filter.termId)),
      ),
    );
  const where = and(...conditions);
  const column = {
    menu_order: contentPosts.menuOrder,
    date: contentPosts.publishedAt,
    title: contentPosts.title,
    id: contentPosts.postId,
  }[filter.orderby];
  const direction = filter.order === 'desc' ? desc : asc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contentPosts)
      .where(where)
      .orderBy(direction(column), asc(contentPosts.postId))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(contentPosts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The live posts of a type carrying the term, in menu order (slides of a slider, ux-blocks). */
export async function postsByTerm(
  db: Db,
  brandId: string,
  postType: string,
  today: string,
  termId: number,
): Promise<PostRow[]> {
  return db
    .select()
    .from(contentPosts)
    .where(
      and(
        live(brandId, postType, today),
        inArray(
          contentPosts.postId,
          db
            .select({ id: contentPostTerms.postId })
            .from(contentPostTerms)
            .where(eq(contentPostTerms.termId, termId)),
        ),
      ),
    )
    .orderBy(asc(contentPosts.menuOrder), asc(contentPosts.postId));
}

export async function findPost(
  db: Db,
  brandId: string,
  postType: string,
  slug: string,
  today: string,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPosts)
    .where(and(live(brandId, postType, today), eq(contentPosts.slug, slug)))
    .limit(1);
  return row;
}

/** A post whatever its window: the images of a slide a cached page may still show. */
export async function findStoredPost(
  db: Db,
  brandId: string,
  postType: string,
  slug: string,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPosts)
    .where(
      and(
        eq(contentPosts.brandId, brandId),
        eq(contentPosts.postType, postType),
        eq(contentPosts.slug, slug),
      ),
    )
    .limit(1);
  return row;
}

/** The term ids of each post, by taxonomy. */
export async function termsOfPosts(
  db: Db,
  postIds: number[],
): Promise<Map<number, Record<string, number[]>>> {
  const byPost = new Map<number, Record<string, number[]>>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      postId: contentPostTerms.postId,
      termId: contentTerms.termId,
      taxonomy: contentTerms.taxonomy,
    })
    .from(contentPostTerms)
    .innerJoin(contentTerms, eq(contentTerms.termId, contentPostTerms.termId))
    .where(inArray(contentPostTerms.postId, postIds))
    .orderBy(asc(contentTerms.sortOrder), asc(contentTerms.termId));
  for (const row of rows) {
    const terms = byPost.get(row.postId) ?? {};
    (terms[row.taxonomy] ??= []).push(row.termId);
    byPost.set(row.postId, terms);
  }
  return byPost;
}

/** A taxonomy's terms with how many live posts of `postType` carry each. */
export async function listTerms(
  db: Db,
  brandId: string,
  taxonomy: string,
  postType: string,
  today: string,
): Promise<(TermRow & { count: number })[]> {
  const counted = db
    .select({ termId: contentPostTerms.termId, n: count().as('n') })
    .from(contentPostTerms)
    .innerJoin(contentPosts, eq(contentPosts.postId, contentPostTerms.postId))
    .where(live(brandId, postType, today))
    .groupBy(contentPostTerms.termId)
    .as('counted');
  const rows = await db
    .select({ term: contentTerms, n: counted.n })
    .from(contentTerms)
    .leftJoin(counted, eq(counted.termId, contentTerms.termId))
    .where(and(eq(contentTerms.brandId, brandId), eq(contentTerms.taxonomy, taxonomy)))
    .orderBy(asc(contentTerms.sortOrder), asc(contentTerms.termId));
  return rows.map((r) => ({ ...r.term, count: Number(r.n ?? 0) }));
}

export async function findTerm(
  db: Db,
  brandId: string,
  taxonomy: string,
  key: string,
): Promise<TermRow | undefined> {
  const byId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select()
    .from(contentTerms)
    .where(
      and(
        eq(contentTerms.brandId, brandId),
        eq(contentTerms.taxonomy, taxonomy),
        byId ? eq(contentTerms.termId, Number(key)) : eq(contentTerms.slug, key),
      ),
    )
    .limit(1);
  return row;
}

/** Requests from one address to one brand since `since`: the form's throttle. */
export async function countContactRequests(
  db: Db,
  brandId: string,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.brandId, brandId),
        eq(sql`lower(${contactRequests.email})`, email.toLowerCase()),
        gte(contactRequests.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertContactRequest(
  db: Db,
  row: typeof contactRequests.$inferInsert,
): Promise<number> {
  const [inserted] = await db
    .insert(contactRequests)
    .values(row)
    .returning({ id: contactRequests.requestId });
  return inserted!.id;
}
