// THE HTTP client (api-spec §8): headers on every call, the global loader, offline refusal and the reactions to errors.
// Every call logs its error and rethrows it as an ApiError, so forms can put field problems under their fields.
import { GIVEN_DATA_INVALID, NOT_AUTHORIZED_REASON, TIMINGS_MS, type FieldError } from '@comptoir/shared';
import { currentLocale, i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { markOffline } from './app-status';
import { getCurrency } from './currency';
import { beginLoading, endLoading } from './loading-store';
import { localIsoWithOffset } from './local-time';
import { currentPath, loginPath, navigateTo, scheduleReload } from './navigation';
import { notifyDanger } from './notify';
import { writeStorage } from './safe-storage';
import { SESSION_KEYS } from './storage-keys';
import { clearToken, getToken } from './token-storage';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No loading overlay and no error notifications (background calls). */
  withoutLoader?: boolean;
  /** Statuses the caller shows itself (the login form's 401): no notification, no redirect. */
  expectedStatuses?: readonly number[];
  /** The caller copes with having no connection (an offline queue): the offline page is not shown. */
  allowOffline?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ErrorBodyLike {
  code?: unknown;
  message?: unknown;
  reason?: unknown;
  errors?: unknown;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The headers every call carries (api-spec §8). */
export function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache',
    pragma: 'no-cache',
    'x-local-time': localIsoWithOffset(),
    'x-currency': getCurrency(),
    'x-language': currentLocale(),
  };
  if (hasBody) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const b = body as ErrorBodyLike;
    return new ApiError({
      status,
      code: typeof b.code === 'string' ? b.code : 'UNKNOWN',
      message: typeof b.message === 'string' ? b.message : typeof b.reason === 'string' ? b.reason : '',
      reason: typeof b.reason === 'string' ? b.reason : undefined,
      errors: Array.isArray(b.errors) ? b.errors.filter(isFieldError) : [],
      hasBody: true,
    });
  }
  return new ApiError({ status, code: 'UNKNOWN', message: typeof body === 'string' ? body : '', hasBody: false });
}

/** 401 / NOT AUTHORIZED: sign out, go to login, reload after 100 ms; the login page shows the notice after the reload. */
function onUnauthorized(): void {
  clearToken();
  writeStorage(SESSION_KEYS.authNotice, '1', 'session');
  const onLogin = window.location.pathname === '/login';
  navigateTo(onLogin ? currentPath() : loginPath(currentPath()), { replace: true });
  scheduleReload(TIMINGS_MS.unauthorizedReloadDelay);
}

function fieldTitle(field: string): string | undefined {
  const key = `fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

function displayMessage(error: ApiError): string {
  if (error.code === 'VALIDATION' || error.message === GIVEN_DATA_INVALID) return i18n.t('errors.givenDataInvalid');
  return error.message || error.reason || '';
}

/** The reactions of api-spec §8, in its order. */
function react(error: ApiError, options: RequestOptions, sentToken: string | null): void {
  if (error.isConnectionError) {
    if (!options.allowOffline) markOffline();
    return;
  }
  if (options.expectedStatuses?.includes(error.status)) return;
  if (error.status === 401 || error.reason === NOT_AUTHORIZED_REASON) {
    // A call sent with a session that has since been replaced (the till unlocked by another collaborator, issue 32,
    // revokes the previous one) says nothing about the current session: only a refusal of the current one signs out.
    if (sentToken !== getToken()) return;
    onUnauthorized();
    return;
  }
  if (options.withoutLoader) return;
  let shown = false;
  if (error.hasBody) {
    for (const entry of error.errors) {
      notifyDanger({ title: fieldTitle(entry.field), message: entry.message });
      shown = true;
    }
    const message = displayMessage(error);
    if (message) {
      notifyDanger({ message });
      shown = true;
    }
  }
  if (error.status >= 500 && !shown) {
    notifyDanger({ title: i18n.t('alert.error-title'), message: i18n.t('alert.error-text') });
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A 4xx answer is one the screens expect and handle (field problems, not found, conflict, refused): not a console
 * error. Server errors, network failures and anything unforeseen are still logged.
 */
const isExpectedAnswer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** What a call sends: JSON (the default) or a multipart form (uploads; the browser sets the boundary). */
type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | undefined;

async function perform<R>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  payload: Payload,
  read: (response: Response) => Promise<R>,
  accept?: string,
): Promise<R> {
  const showsLoader = !options.withoutLoader;
  const write = method !== 'GET';
  const sentToken = getToken();
  if (showsLoader) beginLoading(write);
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw new ApiError({ status: 0, code: 'OFFLINE', message: i18n.t('errors.offline') });
    }
    const headers = { ...requestHeaders(payload?.kind === 'json'), ...(accept ? { accept } : {}), ...options.headers };
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: payload === undefined ? undefined : payload.kind === 'json' ? JSON.stringify(payload.value) : payload.value,
        signal: options.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ApiError({ status: 0, code: 'NETWORK', message: i18n.t('errors.network') });
    }
    if (response.ok) return await read(response);
    throw errorFromResponse(response.status, await readBody(response));
  } catch (error) {
    if (error instanceof ApiError) react(error, options, sentToken);
    if (!isAbort(error) && !isExpectedAnswer(error)) console.error(`[api] ${method} ${path}`, error);
    throw error;
  } finally {
    if (showsLoader) endLoading(write);
  }
}

export function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const payload: Payload = options.body !== undefined ? { kind: 'json', value: options.body } : undefined;
  return perform(method, path, options, payload, async (response) => (await readBody(response)) as T);
}

/** A binary answer (GET /File/{id}) with its headers (file-extension, file-size, file-name). */
export interface BlobAnswer {
  blob: Blob;
  headers: Headers;
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  /** POST a multipart form (a file upload): no JSON content-type, the browser adds the multipart boundary. */
  upload: <T>(path: string, formData: FormData, options?: BodyOptions) =>
    perform<T>('POST', path, options ?? {}, { kind: 'form', value: formData }, async (response) => (await readBody(response)) as T),
  /** POST a JSON body and read a binary answer (a file built from what was sent: a template export, a PDF preview). */
  postBlob: (path: string, body?: unknown, options?: BodyOptions) =>
    perform<BlobAnswer>(
      'POST',
      path,
      options ?? {},
      { kind: 'json', value: body },
      async (response) => ({ blob: await response.blob(), headers: response.headers }),
      '*/*',
    ),
  /** GET a binary answer as a Blob, with the answer's headers. */
  getBlob: (path: string, options?: BodyOptions) =>
    perform<BlobAnswer>(
      'GET',
      path,
      options ?? {},
      undefined,
      async (response) => ({ blob: await response.blob(), headers: response.headers }),
      '*/*',
    ),
  /** GET a binary answer read as it arrives: `onChunk` sees each piece (a progress bar); the Blob comes at the end. */
  getStream: (path: string, onChunk: (chunk: Uint8Array, headers: Headers) => void, options?: BodyOptions) =>
    perform<BlobAnswer>(
      'GET',
      path,
      options ?? {},
      undefined,
      async (response) => {
        const parts: Uint8Array<ArrayBuffer>[] = [];
        const reader = response.body?.getReader();
        for (;;) {
          const next = reader ? await reader.read() : { done: true as const, value: undefined };
          if (next.done) break;
          parts.push(next.value as Uint8Array<ArrayBuffer>);
          onChunk(next.value, response.headers);
        }
        return { blob: new Blob(parts), headers: response.headers };
      },
      '*/*',
    ),
};
