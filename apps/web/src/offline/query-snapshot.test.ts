// The till's kept screen data (issue 13), read and written with IndexedDB itself since issue 23 (no Dexie in the till's
// first load): what earlier builds kept through Dexie is read as it is; sign-out removes it.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { clearShownQueries, keepShownQueries, restoreShownQueries, SNAPSHOT_DB } from './query-snapshot';

describe('query snapshot', () => {
  it('reads the copies an earlier build kept through Dexie', async () => {
    const old = new Dexie(SNAPSHOT_DB);
    old.version(1).stores({ queries: 'hash' });
    await old.table('queries').put({ hash: '["pos","prices",1]', key: ['pos', 'prices', 1], data: { data: [1, 2] }, updatedAt: 1234 });
    old.close();
    const client = new QueryClient();
    expect(await restoreShownQueries(client)).toBe(1);
    expect(client.getQueryData(['pos', 'prices', 1])).toEqual({ data: [1, 2] });
    expect(client.getQueryState(['pos', 'prices', 1])).toMatchObject({ dataUpdatedAt: 1234, isInvalidated: true });
    await clearShownQueries();
  });

  it('keeps what is shown, brings it back in a new start, and forgets it at sign-out', async () => {
    const shown = new QueryClient();
    const off = keepShownQueries(shown);
    const observer = shown.getQueryCache().build(shown, { queryKey: ['me'] });
    observer.addObserver({ onQueryUpdate: () => undefined } as never);
    shown.setQueryData(['me'], { name: 'Yasmine' });
    await new Promise((r) => setTimeout(r, 50));
    off();
    const next = new QueryClient();
    expect(await restoreShownQueries(next)).toBe(1);
    expect(next.getQueryData(['me'])).toEqual({ name: 'Yasmine' });
    await clearShownQueries();
    expect(await restoreShownQueries(new QueryClient())).toBe(0);
    await clearShownQueries();
  });
});
