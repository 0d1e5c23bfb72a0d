// Hardening (issue 6): unique indexes for every "name already used" rule, sign-in links bound to the company and
// session that issued them, integration keys no longer kept in clear. Frozen once landed.
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Live rows whose title another live row of the company already has (case-insensitive) get " (id)" appended. */
async function dedupeTitles(db: Kysely<any>, table: string): Promise<void> {
  await sql`
    update ${sql.table(table)} set intitule = substr(intitule, 1, 100) || ' (' || cast(id as varchar(12)) || ')'
    where deleted_at is null and exists (
      select 1 from ${sql.table(table)} o2
      where o2.entreprise_id = ${sql.ref(`${table}.entreprise_id`)} and o2.deleted_at is null
        and lower(o2.intitule) = lower(${sql.ref(`${table}.intitule`)}) and o2.id < ${sql.ref(`${table}.id`)}
    )`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';

  for (const table of ['magasins', 'transport_companies']) {
    await dedupeTitles(db, table);
    // Partial and case-insensitive, as the services' pre-checks: a deleted store frees its name.
    await sql`create unique index ${sql.id(`uq_${table}__intitule`)} on ${sql.table(table)} (entreprise_id, lower(intitule))
      where deleted_at is null`.execute(db);
  }

  // A session opened from a link somebody else issued stays in the issuing company.
  await db.schema
    .alterTable('sessions')
    .addColumn('bound', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('one_time_tokens').addColumn('entreprise_id', 'integer').execute();
  await db.schema.alterTable('one_time_tokens').addColumn('issuedBy', 'integer').execute();
  await db.schema.alterTable('one_time_tokens').addColumn('sessionExpiresAt', ts).execute();
  // Links made before this migration carry no company: they are voided.
  await db
    .updateTable('one_time_tokens')
    .set({ usedAt: new Date().toISOString() })
    .where('purpose', '=', 'auto_login')
    .where('usedAt', 'is', null)
    .execute();

  // Internal API keys: only their SHA-256 and last 4 characters are kept. External keys are sealed by the app
  // at start (they are secrets we send, so they are encrypted with the server secret, not hashed).
  await db.schema.alterTable('api_integrations').addColumn('keyHint', 'varchar(8)').execute();
  const rows = await db.selectFrom('api_integrations').select(['id', 'kind', 'apiKey']).where('apiKey', 'is not', null).execute();
  for (const r of rows as { id: number; kind: string; apiKey: string }[]) {
    const hint = r.apiKey.length > 8 ? r.apiKey.slice(-4) : '';
    const set: Record<string, string> = { keyHint: hint };
    if (r.kind === 'internal') set.apiKey = `sha256:${createHash('sha256').update(r.apiKey).digest('hex')}`;
    await db.updateTable('api_integrations').set(set).where('id', '=', r.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_integrations').dropColumn('keyHint').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('sessionExpiresAt').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('issuedBy').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('entreprise_id').execute();
  await db.schema.alterTable('sessions').dropColumn('bound').execute();
  await db.schema.dropIndex('uq_transport_companies__intitule').execute();
  await db.schema.dropIndex('uq_magasins__intitule').execute();
}
