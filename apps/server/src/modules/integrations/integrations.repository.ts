// SQL for the company's integration settings (external and internal APIs).
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ApiIntegrationsTable } from '../../db/schema';

export type Kind = 'external' | 'internal';

export const listIntegrations = (db: Executor, entrepriseId: number, kind: Kind) =>
  db.selectFrom('api_integrations').selectAll().where('entreprise_id', '=', entrepriseId).where('kind', '=', kind).orderBy('id').execute();

export const findIntegration = (db: Executor, entrepriseId: number, kind: Kind, id: number) =>
  db
    .selectFrom('api_integrations')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertIntegration(
  db: Executor,
  i: { entrepriseId: number; kind: Kind; name: string; url: string; apiKey: string | null; isActive: boolean; now: string },
): Promise<number> {
  const row = await db
    .insertInto('api_integrations')
    .values({
      entreprise_id: i.entrepriseId,
      kind: i.kind,
      name: i.name,
      url: i.url,
      apiKey: i.apiKey,
      isActive: i.isActive,
      created_at: i.now,
      updated_at: i.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateIntegration(db: Executor, entrepriseId: number, id: number, set: Updateable<ApiIntegrationsTable>) {
  await db.updateTable('api_integrations').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}
