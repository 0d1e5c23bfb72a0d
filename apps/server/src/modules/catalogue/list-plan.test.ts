// The price list page at catalogue size (issue 11): its count is read from the live count the triggers keep (both
// databases), and on SQLite its page read in the list's order from the live list index, never by sorting the
// catalogue. The totals stay exact.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PRICE } from './catalogue.entities';
import { liveCountQuery } from './catalogue.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fill = async (entrepriseId: number, n: number) => {
  const now = new Date().toISOString();
  await sql`insert into prices (entreprise_id, label, price, "currencyTag", created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n})
    select ${entrepriseId}, 'Prix ' || i, 100 + i, 'MAD', ${now}, ${now} from n`.execute(t.deps.database.db);
};
const plan = async (query: { sql: string; parameters: readonly unknown[] }) =>
  (await sql.raw<{ detail: string }>(`explain query plan ${query.sql}`).execute(t.deps.database.db)).rows;

describe('price list', () => {
  it('counts exactly the company’s live prices', async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    await fill(s.entrepriseId, 30);
    await fill(other.entrepriseId, 7);
    await sql`update prices set deleted_at = ${new Date().toISOString()} where entreprise_id = ${s.entrepriseId} and label in ('Prix 1', 'Prix 2')`.execute(
      t.deps.database.db,
    );
    const page = await t.call({ method: 'GET', url: '/api/catalogueV2/price?limit=12&offset=12', token: s.token });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 28, offset: 12, limit: 12 });
    expect(page.json().data).toHaveLength(12);
    const trashed = await t.call({ method: 'GET', url: '/api/catalogueV2/price?onlyTrashed=true', token: s.token });
    expect(trashed.json().total).toBe(2);
    // The kept count follows a restore, a hard delete (of a live and of a trashed price), a move to another company.
    const db = t.deps.database.db;
    const total = async () =>
      (await t.call({ method: 'GET', url: '/api/catalogueV2/price?limit=1', token: s.token })).json().total as number;
    await sql`update prices set deleted_at = null where entreprise_id = ${s.entrepriseId} and label = 'Prix 1'`.execute(db);
    expect(await total()).toBe(29);
    await sql`delete from prices where entreprise_id = ${s.entrepriseId} and label in ('Prix 2', 'Prix 3')`.execute(db);
    expect(await total()).toBe(28);
    await sql`update prices set entreprise_id = ${other.entrepriseId} where entreprise_id = ${s.entrepriseId} and label = 'Prix 4'`.execute(
      db,
    );
    expect(await total()).toBe(27);
    const counted = await db
      .selectFrom('prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entreprise_id', '=', other.entrepriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const kept = await sql<{ n: number }>`select n from price_live_counts where entreprise_id = ${other.entrepriseId}`.execute(db);
    expect(Number(kept.rows[0].n)).toBe(Number(counted.n));
    expect(Number(counted.n)).toBe(8);
  });

  it('on SQLite, counts from the kept count and reads a page in order without sorting', async (ctx) => {
    if (t.deps.database.dialect !== 'sqlite') return ctx.skip();
    const { entrepriseId } = await newCompany(t);
    await fill(entrepriseId, 5000);
    const db = t.deps.database.db;
    const count = liveCountQuery(db, PRICE, entrepriseId)!.compile(db);
    const details = (await plan({ ...count, sql: count.sql.replace('?', String(entrepriseId)) })).map((r) => r.detail).join(' | ');
    expect(details).toMatch(/SEARCH price_live_counts USING INTEGER PRIMARY KEY/);
    expect(Number((await liveCountQuery(db, PRICE, entrepriseId)!.execute(db)).rows[0].n)).toBe(5000);
    const pageSql = `select t.* from prices as t where t.entreprise_id = ${entrepriseId} and t.deleted_at is null order by t."order" asc, t.label asc, t.id asc limit 12 offset 4000`;
    const page = (await plan({ sql: pageSql, parameters: [] })).map((r) => r.detail).join(' | ');
    expect(page).toMatch(/prices_list_idx/);
    expect(page).not.toMatch(/TEMP B-TREE/);
  });
});
