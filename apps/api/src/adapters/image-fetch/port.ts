/**
 * The picture-fetching port (docs/architecture.md#the-outside-world): the
 * bytes behind a products feed's https image address. The default reads a
 * local folder laid out as host/path, which tests fill; production fetches
 * over https. The image job depends on this interface only.
 */
export interface ImageFetchPort {
  /** The bytes at the address, at most maxBytes; throws ImageFetchError when it cannot. */
  fetch(url: string, maxBytes: number): Promise<Buffer>;
}

export type ImageFetchFailure = 'not_found' | 'too_large' | 'unreachable';

export class ImageFetchError extends Error {
  constructor(readonly reason: ImageFetchFailure) {
    super(`image fetch failed: ${reason}`);
  }
}
