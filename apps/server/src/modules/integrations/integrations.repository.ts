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
  i: {
    entrepriseId: number;
    kind: Kind;
    name: string;
    url: string;
    apiKey: string | null;
    keyHint: string | null;
    isActive: boolean;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('api_integrations')
    .values({
      entreprise_id: i.entrepriseId,
      kind: i.kind,
      name: i.name,
      url: i.url,
      apiKey: i.apiKey,
      keyHint: i.keyHint,
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

/** External keys not yet encrypted (stored before issue 6). */
export const listUnsealedExternal = (db: Executor) =>
  db
    .selectFrom('api_integrations')
    .select(['id', 'apiKey'])
    .where('kind', '=', 'external')
    .where('apiKey', 'is not', null)
    .where('apiKey', 'not like', 'enc:v1:%')
    .execute();

export async function setKey(db: Executor, id: number, key: { apiKey: string; keyHint: string }): Promise<void> {
  await db.updateTable('api_integrations').set(key).where('id', '=', id).execute();
}
