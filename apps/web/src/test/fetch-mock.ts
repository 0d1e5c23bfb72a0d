// The server as a test page sees it: `fetch` replaced by a mock for each test (stubbed before, restored after), a JSON
// answer builder, and a signed-in token so the HTTP client sends its calls.
import { afterEach, beforeEach, vi } from 'vitest';
import { saveToken } from '../lib/token-storage';

/** A JSON answer with its status. */
export const reply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calls made so far to `url` with `method` (GET when the call named none). */
export const callsTo = (mock: ReturnType<typeof vi.fn<typeof fetch>>, url: string, method = 'GET') =>
  mock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

/** Installs the mock around every test of the file; each test sets what it answers (mockImplementation). */
export function installFetchMock(): ReturnType<typeof vi.fn<typeof fetch>> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
