import { FEED_MAX_BYTES, FEED_MAX_MEGABYTES, FEED_MESSAGES as M } from '@spesa/domain';

/** What reading a feed meets, in the file's order. */
export type FeedItem =
  /**
   * The columns: the CSV's first line; in JSON Lines, each key when first met
   * (a line may leave out an empty field).
   */
  | { kind: 'header'; format: 'csv' | 'jsonl'; columns: string[] }
  | { kind: 'row'; line: number; fields: Record<string, string> }
  | { kind: 'problem'; line: number; column: string | null; message: string; fatal: boolean };

type Chunks = AsyncIterable<Uint8Array>;

/**
 * Decodes the chunks as UTF-8, refusing anything else: a byte sequence that is
 * not UTF-8 is almost always a Windows-1252 ("ANSI") export, whose accents
 * would otherwise turn into garbage in product names. The BOM is dropped.
 * Counts bytes against the feed's size limit.
 */
async function* utf8Text(chunks: Chunks, maxBytes: number): AsyncGenerator<string | Error> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) {
      yield new Error(M.tooLarge(Math.round(maxBytes / 1024 / 1024) || FEED_MAX_MEGABYTES));
      return;
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      // The text before the first bad byte still counts its lines: the refusal names the line.
      const loose = new TextDecoder('utf-8').decode(chunk);
      yield loose.slice(0, Math.max(0, loose.indexOf('\uFFFD')));
      yield new Error(M.notUtf8);
      return;
    }
    yield text;
  }
  try {
    yield decoder.decode();
  } catch {
    yield new Error(M.notUtf8);
  }
}

/**
 * Reads a feed as it streams in: CSV (separator ';' or ',' as the header line
 * uses, fields quoted with '"' and '""' inside them, line breaks inside quotes)
 * or JSON Lines (one object a line), told apart by the first character. Lines
 * are numbered as a spreadsheet shows them: the CSV header is line 1. A fatal
 * problem (encoding, size) ends the reading.
 */
export async function* readFeed(
  chunks: Chunks,
  maxBytes: number = FEED_MAX_BYTES,
): AsyncGenerator<FeedItem> {
  const text = utf8Text(chunks, maxBytes);
  // Read by hand: leaving a for-await loop would close the generator.
  let first = '';
  let failed: Error | null = null;
  for (let next = await text.next(); !next.done; next = await text.next()) {
    if (next.value instanceof Error) {
      failed = next.value;
      break;
    }
    first += next.value;
    if (/\S/.test(first)) break;
  }
  async function* rest(): AsyncGenerator<string | Error> {
    yield first;
    if (failed) yield failed;
    else yield* text;
  }
  if (first.trimStart().startsWith('{')) yield* readJsonLines(rest());
  else yield* readCsv(rest());
}

const fatal = (line: number, error: Error): FeedItem => ({
  kind: 'problem',
  line,
  column: null,
  message: error.message,
  fatal: true,
});

async function* readCsv(text: AsyncIterable<string | Error>): AsyncGenerator<FeedItem> {
  let separator: string | null = null;
  let header: string[] | null = null;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  /** A quote just closed inside a quoted field: '""' is a quote, anything else ends the quoting. */
  let quoteClosed = false;
  let recordLine = 1;
  let buffered = '';

  function* endRecord(): Generator<FeedItem> {
    fields.push(field);
    field = '';
    const record = fields;
    fields = [];
    const at = recordLine;
    recordLine = line + 1;
    if (!header) {
      header = record.map((c) => c.trim().toLowerCase());
      yield { kind: 'header', format: 'csv', columns: header };
      return;
    }
    if (record.length === 1 && record[0]!.trim() === '') return;
    if (record.length !== header.length) {
      yield {
        kind: 'problem',
        line: at,
        column: null,
        message: M.fieldCount(record.length, header.length),
        fatal: false,
      };
      return;
    }
    const row: Record<string, string> = {};
    header.forEach((column, i) => (row[column] = record[i]!));
    yield { kind: 'row', line: at, fields: row };
  }

  for await (const piece of text) {
    if (piece instanceof Error) {
      yield fatal(recordLine, piece);
      return;
    }
    let chunk = piece;
    if (separator === null) {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) continue;
      const headerLine = buffered.slice(0, end);
      separator = headerLine.includes(';') || !headerLine.includes(',') ? ';' : ',';
      chunk = buffered;
      buffered = '';
    }
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (quoted) {
        if (quoteClosed) {
          quoteClosed = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          quoted = false;
        } else if (c === '"') {
          quoteClosed = true;
          continue;
        } else {
          if (c === '\n') line++;
          field += c;
          continue;
        }
      }
      if (c === '"' && field.trim() === '') {
        field = '';
        quoted = true;
      } else if (c === separator) {
        fields.push(field);
        field = '';
      } else if (c === '\n') {
        if (field.endsWith('\r')) field = field.slice(0, -1);
        yield* endRecord();
        line++;
      } else field += c;
    }
  }
  if (separator === null && buffered) {
    separator = buffered.includes(';') || !buffered.includes(',') ? ';' : ',';
    const all = buffered;
    buffered = '';
    yield* readCsv(
      (async function* () {
        yield `${all}\n`;
      })(),
    );
    return;
  }
  if (quoted && !quoteClosed) {
    yield {
      kind: 'problem',
      line: recordLine,
      column: null,
      message: M.unclosedQuote,
      fatal: true,
    };
    return;
  }
  if (field !== '' || fields.length > 0) yield* endRecord();
  if (!header) yield { kind: 'problem', line: 1, column: null, message: M.emptyFile, fatal: true };
}

async function* readJsonLines(text: AsyncIterable<string | Error>): AsyncGenerator<FeedItem> {
  let line = 0;
  let rest = '';
  const columns = new Set<string>();
  let headerSent = false;
  function* parse(source: string): Generator<FeedItem> {
    line++;
    if (!source.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      value = undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { kind: 'problem', line, column: null, message: M.badJson, fatal: false };
      return;
    }
    const fields: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      const column = key.trim().toLowerCase();
      if (!columns.has(column)) {
        columns.add(column);
        if (headerSent) yield { kind: 'header', format: 'jsonl', columns: [column] };
      }
      if (typeof v === 'string') fields[column] = v;
      else if (typeof v === 'number' && Number.isFinite(v)) fields[column] = String(v);
      else if (v === null) fields[column] = '';
      else yield { kind: 'problem', line, column, message: M.badJsonValue, fatal: false };
    }
    if (!headerSent) {
      headerSent = true;
      yield { kind: 'header', format: 'jsonl', columns: [...columns] };
    }
    yield { kind: 'row', line, fields };
  }
  for await (const piece of text) {
    if (piece instanceof Error) {
      yield fatal(line + 1, piece);
      return;
    }
    rest += piece;
    let start = 0;
    let end: number;
    while ((end = rest.indexOf('\n', start)) >= 0) {
      yield* parse(rest.slice(start, end));
      start = end + 1;
    }
    rest = rest.slice(start);
  }
  if (rest.trim()) yield* parse(rest);
  if (!headerSent)
    yield { kind: 'problem', line: 1, column: null, message: M.emptyFile, fatal: true };
}
