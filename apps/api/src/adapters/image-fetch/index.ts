import type { AppConfig } from '../../config/env';
import { HttpsImageFetcher } from './https';
import { LocalFolderImageFetcher } from './local-folder';
import type { ImageFetchPort } from './port';

export { ImageFetchError, type ImageFetchFailure, type ImageFetchPort } from './port';
export { LocalFolderImageFetcher } from './local-folder';

/** The configured fetcher of feeds' https pictures: a local folder unless IMAGE_FETCH_PROVIDER says https. */
export function createImageFetcher(config: AppConfig): ImageFetchPort {
  return config.IMAGE_FETCH_PROVIDER === 'https'
    ? new HttpsImageFetcher()
    : new LocalFolderImageFetcher(config.IMAGE_FETCH_DIR);
}
