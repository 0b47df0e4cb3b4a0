import { FEED_MESSAGES as M } from '../texts/feeds';

/** One problem of a feed: where, as a spreadsheet shows it, and what, in Italian. */
export interface FeedProblem {
  /** The spreadsheet's row number: the header is line 1. */
  line: number;
  /** The header's name of the column, or null for the whole line or file. */
  column: string | null;
  message: string;
}

/** A problem of one field, before its line is known. */
export interface FieldProblem {
  column: string | null;
  message: string;
}

/** A grocer's own code (sku, offer id, a locker's code): letters, digits, '.', '-', '_', at most 64. */
export const FEED_CODE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The fields of one feed line, read as text (trimmed, empty when absent);
 * `required` and `code` note their problems on the line's list.
 */
export function lineFields(fields: Readonly<Record<string, string>>, problems: FieldProblem[]) {
  const text = (column: string): string => (fields[column] ?? '').trim();
  const required = (column: string): string => {
    const value = text(column);
    if (!value) problems.push({ column, message: M.required });
    return value;
  };
  const code = (column: string): string => {
    const value = required(column);
    if (value && !FEED_CODE.test(value)) problems.push({ column, message: M.badCode(column) });
    return value;
  };
  /** Texts longer than their column takes. */
  const withinLimits = (limits: Readonly<Record<string, number>>): void => {
    for (const [column, max] of Object.entries(limits))
      if (text(column).length > max) problems.push({ column, message: M.tooLong(max) });
  };
  return { text, required, code, withinLimits };
}

/** «riga 5, colonna vat_rate: aliquota IVA 7 non valida: usa 4, 5, 10 o 22». */
export const describeProblem = (problem: FeedProblem): string =>
  `${M.at(problem.line, problem.column)}: ${problem.message}`;

/**
 * A number as Italian and international exports write it: one decimal
 * separator, a comma or a point ('1,99', '1.99', '250'). Thousands separators
 * are refused: '1.250' would be read two ways.
 */
export function parseFeedDecimal(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}

/** Euros with at most two decimals as integer cents; null when not a price. */
export function parseCents(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(value)) return null;
  const [units = '0', decimals = ''] = value.split(/[.,]/);
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Integer cents as a person types them in a feed or a form: '1,99'; parseCents reads it back. */
export const centsAsTyped = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** A price field: cents above zero, or its problem. */
export function priceField(column: string, text: string): number | FieldProblem {
  const cents = parseCents(text);
  if (cents === null)
    return {
      column,
      message: /^-/.test(text.trim()) ? M.badPrice(text.trim()) : M.badNumber(text.trim()),
    };
  if (cents <= 0) return { column, message: M.badPrice(text.trim()) };
  return cents;
}

/**
 * A cell a spreadsheet would read as a formula ('=', '+', '-', '@', a tab or
 * a carriage return first) is quoted with an apostrophe: an error report
 * opened in a spreadsheet shows it as text and runs nothing (OWASP CSV injection).
 */
export const spreadsheetSafe = (cell: string): string =>
  /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/** The problems as a CSV a spreadsheet opens safely: riga;colonna;problema. */
export function problemsCsv(problems: readonly FeedProblem[]): string {
  const quote = (cell: string) => `"${spreadsheetSafe(cell).replace(/"/g, '""')}"`;
  const rows = problems.map((p) =>
    [String(p.line), p.column ?? '', p.message].map(quote).join(';'),
  );
  return `\uFEFF${['riga;colonna;problema', ...rows].join('\r\n')}\r\n`;
}
