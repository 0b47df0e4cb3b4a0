import { z } from 'zod';

/**
 * The largest value of PostgreSQL's integer, the type of every id column:
 * a larger id cannot name a row, and sent to the database it fails the
 * statement instead of finding nothing.
 */
export const MAX_DB_ID = 2_147_483_647;

/** A row's id as JSON carries it (request bodies). */
export const DbIdSchema = z.number().int().positive().max(MAX_DB_ID);

/** A row's id from a query string or a form, where every value is text. */
export const QueryIdSchema = z.coerce.number().int().positive().max(MAX_DB_ID);
