import { ImageFetchError, type ImageFetchPort } from './port';

/** How long a grocer's image server gets to answer. */
const TIMEOUT_MS = 15_000;

/** Pictures fetched over https from the address the feed names. */
export class HttpsImageFetcher implements ImageFetchPort {
  async fetch(url: string, maxBytes: number): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    } catch {
      throw new ImageFetchError('unreachable');
    }
    if (!response.ok || !response.body) throw new ImageFetchError('not_found');
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
      throw new ImageFetchError('too_large');
    const parts: Buffer[] = [];
    let size = 0;
    // Read as it comes, so that a server lying about the length cannot fill the memory.
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ImageFetchError('too_large');
      }
      parts.push(Buffer.from(part.value));
    }
    return Buffer.concat(parts);
  }
}
