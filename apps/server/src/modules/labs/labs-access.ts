// Who acts for a lab (issue 27): a baker (boulanger) who is one of a lab's people acts for those labs only; every other
// user as the stock module says (a lab sits in one of their stores, or they are not bound to stores). Anything else —
// another company's lab, a deleted one, one out of scope — is 404.
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { entityInScope } from '../stock/stock-entities';

export interface LabRow {
  id: number;
  intitule: string;
  magasinId: number | null;
}

/** The labs a baker is one of the people of; null when the user is not a baker bound to labs. */
export async function bakerLabs(db: Executor, ctx: RequestContext): Promise<number[] | null> {
  if (ctx.roleTag !== 'boulanger') return null;
  const rows = await db
    .selectFrom('lab_users')
    .select('lab_id')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('user_id', '=', ctx.userId)
    .execute();
  return rows.length ? rows.map((r) => r.lab_id) : null;
}

export async function labInScope(db: Executor, ctx: RequestContext, lab: LabRow): Promise<boolean> {
  const mine = await bakerLabs(db, ctx);
  if (mine) return mine.includes(lab.id);
  return entityInScope(ctx, 'lab', lab.magasinId);
}

/** A live lab of the company the user acts for, or 404. */
export async function labOr404(db: Executor, ctx: RequestContext, id: number): Promise<LabRow> {
  const lab = await db
    .selectFrom('labs')
    .select(['id', 'intitule', 'magasin_id as magasinId'])
    .where('id', '=', id)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lab || !(await labInScope(db, ctx, lab))) throw notFound('lab');
  return lab;
}
