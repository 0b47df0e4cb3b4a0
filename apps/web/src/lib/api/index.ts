export { ApiError, ClientErrorCode, isApiError, refusalMessage } from './api-error';
export {
  api,
  createApiClient,
  isNotFoundExempt,
  isServerUnavailable,
  parseResponse,
  CLIENT_HEADER,
  CLIENT_REDIRECT_HEADER,
  CLIENT_UUID_HEADER,
  RECAPTCHA_QUERY_PARAM,
  VERSION_HEADER,
  type ApiClient,
  type ApiClientConfig,
  type ClientMessage,
  type MessageKind,
  type QueryValue,
  type RequestOptions,
} from './client';
export { GetCache, cacheKeyOf, isCacheableUrl } from './get-cache';
export {
  clearStoredSession,
  hasStoredSession,
  readStoredSession,
  storeClientUuid,
  storeSession,
  type StoredSession,
} from './session-storage';
