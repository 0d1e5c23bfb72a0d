// Housekeeping: idempotency keys past their retention are removed, recent ones (and their replays) stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_RETENTION_DAYS, runHousekeeping } from '../../src/http/housekeeping';
import { withIdempotency } from '../../src/lib/idempotency';
import { newCompany } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keys = async (entrepriseId: number) =>
  (
    await t.deps.database.db.selectFrom('idempotency_keys').select('key').where('entreprise_id', '=', entrepriseId).orderBy('key').execute()
  ).map((r) => r.key);

describe('housekeeping', () => {
  it(`forgets idempotency keys older than ${IDEMPOTENCY_RETENTION_DAYS} days and keeps the recent ones`, async () => {
    const { entrepriseId } = await newCompany(t);
    const run = (key: string) =>
      withIdempotency(t.deps.database, { entrepriseId, key, route: 'POST /test', request: { key } }, async () => ({ key }));
    await run('key-old-0001');
    await run('key-new-0001');
    const old = new Date(Date.now() - (IDEMPOTENCY_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    await t.deps.database.db.updateTable('idempotency_keys').set({ created_at: old }).where('key', '=', 'key-old-0001').execute();

    const removed = await runHousekeeping(t.deps.database);
    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await keys(entrepriseId)).toEqual(['key-new-0001']);
    // The recent key still replays its first answer.
    expect((await run('key-new-0001')).replayed).toBe(true);
  });
});
