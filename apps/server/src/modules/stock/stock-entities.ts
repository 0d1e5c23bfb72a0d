// Stock entities (product-spec §9: magasin, central_achat, lab; issue 26): every stock call names its entity by type
// and id, and finds it here — in the company, live, and in the user's scope. A store is in scope as the cash module
// says (storesOf); a lab is in scope when the user is not bound to stores or the lab sits in one of theirs; the
// central purchasing warehouse only for users not bound to stores (it serves every store). The central purchasing
// records (api-spec 7.14 GET /CentralAchats) and labs (7.15 GET and POST /Lab, GET and DELETE /Lab/{id}) are kept
// minimal: a name (and a lab's store); the labs' planning builds on them later.
import type { CentralAchat, Lab, StockEntityRef, StockEntityType } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { findStore } from './stock.repository';

export interface FoundEntity {
  entityTypeTag: StockEntityType;
  id: number;
  intitule: string;
  /** The store whose people act for it: the store itself, a lab's store, none for the warehouse. */
  storeId: number | null;
}

/** Whether the user acts for an entity (its store for a store or a lab; none but company-wide users for the warehouse). */
export function entityInScope(ctx: RequestContext, type: string, storeId: number | null): boolean {
  const scope = storesOf(ctx);
  if (!scope) return true;
  if (type === 'central_achat') return false;
  return storeId !== null && scope.includes(storeId);
}

/** A live entity of the company, or undefined; `scoped` (the default): also in the user's scope. */
export async function findEntity(
  db: Executor,
  ctx: RequestContext,
  type: string,
  id: number,
  scoped = true,
): Promise<FoundEntity | undefined> {
  let found: FoundEntity | undefined;
  if (type === 'magasin') {
    const r = await findStore(db, ctx, id, false);
    found = r && { entityTypeTag: 'magasin', id: r.id, intitule: r.intitule, storeId: r.id };
  } else if (type === 'central_achat') {
    const r = await db
      .selectFrom('central_achats')
      .select(['id', 'intitule'])
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    found = r && { entityTypeTag: 'central_achat', id: r.id, intitule: r.intitule, storeId: null };
  } else if (type === 'lab') {
    const r = await db
      .selectFrom('labs')
      .select(['id', 'intitule', 'magasin_id'])
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    found = r && { entityTypeTag: 'lab', id: r.id, intitule: r.intitule, storeId: r.magasin_id };
  }
  if (found && scoped && !entityInScope(ctx, found.entityTypeTag, found.storeId)) return undefined;
  return found;
}

/** The entity, or 404 named after its type. */
export async function entityOr404(db: Executor, ctx: RequestContext, type: string, id: number): Promise<FoundEntity> {
  const e = await findEntity(db, ctx, type, id);
  if (!e) throw notFound(type === 'magasin' ? 'magasin' : 'stock_entity');
  return e;
}

/** Every live entity of the company stock may go to, by type then name (GET /StockOperation/destinations). */
export async function allEntities(db: Executor, entrepriseId: number): Promise<StockEntityRef[]> {
  const of = (t: 'magasins' | 'central_achats' | 'labs') =>
    db
      .selectFrom(t)
      .select(['id', 'intitule'])
      .where('entreprise_id', '=', entrepriseId)
      .where('deleted_at', 'is', null)
      .orderBy('intitule')
      .orderBy('id')
      .execute();
  const [stores, centrals, labRows] = await Promise.all([of('magasins'), of('central_achats'), of('labs')]);
  return [
    ...stores.map((r) => ({ ...r, entityTypeTag: 'magasin' as const })),
    ...centrals.map((r) => ({ ...r, entityTypeTag: 'central_achat' as const })),
    ...labRows.map((r) => ({ ...r, entityTypeTag: 'lab' as const })),
  ];
}

/**
 * The live entities of the company the user acts for (the columns of the products across entities, the reports'
 * pickers): their stores by name, then the warehouses, then the labs.
 */
export async function scopedEntities(
  db: Executor,
  ctx: RequestContext,
): Promise<{ id: number; name: string; entityTypeTag: StockEntityType }[]> {
  const scope = storesOf(ctx);
  const labs = await db
    .selectFrom('labs')
    .select(['id', 'magasin_id'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .execute();
  const labStore = new Map(labs.map((l) => [l.id, l.magasin_id]));
  return (await allEntities(db, ctx.entrepriseId))
    .filter((e) =>
      e.entityTypeTag === 'magasin' ? !scope || scope.includes(e.id) : entityInScope(ctx, e.entityTypeTag, labStore.get(e.id) ?? null),
    )
    .map((e) => ({ id: e.id, name: e.intitule, entityTypeTag: e.entityTypeTag }));
}

// ---- Central purchasing and labs as records

export async function listCentralAchats(database: Database, ctx: RequestContext): Promise<CentralAchat[]> {
  if (!entityInScope(ctx, 'central_achat', null)) return [];
  const rows = await database.db
    .selectFrom('central_achats')
    .select(['id', 'intitule', 'created_at as createdAt'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: String(r.createdAt) }));
}

export async function createCentralAchat(database: Database, ctx: RequestContext, body: { intitule: string }): Promise<CentralAchat> {
  const now = nowIso();
  const r = await database.db
    .insertInto('central_achats')
    .values({ entreprise_id: ctx.entrepriseId, intitule: body.intitule, created_at: now, updated_at: now })
    .returning(['id', 'intitule', 'created_at as createdAt'])
    .executeTakeFirstOrThrow();
  return { ...r, createdAt: String(r.createdAt) };
}

const labColumns = ['id', 'intitule', 'magasin_id as magasinId', 'created_at as createdAt'] as const;
const toLab = (r: { id: number; intitule: string; magasinId: number | null; createdAt: unknown }): Lab => ({
  ...r,
  createdAt: String(r.createdAt),
});

export async function listLabs(database: Database, ctx: RequestContext): Promise<Lab[]> {
  const rows = await database.db
    .selectFrom('labs')
    .select(labColumns)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .orderBy('id')
    .execute();
  // A baker who is one of some labs' people sees those labs only (issue 27, modules/labs/labs-access.ts).
  const mine =
    ctx.roleTag === 'boulanger'
      ? (
          await database.db
            .selectFrom('lab_users')
            .select('lab_id')
            .where('entreprise_id', '=', ctx.entrepriseId)
            .where('user_id', '=', ctx.userId)
            .execute()
        ).map((r) => r.lab_id)
      : [];
  if (mine.length) return rows.filter((r) => mine.includes(r.id)).map(toLab);
  return rows.filter((r) => entityInScope(ctx, 'lab', r.magasinId)).map(toLab);
}

export async function getLab(database: Database, ctx: RequestContext, id: number): Promise<Lab> {
  await entityOr404(database.db, ctx, 'lab', id);
  return toLab(await database.db.selectFrom('labs').select(labColumns).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function createLab(
  database: Database,
  ctx: RequestContext,
  body: { intitule: string; magasinId?: number | null },
): Promise<Lab> {
  const db = database.db;
  const magasinId = body.magasinId ?? null;
  if (magasinId !== null && !(await findEntity(db, ctx, 'magasin', magasinId)))
    throw invalid([{ field: 'magasinId', message: 'unknown_reference' }]);
  const now = nowIso();
  const r = await db
    .insertInto('labs')
    .values({ entreprise_id: ctx.entrepriseId, intitule: body.intitule, magasin_id: magasinId, created_at: now, updated_at: now })
    .returning(labColumns)
    .executeTakeFirstOrThrow();
  return toLab(r);
}

/** Soft delete: its movements and operations stay readable. */
export async function deleteLab(database: Database, ctx: RequestContext, id: number): Promise<{ id: number }> {
  await entityOr404(database.db, ctx, 'lab', id);
  const now = nowIso();
  await database.db
    .updateTable('labs')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .execute();
  return { id };
}
