import { z } from 'zod';
import { FEED_KINDS } from '../feeds/columns';

/** An import of a feed as GET /admin/api/imports/{id} answers it (docs/rules/feeds.md). */
const FeedProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  /** «riga 5, colonna vat_rate: …», as the command prints it. */
  text: z.string(),
});

export const FeedImportSchema = z.object({
  importId: z.number().int(),
  kind: z.enum(FEED_KINDS),
  /** queued → running → applied | refused (a problem, nothing written) | failed (the shop's fault). */
  state: z.enum(['queued', 'running', 'applied', 'refused', 'failed']),
  dryRun: z.boolean(),
  full: z.boolean(),
  /** Lines read so far: the progress of a running import. */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  offSale: z.number().int(),
  errors: z.array(FeedProblemSchema),
  /**
   * The pictures the feed named (column image), resized by a job after the
   * import: how many wait, how many are ready, and why each other could not
   * be read, by line (the product keeps its drawn packshot).
   */
  pictures: z.object({
    waiting: z.number().int(),
    ready: z.number().int(),
    problems: z.array(FeedProblemSchema),
  }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FeedImport = z.infer<typeof FeedImportSchema>;

export const FeedImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false', '1', '0']).optional(),
  full: z.enum(['true', 'false', '1', '0']).optional(),
});

/** One line of the console's history of imports (GET /ebsn/api/staff/imports). */
export const ImportSummarySchema = FeedImportSchema.pick({
  importId: true,
  kind: true,
  state: true,
  dryRun: true,
  full: true,
  rows: true,
  created: true,
  updated: true,
  unchanged: true,
  offSale: true,
  createdAt: true,
  finishedAt: true,
}).extend({
  /** Who handed it in: a person of the store by name, an API key's name, or 'comando'. */
  source: z.string(),
  errorCount: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const IMPORT_HISTORY_PAGE_SIZE = 20;

export const ImportHistorySchema = z.object({
  imports: z.array(ImportSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ImportHistory = z.infer<typeof ImportHistorySchema>;

export const ImportHistoryQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).optional(),
});
