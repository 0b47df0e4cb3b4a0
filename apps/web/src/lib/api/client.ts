import {
  ACCOUNT_HEADER,
  CACHE_BURST_HEADER,
  CLIENT_VERSION,
  HTTP_CACHE,
  ResponseStatusSchema,
  SESSION_HEADER,
  type Envelope,
  type ResponseMessage,
} from '@spesa/domain';
import type { z } from 'zod';
import { env } from '../../config/env';
import { i18n, translateMessageCode } from '../../i18n';
import { ApiError, ClientErrorCode } from './api-error';
import { GetCache, cacheKeyOf, isCacheableUrl } from './get-cache';
import {
  clearStoredSession,
  readClientUuid,
  readStoredSession,
  storeSession,
} from './session-storage';

/** Header names of docs/rules/api-conventions.md beside the session pair that domain defines. */
export const CLIENT_HEADER = 'X-Ebsn-Client';
export const CLIENT_REDIRECT_HEADER = 'X-Ebsn-Client-Redirect';
export const VERSION_HEADER = 'X-Ebsn-Version';
export const CLIENT_UUID_HEADER = 'X-Ebsn-Client-Uuid';
/** Query parameter that carries a recaptcha token on configured endpoints. */
export const RECAPTCHA_QUERY_PARAM = 'token';

export type MessageKind = 'success' | 'error' | 'warning';

export interface ClientMessage {
  kind: MessageKind;
  text: string;
  code: string;
}

export interface ApiClientConfig {
  fetch: typeof fetch;
  /**
   * The GET cache of docs/rules/api-conventions.md. Off where one client serves many shoppers and brands
   * (the server rendering pages): its keys know neither the host nor the session.
   */
  cacheGets: boolean;
  /** Codes raised as a popup dialog instead of a toast (brand.config.popupMessageCodes). */
  popupMessageCodes: readonly string[];
  /** Paths that get a recaptcha token (brand.config.recaptchaEndpoints). */
  recaptchaEndpoints: readonly string[];
  /** The token source (lib/recaptcha: Google's, or the test token); none by default. */
  recaptchaToken: ((path: string) => Promise<string | null>) | null;
  /** Shows a toast. */
  notify: (message: ClientMessage) => void;
  /** Shows a popup dialog. */
  popup: (message: ClientMessage) => void;
  /** HTTP 419: the app emits not-logged-in (docs/rules/api-conventions.md). */
  onSessionExpired: () => void;
  /** HTTP 401: the session is gone; the shopper's copies on the device go with it. */
  onLoginRequired: () => void;
  /** HTTP 500-598: the app goes to /service-down. */
  onServiceDown: () => void;
  /** The server's cache-burst value grew: the GET cache is already empty, the page's data is read again. */
  onCacheBurst: () => void;
  /** HTTP 404 outside category and product: the app goes to /not-found. */
  onNotFound: () => void;
  /** The page the shopper is on (for the 404 exemption). */
  currentPath: () => string;
  /** The app's origin: base of relative URLs and X-Ebsn-Client-Redirect. */
  origin: () => string;
  now: () => number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body: the request type the domain defines for the call. */
  json?: object;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, QueryValue>;
  /** A file as it is, sent as application/octet-stream (the server reads what it holds). */
  file?: Blob;
  /** false: response infos/errors/warnings are not turned into toasts (the caller shows them). */
  notify?: boolean;
  /** false: 5xx and 404 do not navigate to the error pages (content that may fail quietly). */
  navigateOnError?: boolean;
  signal?: AbortSignal;
  /** Reads the response's headers (the content service's X-WP-Total and X-WP-TotalPages). */
  onHeaders?: (headers: Headers) => void;
}

const noop = (): void => undefined;

function defaultConfig(): ApiClientConfig {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    cacheGets: true,
    popupMessageCodes: [],
    recaptchaEndpoints: [],
    recaptchaToken: null,
    notify: noop,
    popup: noop,
    onSessionExpired: noop,
    onLoginRequired: noop,
    onServiceDown: noop,
    onCacheBurst: noop,
    onNotFound: noop,
    currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
    origin: () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
    now: () => Date.now(),
  };
}

const genericMessage = (): string => i18n.t('errors:generic');

/** docs/rules/api-conventions.md: 404 from category and product URLs is left to the page (it shows its own not-found). */
export function isNotFoundExempt(requestPath: string, pagePath: string): boolean {
  const apiExempt = /^\/ebsn\/api\/(category|products?)(\/|$)/.test(requestPath);
  const pageExempt = /^\/(category|product)(\/|$)/.test(pagePath);
  return apiExempt || pageExempt;
}

export const isServerUnavailable = (status: number): boolean => status >= 500 && status <= 598;

function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null || !('response' in body)) return false;
  return ResponseStatusSchema.safeParse((body as { response: unknown }).response).success;
}

function appendParams(
  target: URLSearchParams,
  values: Record<string, QueryValue> | undefined,
): void {
  if (!values) return;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    target.append(name, String(value));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface ApiClient {
  /** A call to the commerce API: the body is an envelope, status ≠ 0 throws ApiError. */
  request(path: string, options?: RequestOptions): Promise<Envelope<unknown>>;
  /** A call whose body is plain JSON (content service, version.json). */
  requestJson(path: string, options?: RequestOptions): Promise<unknown>;
  configure(patch: Partial<ApiClientConfig>): void;
  clearCache(): void;
  /** Shows a message the way server messages are shown (a feature's own success or error toast). */
  notify(message: ClientMessage): void;
  /**
   * Shows an answer's infos and warnings as toasts, as `notify: true` would: for a call
   * made with `notify: false` so that its refusal is shown in the form, not toasted.
   */
  announce(body: Envelope<unknown>): void;
  readonly cacheSize: number;
}

export function createApiClient(initial: Partial<ApiClientConfig> = {}): ApiClient {
  let config: ApiClientConfig = { ...defaultConfig(), ...initial };
  const cache = new GetCache<unknown>({
    maxAgeMs: HTTP_CACHE.maxAgeMs,
    limit: HTTP_CACHE.maxEntries,
    now: () => config.now(),
  });
  /** The highest cache-burst value seen; an answer with an older one (a stale copy) changes nothing. */
  let cacheBurst: number | null = null;

  function noteCacheBurst(header: string | null): void {
    const value = header === null ? Number.NaN : Number(header);
    if (!Number.isFinite(value) || (cacheBurst !== null && value <= cacheBurst)) return;
    const grew = cacheBurst !== null;
    cacheBurst = value;
    if (!grew) return;
    cache.clear();
    config.onCacheBurst();
  }

  function buildHeaders(options: RequestOptions): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    const stored = readStoredSession();
    if (stored.session) headers.set(SESSION_HEADER, stored.session);
    if (stored.account) headers.set(ACCOUNT_HEADER, stored.account);
    headers.set(CLIENT_HEADER, env.client);
    headers.set(CLIENT_REDIRECT_HEADER, config.origin());
    headers.set(VERSION_HEADER, CLIENT_VERSION);
    const uuid = readClientUuid();
    if (uuid) headers.set(CLIENT_UUID_HEADER, uuid);
    if (options.json !== undefined) headers.set('Content-Type', 'application/json');
    if (options.form !== undefined)
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    if (options.file !== undefined) headers.set('Content-Type', 'application/octet-stream');
    return headers;
  }

  async function buildUrl(path: string, options: RequestOptions): Promise<URL> {
    const url = new URL(path, config.origin());
    appendParams(url.searchParams, options.query);
    if (config.recaptchaToken && config.recaptchaEndpoints.includes(url.pathname)) {
      const token = await config.recaptchaToken(url.pathname);
      if (token) url.searchParams.set(RECAPTCHA_QUERY_PARAM, token);
    }
    return url;
  }

  function dispatchMessages(body: Envelope<unknown>, notify: boolean): void {
    const groups: [MessageKind, ResponseMessage[], 'error' | 'info' | 'warning'][] = [
      ['error', body.response.errors, 'error'],
      ['warning', body.response.warnings, 'warning'],
      ['success', body.response.infos, 'info'],
    ];
    for (const [kind, messages, textField] of groups) {
      for (const message of messages) {
        const text = translateMessageCode(message.code) ?? message[textField] ?? '';
        if (!text) continue;
        const clientMessage: ClientMessage = { kind, text, code: message.code };
        if (config.popupMessageCodes.includes(message.code)) config.popup(clientMessage);
        else if (notify) config.notify(clientMessage);
      }
    }
  }

  function errorFromEnvelope(
    status: number,
    body: Envelope<unknown>,
    fallbackCode: string,
  ): ApiError {
    const first = body.response.errors[0];
    return new ApiError({
      status,
      code: first?.code ?? fallbackCode,
      message: (first && (translateMessageCode(first.code) ?? first.error)) || genericMessage(),
      responseStatus: body.response.status,
      errors: body.response.errors,
    });
  }

  /** Transport: the request goes over the wire; a network failure is the generic message. */
  async function transport(
    url: URL,
    method: NonNullable<RequestOptions['method']>,
    options: RequestOptions,
    notify: boolean,
  ): Promise<Response> {
    let body: BodyInit | undefined;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    else if (options.form !== undefined) {
      const form = new URLSearchParams();
      appendParams(form, options.form);
      body = form;
    } else if (options.file !== undefined) body = options.file;

    let response: Response;
    try {
      response = await config.fetch(url.toString(), {
        method,
        headers: buildHeaders(options),
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // Offline, the shopper is told so: what they asked for was not done (issue 35).
      const message =
        typeof navigator !== 'undefined' && !navigator.onLine
          ? i18n.t('errors:offline')
          : genericMessage();
      if (notify) config.notify({ kind: 'error', text: message, code: ClientErrorCode.network });
      throw new ApiError({ status: 0, code: ClientErrorCode.network, message, cause });
    }

    storeSession({
      session: response.headers.get(SESSION_HEADER),
      account: response.headers.get(ACCOUNT_HEADER),
    });
    noteCacheBurst(response.headers.get(CACHE_BURST_HEADER));
    return response;
  }

  /** Interpretation of the HTTP status (docs/rules/api-conventions.md): 419, 5xx, 404 and other failures throw. */
  async function readSuccessfulBody(
    response: Response,
    url: URL,
    notify: boolean,
    navigateOnError: boolean,
  ): Promise<unknown> {
    if (response.status === 419) {
      clearStoredSession();
      cache.clear();
      const message = i18n.t('errors:sessionExpired');
      config.notify({ kind: 'error', text: message, code: ClientErrorCode.sessionExpired });
      config.onSessionExpired();
      throw new ApiError({ status: 419, code: ClientErrorCode.sessionExpired, message });
    }

    if (response.status === 401) config.onLoginRequired();
    const data = await readJson(response);
    const envelope = isEnvelope(data) ? data : null;

    if (isServerUnavailable(response.status)) {
      if (navigateOnError) config.onServiceDown();
      throw new ApiError({
        status: response.status,
        code: ClientErrorCode.serverUnavailable,
        message: genericMessage(),
      });
    }

    if (response.status === 404) {
      if (navigateOnError && !isNotFoundExempt(url.pathname, config.currentPath()))
        config.onNotFound();
      if (envelope) throw errorFromEnvelope(404, envelope, ClientErrorCode.notFound);
      throw new ApiError({
        status: 404,
        code: ClientErrorCode.notFound,
        message: genericMessage(),
      });
    }

    if (!response.ok) {
      const fallbackCode =
        response.status === 429 ? ClientErrorCode.tooManyRequests : ClientErrorCode.http;
      if (envelope) {
        dispatchMessages(envelope, notify);
        throw errorFromEnvelope(response.status, envelope, fallbackCode);
      }
      const message = genericMessage();
      if (notify) config.notify({ kind: 'error', text: message, code: fallbackCode });
      throw new ApiError({ status: response.status, code: fallbackCode, message });
    }
    return data;
  }

  /** Interpretation of the envelope (docs/rules/api-conventions.md): messages shown, status ≠ 0 throws. */
  function unwrapEnvelope(status: number, data: unknown, notify: boolean): Envelope<unknown> {
    if (!isEnvelope(data)) {
      const message = genericMessage();
      if (notify)
        config.notify({ kind: 'error', text: message, code: ClientErrorCode.invalidResponse });
      throw new ApiError({ status, code: ClientErrorCode.invalidResponse, message });
    }
    dispatchMessages(data, notify);
    if (data.response.status !== 0) {
      if (notify && data.response.errors.length === 0) {
        config.notify({ kind: 'error', text: genericMessage(), code: ClientErrorCode.refused });
      }
      throw errorFromEnvelope(status, data, ClientErrorCode.refused);
    }
    return data;
  }

  /** One call: the GET cache (docs/rules/api-conventions.md), then transport, then interpretation. */
  async function send(
    path: string,
    options: RequestOptions,
    expectEnvelope: boolean,
  ): Promise<unknown> {
    const method =
      options.method ?? (options.json !== undefined || options.form !== undefined ? 'POST' : 'GET');
    const notify = options.notify ?? true;
    const navigateOnError = options.navigateOnError ?? true;
    const url = await buildUrl(path, options);

    const cacheable = config.cacheGets && method === 'GET' && isCacheableUrl(url);
    const cacheKey = cacheKeyOf(url);
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit !== undefined) return hit;
    }
    if (method !== 'GET') cache.clear();

    const response = await transport(url, method, options, notify);
    const data = await readSuccessfulBody(response, url, notify, navigateOnError);
    options.onHeaders?.(response.headers);
    const result = expectEnvelope ? unwrapEnvelope(response.status, data, notify) : data;
    if (cacheable) cache.set(cacheKey, result);
    return result;
  }

  return {
    request: (path, options = {}) => send(path, options, true) as Promise<Envelope<unknown>>,
    requestJson: (path, options = {}) => send(path, options, false),
    configure(patch) {
      config = { ...config, ...patch };
    },
    clearCache: () => cache.clear(),
    notify: (message) => config.notify(message),
    announce: (body) =>
      dispatchMessages({ ...body, response: { ...body.response, errors: [] } }, true),
    get cacheSize() {
      return cache.size;
    },
  };
}

/**
 * Validates a response part against its domain schema. A mismatch is a broken
 * contract: the shopper sees the generic message, the console gets the detail.
 */
export function parseResponse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.error('Unexpected API response', result.error.issues);
  throw new ApiError({
    status: 200,
    code: ClientErrorCode.invalidResponse,
    message: genericMessage(),
  });
}

/** The app's one client; main.tsx configures it with the brand and the app's handlers. */
export const api = createApiClient();
