// Issue 6 point 4: uniqueness held by the database, and every unique violation answered with its rule's 409.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationRule } from '../../src/lib/unique-rules';
import { signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cityId: number;
beforeAll(async () => {
  t = await createTestApp();
  cityId = (await t.deps.database.db.selectFrom('cities').select('id').where('intitule', '=', 'Casablanca').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const N = 40;

describe('unique names under concurrency', () => {
  it('creates one store when many creations with one title (any case) run in parallel', async () => {
    const s = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/Magasin/',
          token: s.token,
          lang: 'en',
          payload: { intitule: i % 2 ? 'Atlas Centre' : 'ATLAS centre', tel: '+212522101010', cityId, startTime: '07:30' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().errors).toEqual([{ field: 'intitule', message: 'A store with this title already exists' }]);
    }
    const rows = await t.deps.database.db
      .selectFrom('magasins')
      .select('id')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('deleted_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('creates one transport company when many creations with one name run in parallel', async () => {
    const s = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        t.call({ method: 'POST', url: '/api/TransportCompany', token: s.token, lang: 'en', payload: { intitule: 'Amana Express' } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
    const rows = await t.deps.database.db
      .selectFrom('transport_companies')
      .select('id')
      .where('entreprise_id', '=', s.entrepriseId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 email_taken, never 500, when registrations with one e-mail run in parallel', async () => {
    const body = {
      userType: 'retailer',
      name: 'Rachid Amrani',
      email: 'race@epicerie.test',
      password: 'secret-pass-1',
      tel: '+212612345678',
      entrepriseName: 'Épicerie Course',
      acceptTerms: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/web/register',
          lang: 'en',
          payload: body,
          // Distinct addresses so the per-address registration limit does not answer first.
          remoteAddress: `10.9.0.${i + 1}`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(7).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().errors).toEqual([{ field: 'email', message: 'This e-mail is already used' }]);
    }
  });

  it('frees a name when its store is deleted, as the rule says (partial index)', async () => {
    const s = await signedIn(t);
    const payload = { intitule: 'Souk Nord', tel: '+212522101010', cityId, startTime: '07:30' };
    const first = await t.call({ method: 'POST', url: '/api/Magasin/', token: s.token, payload });
    expect(first.statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/api/Magasin/${first.json().id}`, token: s.token });
    expect((await t.call({ method: 'POST', url: '/api/Magasin/', token: s.token, payload })).statusCode).toBe(200);
  });
});

describe('one mapping of unique violations', () => {
  it('names the rule of an index following uq_<table>__<column> by default, on both databases', async () => {
    const { db } = t.deps.database;
    await db.schema
      .createTable('hardening_things')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('entreprise_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(20)', (c) => c.notNull())
      .addColumn('label', 'varchar(20)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uq_hardening_things__code').on('hardening_things').columns(['entreprise_id', 'code']).unique().execute();
    await sql`create unique index uq_hardening_things__label on hardening_things (entreprise_id, lower(label))`.execute(db);
    await sql`insert into hardening_things (id, entreprise_id, code, label) values (1, 1, 'A', 'x')`.execute(db);
    const codeError = await sql`insert into hardening_things (id, entreprise_id, code, label) values (2, 1, 'A', 'y')`
      .execute(db)
      .catch((e: unknown) => e);
    expect(uniqueViolationRule(codeError)).toEqual({ field: 'code', message: 'already_used' });
    const labelError = await sql`insert into hardening_things (id, entreprise_id, code, label) values (3, 1, 'B', 'X')`
      .execute(db)
      .catch((e: unknown) => e);
    expect(uniqueViolationRule(labelError)).toEqual({ field: 'label', message: 'already_used' });
    // Wrapped (as a helper or Kysely may wrap it): still found through `cause`.
    expect(uniqueViolationRule(new Error('wrapped', { cause: labelError }))).toEqual({ field: 'label', message: 'already_used' });
    expect(uniqueViolationRule(new Error('not a database error'))).toBeUndefined();
  });
});
