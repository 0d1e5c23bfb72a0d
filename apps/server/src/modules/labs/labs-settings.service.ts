// A lab's settings (issue 27): the planning periods of the company (GET /PlanningPeriod/; adding and removing one are
// ours), a lab's people — the bakers who act for it — and what it makes for which stores (GET
// /Lab/{id}/ProduitMagasin, POST /LabProduitMagasin: the whole set of a lab at once, each row with the period it is
// usually made in).
import type {
  LabPerson,
  LabProduitMagasin,
  LabProduitMagasinBody,
  LabSettings,
  LabUpdateBody,
  PlanningPeriod,
  PlanningPeriodBody,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { forbidden, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { labelIn } from '../stock/stock.repository';
import { findEntity } from '../stock/stock-entities';
import { labOr404 } from './labs-access';

type FieldError = { field: string; message: string };

// ---- Periods

export async function periods(db: Executor, entrepriseId: number): Promise<PlanningPeriod[]> {
  return db
    .selectFrom('planning_periods')
    .select(['id', 'intitule', 'startsAt', 'position'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
}

export async function addPeriod(database: Database, ctx: RequestContext, body: PlanningPeriodBody): Promise<PlanningPeriod> {
  if (storesOf(ctx)) throw forbidden();
  const r = await database.db
    .insertInto('planning_periods')
    .values({
      entreprise_id: ctx.entrepriseId,
      intitule: body.intitule,
      startsAt: body.startsAt,
      position: body.position ?? 0,
      created_at: nowIso(),
    })
    .returning(['id', 'intitule', 'startsAt', 'position'])
    .executeTakeFirstOrThrow();
  return r;
}

export async function deletePeriod(database: Database, ctx: RequestContext, id: number): Promise<{ id: number }> {
  if (storesOf(ctx)) throw forbidden();
  const r = await database.db
    .updateTable('planning_periods')
    .set({ deleted_at: nowIso() })
    .where('id', '=', id)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound('planning_period');
  return { id };
}

// ---- People

const people = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('entreprise_users as eu')
    .innerJoin('users as u', 'u.id', 'eu.user_id')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .select(['u.id', 'u.name', 'u.email', 'r.tag as roleTag'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id');

/** The company's bakers: who may be one of a lab's people. */
export const bakers = (database: Database, ctx: RequestContext): Promise<LabPerson[]> =>
  people(database.db, ctx.entrepriseId).where('r.tag', '=', 'boulanger').execute();

export async function settings(database: Database, ctx: RequestContext, id: number): Promise<LabSettings> {
  const lab = await labOr404(database.db, ctx, id);
  const members = await people(database.db, ctx.entrepriseId)
    .innerJoin('lab_users as lu', (j) => j.onRef('lu.user_id', '=', 'u.id').on('lu.lab_id', '=', id))
    .execute();
  const store = lab.magasinId
    ? await database.db.selectFrom('magasins').select('intitule').where('id', '=', lab.magasinId).executeTakeFirst()
    : undefined;
  return { ...lab, magasinName: store?.intitule ?? null, people: members };
}

/** PUT /Lab/{id} (ours): its name, store and people (bakers of the company), in one transaction. */
export async function update(database: Database, ctx: RequestContext, id: number, body: LabUpdateBody): Promise<LabSettings> {
  const db = database.db;
  await labOr404(db, ctx, id);
  const errors: FieldError[] = [];
  const magasinId = body.magasinId === null || body.magasinId === undefined ? null : Number(body.magasinId);
  if (magasinId !== null && !(await findEntity(db, ctx, 'magasin', magasinId)))
    errors.push({ field: 'magasinId', message: 'unknown_reference' });
  const userIds = body.userIds?.map(Number);
  if (userIds) {
    const known = new Set((await bakers(database, ctx)).map((p) => p.id));
    userIds.forEach((u, i) => {
      if (!known.has(u)) errors.push({ field: `userIds.${i}`, message: 'unknown_reference' });
    });
  }
  if (errors.length) throw invalid(errors);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('labs')
      .set({ intitule: body.intitule, magasin_id: magasinId, updated_at: nowIso() })
      .where('id', '=', id)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .execute();
    if (userIds) {
      await trx.deleteFrom('lab_users').where('lab_id', '=', id).where('entreprise_id', '=', ctx.entrepriseId).execute();
      const unique = [...new Set(userIds)];
      if (unique.length)
        await trx
          .insertInto('lab_users')
          .values(unique.map((user_id) => ({ entreprise_id: ctx.entrepriseId, lab_id: id, user_id })))
          .execute();
    }
  });
  return settings(database, ctx, id);
}

// ---- What the lab makes for which stores

export async function produitMagasins(db: Executor, ctx: RequestContext, labId: number): Promise<LabProduitMagasin[]> {
  const rows = await db
    .selectFrom('lab_produit_magasins as lpm')
    .innerJoin('products as p', 'p.id', 'lpm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .innerJoin('magasins as m', 'm.id', 'lpm.magasin_id')
    .select([
      'lpm.product_id as productId',
      labelIn(ctx.locale).as('label'),
      'd.unity',
      'd.type',
      'lpm.magasin_id as magasinId',
      'm.intitule as magasinName',
      'lpm.planning_period_id as planningPeriodId',
    ])
    .where('lpm.entreprise_id', '=', ctx.entrepriseId)
    .where('lpm.lab_id', '=', labId)
    .where('p.deleted_at', 'is', null)
    .where('m.deleted_at', 'is', null)
    .orderBy('label')
    .orderBy('lpm.product_id')
    .orderBy('m.intitule')
    .orderBy('lpm.magasin_id')
    .execute();
  return rows.map((r) => ({ ...r, unity: r.unity ?? null, type: r.type ?? 'outbound', planningPeriodId: r.planningPeriodId ?? null }));
}

export async function listProduitMagasins(database: Database, ctx: RequestContext, labId: number) {
  await labOr404(database.db, ctx, labId);
  return produitMagasins(database.db, ctx, labId);
}

/** POST /LabProduitMagasin: replaces the lab's set; every unknown product, store or period is listed (422). */
export async function saveProduitMagasins(database: Database, ctx: RequestContext, body: LabProduitMagasinBody) {
  const db = database.db;
  const labId = Number(body.labId);
  await labOr404(db, ctx, labId);
  const rows = body.rows.map((r) => ({
    productId: Number(r.productId),
    magasinId: Number(r.magasinId),
    planningPeriodId: r.planningPeriodId === null || r.planningPeriodId === undefined ? null : Number(r.planningPeriodId),
  }));
  const ids = (key: 'productId' | 'magasinId' | 'planningPeriodId') => [
    ...new Set(rows.map((r) => r[key]).filter((v): v is number => v !== null)),
  ];
  const [products, stores, known] = await Promise.all([
    ids('productId').length
      ? db
          .selectFrom('products')
          .select('id')
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('deleted_at', 'is', null)
          .where('id', 'in', ids('productId'))
          .execute()
      : [],
    ids('magasinId').length
      ? db
          .selectFrom('magasins')
          .select('id')
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('deleted_at', 'is', null)
          .where('id', 'in', ids('magasinId'))
          .execute()
      : [],
    periods(db, ctx.entrepriseId),
  ]);
  const has = (list: { id: number }[], id: number) => list.some((x) => x.id === id);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (!has(products, r.productId)) errors.push({ field: `rows.${i}.productId`, message: 'unknown_reference' });
    if (!has(stores, r.magasinId)) errors.push({ field: `rows.${i}.magasinId`, message: 'unknown_reference' });
    if (r.planningPeriodId !== null && !has(known, r.planningPeriodId))
      errors.push({ field: `rows.${i}.planningPeriodId`, message: 'unknown_reference' });
    const key = `${r.productId}:${r.magasinId}`;
    if (seen.has(key)) errors.push({ field: `rows.${i}.productId`, message: 'duplicate' });
    seen.add(key);
  });
  if (errors.length) throw invalid(errors);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lab_produit_magasins').where('lab_id', '=', labId).where('entreprise_id', '=', ctx.entrepriseId).execute();
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('lab_produit_magasins')
        .values(
          rows.slice(i, i + 500).map((r) => ({
            entreprise_id: ctx.entrepriseId,
            lab_id: labId,
            product_id: r.productId,
            magasin_id: r.magasinId,
            planning_period_id: r.planningPeriodId,
          })),
        )
        .execute();
  });
  return produitMagasins(db, ctx, labId);
}
