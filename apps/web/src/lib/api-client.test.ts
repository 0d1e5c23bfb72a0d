import { TIMINGS_MS } from '@comptoir/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { api } from './api-client';
import { ApiError } from './api-error';
import { appStatus } from './app-status';
import { setCurrency } from './currency';
import { loadingStore } from './loading-store';
import { navigateTo, reloadPage } from './navigation';
import { notifyDanger } from './notify';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';
import { saveToken } from './token-storage';

vi.mock('./notify', () => ({ notifyDanger: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));
vi.mock('./navigation', async (importOriginal) => {
  const reloadPage = vi.fn();
  return {
    ...(await importOriginal<typeof import('./navigation')>()),
    navigateTo: vi.fn(),
    reloadPage,
    scheduleReload: vi.fn((ms: number) => setTimeout(reloadPage, ms)),
  };
});

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

function sentHeaders(call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

const future = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notifyDanger).mockClear();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(reloadPage).mockClear();
  appStatus.set({ offline: false, sessionExpired: false });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api-client headers', () => {
  it('sends no-cache, bearer, local time, currency and language headers on every call', async () => {
    saveToken('tok-123', future());
    setCurrency('EUR');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await api.get('/authedAdmin');

    const [url] = fetchMock.mock.calls[0];
    const headers = sentHeaders();
    expect(url).toBe('/api/authedAdmin');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.pragma).toBe('no-cache');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['x-currency']).toBe('EUR');
    expect(headers['x-language']).toBe('en');
    expect(headers['x-local-time']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
  });

  it('sends no authorization header and MAD as currency without a session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/ActiveSubscriptions');
    expect(sentHeaders().authorization).toBeUndefined();
    expect(sentHeaders()['x-currency']).toBe('MAD');
  });

  it('does not send an expired token', async () => {
    saveToken('old', new Date(Date.now() - 1000).toISOString());
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/x');
    expect(sentHeaders().authorization).toBeUndefined();
  });

  it('serialises the body as JSON and adds query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.post('/gateway/Client/activate', { a: 1 }, { query: { hash: 'abc def', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/gateway/Client/activate?hash=abc+def');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders()['content-type']).toBe('application/json');
  });
});

describe('api-client loader', () => {
  it('counts a call in flight and releases it when done', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const pending = api.get('/slow');
    expect(loadingStore.get().pending).toBe(1);
    release(jsonResponse(200, {}));
    await pending;
    expect(loadingStore.get().pending).toBe(0);
  });

  it('counts a write apart: only writes may cover the page', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const read = api.get('/slow');
    expect(loadingStore.get()).toEqual({ pending: 1, writes: 0 });
    release(jsonResponse(200, {}));
    await read;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const write = api.post('/save', { a: 1 });
    expect(loadingStore.get()).toEqual({ pending: 1, writes: 1 });
    release(jsonResponse(200, {}));
    await write;
    expect(loadingStore.get()).toEqual({ pending: 0, writes: 0 });
  });

  it('withoutLoader keeps the loader off', async () => {
    const seen: number[] = [];
    const unsubscribe = loadingStore.subscribe(() => seen.push(loadingStore.get().pending));
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/quiet', { withoutLoader: true });
    unsubscribe();
    expect(seen).toEqual([]);
  });
});

describe('api-client error reactions', () => {
  const validation = {
    code: 'VALIDATION',
    message: 'Les données fournies sont invalides.',
    errors: [
      { field: 'email', message: 'Invalid e-mail' },
      { field: 'tel', message: 'At least 6 characters' },
    ],
  };

  it('shows each 422 error entry, then the translated "given data was invalid" message, and rethrows an ApiError', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, validation));

    const error = await api.post('/web/register', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('VALIDATION');
    expect(apiError.fieldErrors()).toEqual({ email: 'Invalid e-mail', tel: 'At least 6 characters' });
    const messages = vi.mocked(notifyDanger).mock.calls.map(([n]) => n.message);
    expect(messages).toEqual(['Invalid e-mail', 'At least 6 characters', i18n.t('errors.givenDataInvalid')]);
    expect(messages).not.toContain('Les données fournies sont invalides.');
    expect(vi.mocked(notifyDanger).mock.calls[0][0].title).toBe('E-mail');
  });

  it('withoutLoader suppresses the error notifications but still rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, validation));
    await expect(api.post('/x', {}, { withoutLoader: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifyDanger).not.toHaveBeenCalled();
  });

  it('shows the message of a 400 or 500 body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong, please try again' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(vi.mocked(notifyDanger).mock.calls.map(([n]) => n.message)).toEqual(['Something went wrong, please try again']);
  });

  it('shows the generic notification for a 5xx without a body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503 });
    expect(notifyDanger).toHaveBeenCalledTimes(1);
    expect(notifyDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: i18n.t('alert.error-title'), message: i18n.t('alert.error-text') }),
    );
  });

  it('on 401 clears the token and catalogue marker, goes to login, and reloads after 100 ms', async () => {
    vi.useFakeTimers();
    saveToken('tok', future());
    localStorage.setItem(STORAGE_KEYS.catalogueLastUpdatedAt, '2025-01-01');
    window.history.replaceState(null, '', '/caisse?store=2');
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'nope', reason: 'NOT AUTHORIZED' }));

    await expect(api.get('/authedAdmin')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.catalogueLastUpdatedAt)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.authNotice)).toBe('1');
    expect(navigateTo).toHaveBeenCalledWith('/login?forwardTo=%2Fcaisse%3Fstore%3D2', { replace: true });
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TIMINGS_MS.unauthorizedReloadDelay);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(notifyDanger).not.toHaveBeenCalled();
  });

  it('treats a NOT AUTHORIZED reason as a 401 whatever the status', async () => {
    saveToken('tok', future());
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 'FORBIDDEN', message: 'x', reason: 'NOT AUTHORIZED' }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(navigateTo).toHaveBeenCalled();
  });

  it('keeps the session when the 401 answers a call sent with a session since replaced (the till unlocked by another)', async () => {
    saveToken('cashier', future());
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const stale = api.get('/live');
    saveToken('collaborator', future());
    answer(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'revoked', reason: 'NOT AUTHORIZED' }));
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? '{}').token).toBe('collaborator');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('leaves an expected 401 to the caller (the login form)', async () => {
    saveToken('tok', future());
    fetchMock.mockResolvedValue(
      jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Wrong e-mail or password', reason: 'NOT AUTHORIZED' }),
    );
    await expect(api.post('/web/login', {}, { expectedStatuses: [401] })).rejects.toMatchObject({ message: 'Wrong e-mail or password' });
    expect(navigateTo).not.toHaveBeenCalled();
    expect(notifyDanger).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).not.toBeNull();
  });

  it('rethrows an expected 4xx answer without logging it as a console error', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
    await expect(api.get('/Magasins/9')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    fetchMock.mockResolvedValue(
      jsonResponse(422, { code: 'VALIDATION', message: 'Invalid', errors: [{ field: 'tel', message: 'required' }] }),
    );
    await expect(api.post('/Magasin/', {})).rejects.toMatchObject({ status: 422 });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs a server error and rethrows it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'Boom' }));
    await expect(api.get('/Magasins/9')).rejects.toMatchObject({ status: 500 });
    expect(console.error).toHaveBeenCalledWith('[api] GET /Magasins/9', expect.any(ApiError));
  });
});

describe('api-client offline', () => {
  it('refuses a call while the browser is offline and shows the offline page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const error = await api.get('/authedAdmin').catch((e: unknown) => e);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('OFFLINE');
    expect((error as ApiError).message).toBe('You are offline');
    expect(appStatus.get().offline).toBe(true);
    expect(loadingStore.get().pending).toBe(0);
  });

  it('marks the app offline when no answer comes back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(appStatus.get().offline).toBe(true);
    expect(notifyDanger).not.toHaveBeenCalled();
  });

  it('allowOffline leaves the app where it is', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.post('/sale', {}, { allowOffline: true })).rejects.toMatchObject({ status: 0 });
    expect(appStatus.get().offline).toBe(false);
  });
});

describe('api-client upload and binary answers', () => {
  it('upload sends the FormData as is, without a JSON content-type, and answers the JSON body', async () => {
    saveToken('tok-up', future());
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 42 }));
    const form = new FormData();
    form.append('file', new File(['abc'], 'a.png', { type: 'image/png' }));

    const answer = await api.upload<{ data: number }>('/File', form, { query: { folder: 'stores' } });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/File?folder=stores');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(sentHeaders()['content-type']).toBeUndefined();
    expect(sentHeaders().authorization).toBe('Bearer tok-up');
    expect(sentHeaders()['x-language']).toBe('en');
    expect(answer).toEqual({ data: 42 });
  });

  it('upload shows the loader and reacts to errors like any call', async () => {
    const seen: number[] = [];
    const unsubscribe = loadingStore.subscribe(() => seen.push(loadingStore.get().pending));
    fetchMock.mockResolvedValue(
      jsonResponse(422, { code: 'VALIDATION', message: 'x', errors: [{ field: 'file', message: 'File required' }] }),
    );
    await expect(api.upload('/File', new FormData())).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    expect(vi.mocked(notifyDanger).mock.calls[0][0].message).toBe('File required');
  });

  it('getBlob answers the binary body and its headers', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'content-type': 'image/png', 'file-extension': 'png', 'file-size': '3', 'file-name': 'caf%C3%A9.png' },
      }),
    );

    const { blob, headers } = await api.getBlob('/File/7', { withoutLoader: true });

    expect(fetchMock.mock.calls[0][0]).toBe('/api/File/7');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
    expect(sentHeaders().accept).toBe('*/*');
    expect(blob.size).toBe(3);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(headers.get('file-extension')).toBe('png');
    expect(decodeURIComponent(headers.get('file-name') ?? '')).toBe('café.png');
  });

  it('getBlob rejects with the ApiError of a JSON error body, and stays quiet withoutLoader', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
    await expect(api.getBlob('/File/9', { withoutLoader: true })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(notifyDanger).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });
});
