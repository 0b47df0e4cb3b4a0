import type { Sharp, SharpOptions } from 'sharp';
import { FEED_MESSAGES as M } from '@spesa/domain';
import { PICTURE_WIDTHS } from '@spesa/domain/api/pictures';
import type { Db } from '../../../db/client';
import type { JobDefinition } from '../../../jobs';
import { ImageFetchError, type ImageFetchPort } from '../../../adapters/image-fetch';
import { PICTURE_MAX_MEGABYTES } from './feed-files';
import { finishPicture, waitingPictures } from './repo/product-images';

export const PICTURE_JOB = 'catalog.pictures';
export const PICTURE_JOB_KEY = 'pictures';

/** Pictures read at a time: each holds its file (up to 15 MB) and two WebPs in memory. */
const AT_A_TIME = 2;

const WHY: Record<string, string> = {
  not_found: "l'indirizzo non risponde con un'immagine",
  too_large: `supera ${PICTURE_MAX_MEGABYTES} MB`,
  unreachable: 'il server non risponde',
};

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;
/** sharp is loaded on the first picture: most processes resize none. */
const loadSharp = (): Promise<SharpFactory> =>
  (loading ??= import('sharp').then(({ default: sharp }) => sharp));

/** The picture as the storefront shows a packshot: square, on white, at each packshot width. */
async function resized(bytes: Buffer): Promise<{ webp400: Buffer; webp800: Buffer }> {
  const sharp = await loadSharp();
  const [small, large] = PICTURE_WIDTHS.packshot;
  const at = (width: number) =>
    sharp(bytes, { failOn: 'error', limitInputPixels: 64_000_000 })
      .rotate()
      .resize({ width, height: width, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer();
  return { webp400: await at(small), webp800: await at(large) };
}

/**
 * Resizes every picture waiting (decision 047): a feed's own file, or the
 * https address fetched through the port. One that cannot be read is
 * marked failed with its problem, by the line that named it; the drawn
 * packshot stays in its place. Answers how many it handled.
 */
export async function resizeWaitingPictures(db: Db, fetcher: ImageFetchPort): Promise<number> {
  let handled = 0;
  for (;;) {
    const waiting = await waitingPictures(db, AT_A_TIME);
    if (waiting.length === 0) return handled;
    for (const { productId, source, original } of waiting) {
      let bytes = original;
      if (!bytes)
        try {
          bytes = await fetcher.fetch(source, PICTURE_MAX_MEGABYTES * 1024 * 1024);
        } catch (err) {
          const why = err instanceof ImageFetchError ? WHY[err.reason]! : WHY.unreachable!;
          await finishPicture(db, productId, source, { problem: M.imageNotFetched(source, why) });
          continue;
        }
      const outcome = await resized(bytes).catch(() => ({ problem: M.imageUnreadable(source) }));
      await finishPicture(db, productId, source, outcome);
    }
    handled += waiting.length;
  }
}

export const pictureJob = (fetcher: ImageFetchPort): JobDefinition => ({
  kind: PICTURE_JOB,
  async run(db) {
    await resizeWaitingPictures(db, fetcher);
  },
});
