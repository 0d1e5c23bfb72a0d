// Discounts and promo codes: list joined to types, add or update, uniqueness, delete, code generation, bulk batches
// exported to xlsx, a code for each new client when the company asks; consume and release inside the till's sale.
import { randomBytes, randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import {
  CODE_ALPHABET,
  EXPORT_SHEET_NAME_MAX,
  fromMinor,
  GENERATED_CODE_LENGTH,
  toMinor,
  type Discount,
  type Remise,
  type RemiseData,
  type RemiseTypeTag,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { insertAudit } from '../audit/audit.repository';
import { findConfig } from '../entreprise/entreprise.repository';
import { findClient } from '../clients/clients.repository';
import type { Actor } from '../loyalty/loyalty.service';
import * as repo from './remises.repository';

type RemiseRowOut = Awaited<ReturnType<typeof repo.findRemise>> & object;

export const toRemise = (r: RemiseRowOut): Remise => ({
  id: r.id,
  intitule: r.intitule,
  typeRemiseId: r.typeRemiseId,
  typeRemise: r.typeRemise,
  tag: r.tag as RemiseTypeTag,
  valeur: fromMinor(r.valeur),
  maxUsing: r.maxUsing,
  usedCount: r.usedCount,
  isVerifiable: Boolean(r.isVerifiable),
  commentaire: r.commentaire,
  startAt: r.startAt,
  endAt: r.endAt,
  clientId: r.clientId,
  batch: r.batch,
  created_at: r.created_at,
});

export const generateCode = (length = GENERATED_CODE_LENGTH): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const codeTaken = () => conflict('promo_code_taken', 'intitule');
const today = () => new Date().toISOString().slice(0, 10);

export async function getAll(database: Database, ctx: RequestContext, f: { batch?: string; clientId?: number }) {
  const [rows, types] = await Promise.all([repo.listRemises(database.db, ctx.entrepriseId, f), repo.listTypes(database.db)]);
  return { remiseResponse: rows.map(toRemise), typeRemiseResponse: types.map((t) => ({ ...t, tag: t.tag as RemiseTypeTag })) };
}

type Terms = Pick<RemiseData, 'typeRemiseId' | 'valeur' | 'maxUsing' | 'startAt' | 'endAt'>;

/** Type exists, a percentage is at most 100, the period is in order; every problem listed. */
async function checkTerms(db: Executor, t: Terms, usedCount = 0) {
  const errors = [];
  const type = await repo.findType(db, t.typeRemiseId);
  if (!type) errors.push({ field: 'typeRemiseId', message: 'unknown_reference' });
  if (type?.tag === 'percentage' && t.valeur > 100) errors.push({ field: 'valeur', message: 'percent_max' });
  if (t.startAt && t.endAt && t.endAt < t.startAt) errors.push({ field: 'endAt', message: 'date_range' });
  if (t.maxUsing !== undefined && t.maxUsing < usedCount) errors.push({ field: 'maxUsing', message: 'max_using_below_used' });
  if (errors.length) throw invalid(errors);
}

/** POST /Remise/add: creates, or updates when id is given. */
export async function add(database: Database, ctx: RequestContext, body: RemiseData): Promise<Remise> {
  return database.db.transaction().execute(async (trx) => {
    const existing = body.id !== undefined ? await repo.findRemise(trx, ctx.entrepriseId, body.id) : undefined;
    if (body.id !== undefined && !existing) throw notFound('remise');
    await checkTerms(trx, body, existing?.usedCount);
    if (body.clientId && !(await findClient(trx, ctx.entrepriseId, body.clientId)))
      throw invalid([{ field: 'clientId', message: 'unknown_reference' }]);
    const other = await repo.findRemiseByCode(trx, ctx.entrepriseId, body.intitule);
    if (other && other.id !== body.id) throw codeTaken();
    const now = nowIso();
    const set = {
      intitule: body.intitule,
      typeRemiseId: body.typeRemiseId,
      valeur: toMinor(body.valeur),
      maxUsing: body.maxUsing ?? existing?.maxUsing ?? 1,
      isVerifiable: body.isVerifiable ?? (existing ? Boolean(existing.isVerifiable) : true),
      commentaire: body.commentaire ?? null,
      startAt: body.startAt ?? null,
      endAt: body.endAt ?? null,
      client_id: body.clientId ?? null,
      updated_at: now,
    };
    let id = body.id;
    if (id !== undefined) await repo.updateRemise(trx, ctx.entrepriseId, id, set);
    else
      id = await repo.insertRemise(trx, {
        ...set,
        entreprise_id: ctx.entrepriseId,
        usedCount: 0,
        batch: null,
        created_at: now,
        deleted_at: null,
      });
    return toRemise((await repo.findRemise(trx, ctx.entrepriseId, id))!);
  });
}

/** POST /Remise/unique: is the code free (ignoring the discount being edited)? */
export async function unique(database: Database, ctx: RequestContext, intitule: string, id?: number) {
  const found = await repo.findRemiseByCode(database.db, ctx.entrepriseId, intitule.trim().toUpperCase());
  return { unique: !found || found.id === id };
}

/** GET /Remise/generateCode: a free code from the unambiguous alphabet. */
export async function freeCode(database: Database, ctx: RequestContext) {
  for (;;) {
    const code = generateCode();
    if (!(await repo.findRemiseByCode(database.db, ctx.entrepriseId, code))) return { code };
  }
}

export async function remove(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    const r = await repo.findRemise(trx, ctx.entrepriseId, id);
    if (!r) throw notFound('remise');
    const now = nowIso();
    await repo.updateRemise(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'remise.delete',
      entity: 'remise',
      entityId: id,
      data: { intitule: r.intitule },
      ip: ctx.ip,
      now,
    });
  });
}

/** N codes unique in the company, from the unambiguous alphabet, optionally prefixed. */
async function freshCodes(db: Executor, entrepriseId: number, n: number, prefix: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < n) {
    const batch = new Set<string>();
    while (batch.size < n - codes.size) {
      const c = `${prefix}${generateCode()}`;
      if (!codes.has(c)) batch.add(c);
    }
    const taken = await repo.existingCodes(db, entrepriseId, [...batch]);
    for (const c of batch) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
}

/** POST /Remise/bulkDiscountInsertion: `number` codes with the same terms, one batch, all or nothing. */
export async function bulkInsert(
  database: Database,
  ctx: RequestContext,
  body: Omit<RemiseData, 'id' | 'intitule' | 'clientId'> & { number: number; prefix?: string | null },
) {
  return database.db.transaction().execute(async (trx) => {
    await checkTerms(trx, body);
    const prefix = body.prefix ? `${body.prefix}-` : '';
    const codes = await freshCodes(trx, ctx.entrepriseId, body.number, prefix);
    const batch = `B${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
    const now = nowIso();
    await repo.insertRemises(
      trx,
      codes.map((intitule) => ({
        entreprise_id: ctx.entrepriseId,
        intitule,
        typeRemiseId: body.typeRemiseId,
        valeur: toMinor(body.valeur),
        maxUsing: body.maxUsing ?? 1,
        usedCount: 0,
        isVerifiable: body.isVerifiable ?? true,
        commentaire: body.commentaire ?? null,
        startAt: body.startAt ?? null,
        endAt: body.endAt ?? null,
        client_id: null,
        batch,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
    );
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'remise.bulk',
      entity: 'remise',
      data: { batch, number: body.number },
      ip: ctx.ip,
      now,
    });
    return { batch, count: codes.length, codes };
  });
}

/** The codes of a batch as a spreadsheet (file name form_{date}_{time}.xlsx as every export). */
export async function exportBatch(database: Database, ctx: RequestContext, batch: string) {
  const rows = await repo.listRemises(database.db, ctx.entrepriseId, { batch });
  if (!rows.length) throw notFound('remise');
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('xl_promo_codes').slice(0, EXPORT_SHEET_NAME_MAX));
  ws.columns = [
    { header: t('xl_code'), key: 'code', width: 18 },
    { header: t('xl_type'), key: 'type', width: 16 },
    { header: t('xl_value'), key: 'value', width: 10 },
    { header: t('xl_max_using'), key: 'max', width: 12 },
    { header: t('xl_used'), key: 'used', width: 10 },
    { header: t('xl_start'), key: 'start', width: 12 },
    { header: t('xl_end'), key: 'end', width: 12 },
    { header: t('xl_comment'), key: 'comment', width: 30 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows.reverse())
    ws.addRow({
      code: r.intitule,
      type: r.typeRemise,
      value: fromMinor(r.valeur),
      max: r.maxUsing,
      used: r.usedCount,
      start: r.startAt ?? '',
      end: r.endAt ?? '',
      comment: r.commentaire ?? '',
    });
  const stamp = new Date().toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');
  return { body: await workbookBuffer(wb), fileName: `form_${stamp}.xlsx` };
}

/** promo_code_on_client_creation: true gives a single-use 10 % code, a number gives that percentage; valid one year. */
export async function createClientPromoCode(trx: Trx, actor: Actor, clientId: number): Promise<string | null> {
  const raw = (await findConfig(trx, actor.entrepriseId, 'promo_code_on_client_creation'))?.value;
  const value = raw ? (JSON.parse(raw) as unknown) : null;
  const percent = typeof value === 'number' && value > 0 && value <= 100 ? value : value === true || value === 'true' ? 10 : null;
  if (percent === null) return null;
  const type = (await repo.findTypeByTag(trx, 'percentage'))!;
  const now = nowIso();
  const end = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (;;) {
    const code = generateCode();
    if (await repo.findRemiseByCode(trx, actor.entrepriseId, code)) continue;
    await repo.insertRemise(trx, {
      entreprise_id: actor.entrepriseId,
      intitule: code,
      typeRemiseId: type.id,
      valeur: toMinor(percent),
      maxUsing: 1,
      usedCount: 0,
      isVerifiable: true,
      commentaire: 'welcome',
      startAt: today(),
      endAt: end,
      client_id: clientId,
      batch: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    return code;
  }
}

export async function promoCodesOfClient(db: Executor, entrepriseId: number, clientId: number) {
  const rows = await repo.listRemises(db, entrepriseId, { clientId });
  return rows.map((r) => ({
    id: r.id,
    intitule: r.intitule,
    valeur: fromMinor(r.valeur),
    tag: r.tag,
    maxUsing: r.maxUsing,
    usedCount: r.usedCount,
  }));
}

const refused = (message: string) => new AppError('CONFLICT', message, { errors: [{ field: 'code', message }] });

/** Why a code cannot be used now (or null): the till shows it before the sale. */
function unusable(r: RemiseRowOut, clientId: number | null | undefined): string | null {
  const d = today();
  if (r.startAt && d < r.startAt) return 'promo_code_not_started';
  if (r.endAt && d > r.endAt) return 'promo_code_expired';
  if (r.clientId && r.clientId !== clientId) return 'promo_code_other_client';
  if (r.usedCount >= r.maxUsing) return 'promo_code_used';
  return null;
}

/** GET /Remise/check?code=: the discount a code gives, if it can be used now. */
export async function check(database: Database, ctx: RequestContext, code: string, clientId?: number) {
  const r = await repo.findRemiseByCode(database.db, ctx.entrepriseId, code.trim().toUpperCase());
  if (!r) throw notFound('remise');
  const why = unusable(r, clientId);
  if (why) throw refused(why);
  return toRemise(r);
}

/**
 * Consumes a promo code inside the sale's transaction: a single-use code can never be used twice, even by two tills
 * at once (one conditional update). The key (the sale's idempotency key) makes a retried sale consume it once.
 */
export async function consumePromoCode(
  trx: Trx,
  actor: Actor,
  u: { code: string; key: string; clientId?: number | null; commandId?: number | null },
): Promise<{ remise: Remise; useId: number; replayed: boolean }> {
  const r = await repo.findRemiseByCode(trx, actor.entrepriseId, u.code.trim().toUpperCase());
  if (!r) throw notFound('remise');
  const now = nowIso();
  const useId = await repo.insertUseOnce(trx, {
    entrepriseId: actor.entrepriseId,
    remiseId: r.id,
    key: u.key,
    commandId: u.commandId ?? null,
    clientId: u.clientId ?? null,
    userId: actor.userId,
    now,
  });
  if (useId === undefined) {
    const prior = await repo.findUseByKey(trx, actor.entrepriseId, u.key);
    if (!prior || prior.remise_id !== r.id || prior.releasedAt) throw conflict('idempotency_key_reused', 'key');
    return { remise: toRemise(r), useId: prior.id, replayed: true };
  }
  const why = unusable(r, u.clientId);
  if (why && why !== 'promo_code_used') throw refused(why);
  if (!(await repo.takeUse(trx, actor.entrepriseId, r.id, now))) throw refused('promo_code_used');
  return { remise: toRemise((await repo.findRemise(trx, actor.entrepriseId, r.id))!), useId, replayed: false };
}

/**
 * The one promo-code rule of a sale (the till's and the online checkout's): the code is consumed once per sale key and
 * gives the order discount (a fixed amount in minor units, or a percentage) that orderTotals applies.
 */
export async function promoCodeDiscount(
  trx: Trx,
  actor: Actor,
  u: { code: string; key: string; clientId?: number | null },
): Promise<{ discount: Discount; code: string }> {
  const used = await consumePromoCode(trx, actor, u);
  return {
    discount: { type: used.remise.tag, value: used.remise.tag === 'fixed_amount' ? toMinor(used.remise.valeur) : used.remise.valeur },
    code: used.remise.intitule,
  };
}

/** Gives the use back when the sale that used the code is cancelled; at most once. */
export async function releasePromoCode(trx: Trx, actor: Actor, key: string): Promise<boolean> {
  const use = await repo.findUseByKey(trx, actor.entrepriseId, key);
  if (!use) throw notFound('remise_use');
  const now = nowIso();
  if (!(await repo.releaseUse(trx, actor.entrepriseId, use.id, now))) return false;
  await repo.giveUseBack(trx, actor.entrepriseId, use.remise_id, now);
  return true;
}
