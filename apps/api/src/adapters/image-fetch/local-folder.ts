import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImageFetchError, type ImageFetchPort } from './port';

/**
 * Pictures from a local folder standing in for the web: https://host/a/b.jpg
 * is <folder>/host/a/b.jpg. Nothing outside the folder is read.
 */
export class LocalFolderImageFetcher implements ImageFetchPort {
  constructor(private readonly folder: string) {}

  async fetch(url: string, maxBytes: number): Promise<Buffer> {
    const address = new URL(url);
    const root = path.resolve(this.folder);
    const file = path.resolve(root, address.hostname, `.${decodeURIComponent(address.pathname)}`);
    if (!file.startsWith(`${root}${path.sep}`)) throw new ImageFetchError('not_found');
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) throw new ImageFetchError('not_found');
    if (size > maxBytes) throw new ImageFetchError('too_large');
    return readFile(file);
  }
}
