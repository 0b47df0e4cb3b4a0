import { createReadStream } from 'node:fs';
import { open as openFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { FEED_MESSAGES as M } from '@spesa/domain';
import type { FeedSource } from './check-feed';

/** A picture of a feed's folder or zip, larger than this, is refused. */
export const PICTURE_MAX_MEGABYTES = 15;
const PICTURE_MAX_BYTES = PICTURE_MAX_MEGABYTES * 1024 * 1024;

/** A picture the feed names, as its folder or zip holds it. */
export type Picture = Buffer | 'missing' | 'too_large';

/**
 * What a feed comes as: the feed file itself (opened again for each pass) and
 * the pictures beside it, in its folder or its zip. `refusal` is a problem of
 * the whole file (a zip with a name that could write outside its folder).
 */
export interface FeedFiles {
  feed: FeedSource;
  picture(name: string): Promise<Picture>;
  refusal: string | null;
  close(): Promise<void>;
}

/** Reads `length` bytes at `start` of a file kept elsewhere (the database). */
export type ReadSlice = (start: number, length: number) => Promise<Buffer>;

/** Pieces a large range is read in: a feed streams in these, never whole. */
const SLICE = 1024 * 1024;

async function* slices(read: ReadSlice, start: number, end: number): AsyncGenerator<Buffer> {
  for (let at = start; at < end; at += SLICE) yield await read(at, Math.min(SLICE, end - at));
}

/** A zip starts with a local file header, or is an empty zip's end record. */
export const isZip = (head: Buffer): boolean =>
  head.length >= 4 &&
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

/** A name that could reach outside the folder it is unpacked in ("zip slip"). */
export const unsafeName = (name: string): boolean =>
  /^([\\/]|[A-Za-z]:)/.test(name) || name.split(/[\\/]/).includes('..');

const FEED_FILE = /\.(csv|jsonl|ndjson|txt)$/i;

/** The feed file in its folder, its pictures beside it by plain file name. */
export function folderFiles(file: string): FeedFiles {
  const folder = path.dirname(path.resolve(file));
  return {
    feed: () => createReadStream(file),
    refusal: null,
    async picture(name) {
      if (name.includes('/') || name.includes('\\') || unsafeName(name)) return 'missing';
      const where = path.join(folder, name);
      const size = await stat(where).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      if (size === null) return 'missing';
      if (size > PICTURE_MAX_BYTES) return 'too_large';
      return readFile(where);
    },
    close: async () => undefined,
  };
}

/** A feed file without pictures: kept whole elsewhere, read in slices. */
export function sliceFiles(read: ReadSlice, size: number): FeedFiles {
  return {
    feed: () => slices(read, 0, size),
    refusal: null,
    picture: async () => 'missing',
    close: async () => undefined,
  };
}

/** A zip read through `read`, never held whole: yauzl asks for the ranges it needs. */
class SliceReader extends yauzl.RandomAccessReader {
  constructor(private readonly readSlice: ReadSlice) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(slices(this.readSlice, start, end));
  }
}

const openZip = promisify(
  (
    reader: yauzl.RandomAccessReader,
    size: number,
    done: (err: Error | null, zip?: yauzl.ZipFile) => void,
  ) =>
    // Names are checked here (decodeStrings off): yauzl's own check would only say "invalid".
    yauzl.fromRandomAccessReader(
      reader,
      size,
      { lazyEntries: true, decodeStrings: false, autoClose: false },
      done,
    ),
);

async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = (entry.fileName as unknown as Buffer).toString('utf8');
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/**
 * A zip holding the feed (one .csv or .jsonl) and its pictures. Any name with
 * `../` or an absolute path refuses the whole file, though nothing is ever
 * unpacked to disk: such a zip was made to attack, or made wrong.
 */
export async function zipFiles(read: ReadSlice, size: number): Promise<FeedFiles> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = (await openZip(new SliceReader(read), size))!;
    entries = await entriesOf(zip);
  } catch {
    return { ...sliceFiles(read, 0), refusal: M.zipUnreadable };
  }
  const refused = (refusal: string): FeedFiles => ({
    ...sliceFiles(read, 0),
    refusal,
    close: async () => zip.close(),
  });
  const unsafe = [...entries.keys()].find(unsafeName);
  if (unsafe !== undefined) return refused(M.zipUnsafePath(unsafe));
  const feeds = [...entries.keys()].filter(
    (name) => FEED_FILE.test(name) && !name.startsWith('__MACOSX/'),
  );
  if (feeds.length === 0) return refused(M.zipNoFeed);
  if (feeds.length > 1) return refused(M.zipManyFeeds(feeds));
  const open = promisify(zip.openReadStream.bind(zip)) as (entry: yauzl.Entry) => Promise<Readable>;
  const byBase = new Map([...entries].map(([name, entry]) => [path.posix.basename(name), entry]));
  return {
    feed: () =>
      (async function* () {
        yield* (await open(entries.get(feeds[0]!)!)) as AsyncIterable<Buffer>;
      })(),
    refusal: null,
    async picture(name) {
      const entry = entries.get(name) ?? byBase.get(name);
      if (!entry || name.endsWith('/')) return 'missing';
      if (entry.uncompressedSize > PICTURE_MAX_BYTES) return 'too_large';
      const parts: Buffer[] = [];
      for await (const part of (await open(entry)) as AsyncIterable<Buffer>) parts.push(part);
      return Buffer.concat(parts);
    },
    close: async () => zip.close(),
  };
}

/** A feed file on disk: a zip with its pictures, or a CSV or JSON Lines file in its folder. */
export async function filesOnDisk(file: string): Promise<FeedFiles> {
  const handle = await openFile(file);
  const head = Buffer.alloc(4);
  await handle.read(head, 0, 4, 0);
  const { size } = await handle.stat();
  if (!isZip(head)) {
    await handle.close();
    return folderFiles(file);
  }
  const read: ReadSlice = async (start, length) => {
    const out = Buffer.alloc(length);
    const { bytesRead } = await handle.read(out, 0, length, start);
    return out.subarray(0, bytesRead);
  };
  const files = await zipFiles(read, size);
  return {
    ...files,
    close: async () => {
      await files.close();
      await handle.close();
    },
  };
}
