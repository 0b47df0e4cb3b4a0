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
