// A chunk that cannot be fetched for want of network is fetched again when the network returns, the page as it is —
// never the error page, never a reload offline (issue 23 point 4); one that fails while the server answers was
// replaced by a deploy: the page reloads once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../lib/navigation';
import { loadChunk } from './lazy-screen';

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('loadChunk', () => {
  it('offline: waits for the network, then loads the chunk, without reloading the page', async () => {
    offline(true);
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    const importer = vi
      .fn<() => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ok: true });
    const loaded = loadChunk(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(importer).toHaveBeenCalledTimes(1);
    offline(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a server that does not answer counts as no network, even when the browser says it is online', async () => {
    offline(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('failed')).mockResolvedValue('chunk');
    const loaded = loadChunk(importer);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the server answers but the chunk is gone (a deploy): the page reloads once', async () => {
    offline(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    void loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
