// Clients (patients in the clinic variant): list and search, create or update, profile, block, delete, points reset,
// additional info, QR code. Phones are kept as typed and normalised into tel_normalized, unique per company.
import { randomBytes } from 'node:crypto';
import {
  BLOOD_GROUPS,
  CLIENT_SEXES,
  CLIENT_TYPES,
  normalizePhone,
  type Client,
  type ClientData,
  type ClientsQueryData,
  type ClientSex,
  type ClientType,
} from '@comptoir/shared';
import type { Updateable } from 'kysely';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import type { ClientRow, ClientsTable } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { withIdempotency } from '../../lib/idempotency';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { insertAudit } from '../audit/audit.repository';
import { findConfig } from '../entreprise/entreprise.repository';
import { giftCardsOfClient } from '../gift-cards/gift-cards.repository';
import { cardsOf, cardUrl, linkCardTo, qrSvg, resetPoints } from '../loyalty/loyalty.service';
import { listMovements, unlinkCardsOf } from '../loyalty/loyalty.repository';
import { createClientPromoCode, promoCodesOfClient } from '../remises/remises.service';
import * as repo from './clients.repository';

export function toClient(c: ClientRow, cards: string[] = []): Client {
  return {
    id: c.id,
    name: c.name,
    tel: c.tel,
    email: c.email,
    birthday: c.birthday,
    sex: c.sex as ClientSex | null,
    bloodGroup: c.bloodGroup,
    cityId: c.cityId,
    city: c.city,
    adresse: c.adresse,
    ice: c.ice ?? null,
    type: c.type as ClientType,
    loyaltyPoints: c.loyaltyPoints,
    notes: c.notes,
    isActive: Boolean(c.isActive),
    magasinId: c.magasin_id,
    cards,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export const newCardHash = (): string => randomBytes(24).toString('base64url');
export const phoneTaken = () => conflict('client_phone_taken', 'tel');

export async function findClientOr404(db: Executor, entrepriseId: number, id: number) {
  const c = await repo.findClient(db, entrepriseId, id);
  if (!c) throw notFound('client');
  return c;
}

export async function list(database: Database, ctx: RequestContext, q: ClientsQueryData) {
  const { rows, total } = await repo.listClients(database.db, ctx.entrepriseId, q);
  const cards = await repo.cardReferencesOf(
    database.db,
    ctx.entrepriseId,
    rows.map((r) => r.id),
  );
  const next = q.offset + rows.length;
  return { clients: rows.map((r) => toClient(r, cards.get(r.id))), offset: next < total ? next : null, total };
}

async function clientAnswer(db: Executor, entrepriseId: number, id: number): Promise<Client> {
  const c = await findClientOr404(db, entrepriseId, id);
  return toClient(c, (await repo.cardReferencesOf(db, entrepriseId, [id])).get(id));
}

/** References the form gives (city) must exist; every problem is listed. */
async function checkRefs(db: Executor, ctx: RequestContext, body: Omit<ClientData, 'id' | 'cardReference'>) {
  const errors = [];
  if (body.cityId && !(await repo.cityExists(db, body.cityId))) errors.push({ field: 'cityId', message: 'unknown_reference' });
  if (body.magasinId && !(await repo.storeExists(db, ctx.entrepriseId, body.magasinId)))
    errors.push({ field: 'magasinId', message: 'unknown_reference' });
  if (errors.length) throw invalid(errors);
}

function fields(body: Omit<ClientData, 'id' | 'cardReference'>, now: string): Updateable<ClientsTable> {
  return {
    name: body.name,
    tel: body.tel ?? null,
    tel_normalized: normalizePhone(body.tel),
    email: body.email?.toLowerCase() ?? null,
    birthday: body.birthday ?? null,
    sex: body.sex ?? null,
    bloodGroup: body.bloodGroup ?? null,
    cityId: body.cityId ?? null,
    city: body.city ?? null,
    adresse: body.adresse ?? null,
    ...(body.ice !== undefined ? { ice: body.ice } : {}),
    notes: body.notes ?? null,
    magasin_id: body.magasinId ?? null,
    updated_at: now,
  };
}

/** Creates a client in the caller's transaction; answers the id. Used by the form, the card page and imports. */
export async function createClientIn(trx: Trx, ctx: RequestContext, body: Omit<ClientData, 'id' | 'cardReference'>): Promise<number> {
  await checkRefs(trx, ctx, body);
  const now = nowIso();
  const row = fields(body, now);
  if (row.tel_normalized && (await repo.findByPhoneKeys(trx, ctx.entrepriseId, [row.tel_normalized])).length) throw phoneTaken();
  return await repo.insertClient(trx, {
    ...row,
    name: body.name,
    entreprise_id: ctx.entrepriseId,
    type: body.type ?? 'client',
    loyaltyPoints: 0,
    isActive: true,
    cardHash: newCardHash(),
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}

/** POST /Client/: create, or update when id is given; a new client gets a promo code when the company asks. */
export async function save(database: Database, ctx: RequestContext, body: ClientData) {
  return database.db.transaction().execute(async (trx) => {
    let id = body.id;
    let promoCode: string | null = null;
    if (id !== undefined) {
      await findClientOr404(trx, ctx.entrepriseId, id);
      await checkRefs(trx, ctx, body);
      const set = fields(body, nowIso());
      if (body.type) set.type = body.type;
      if (set.tel_normalized && (await repo.findByPhoneKeys(trx, ctx.entrepriseId, [set.tel_normalized], id)).length) throw phoneTaken();
      await repo.updateClient(trx, ctx.entrepriseId, id, set);
    } else {
      id = await createClientIn(trx, ctx, body);
      promoCode = await createClientPromoCode(trx, ctx, id);
    }
    if (body.cardReference) await linkCardTo(trx, ctx, body.cardReference, id, true);
    return { client: await clientAnswer(trx, ctx.entrepriseId, id), promoCode };
  });
}

export async function profile(database: Database, ctx: RequestContext, id: number) {
  const { db } = database;
  const c = await findClientOr404(db, ctx.entrepriseId, id);
  const [cards, points, giftCards, promoCodes, additionalInfos] = await Promise.all([
    cardsOf(db, ctx.entrepriseId, id),
    listMovements(db, ctx.entrepriseId, id, 50, 0),
    giftCardsOfClient(db, ctx.entrepriseId, id),
    promoCodesOfClient(db, ctx.entrepriseId, id),
    repo.clientInfos(db, ctx.entrepriseId, id),
  ]);
  return {
    client: toClient(
      c,
      cards.map((k) => k.reference),
    ),
    cardHash: c.cardHash,
    cards,
    points: points.rows,
    giftCards,
    promoCodes,
    additionalInfos,
  };
}

async function promoOnCreation(db: Executor, entrepriseId: number) {
  const v = (await findConfig(db, entrepriseId, 'promo_code_on_client_creation'))?.value;
  return Boolean(v && JSON.parse(v));
}

export async function formData(database: Database, ctx: RequestContext) {
  const [natures, infoTypes, promoCodeOnCreation] = await Promise.all([
    repo.listNatures(database.db, ctx.entrepriseId),
    repo.listInfoTypes(database.db, ctx.entrepriseId),
    promoOnCreation(database.db, ctx.entrepriseId),
  ]);
  return { types: [...CLIENT_TYPES], sexes: [...CLIENT_SEXES], bloodGroups: [...BLOOD_GROUPS], natures, infoTypes, promoCodeOnCreation };
}

export async function editData(database: Database, ctx: RequestContext, id: number) {
  const client = await clientAnswer(database.db, ctx.entrepriseId, id);
  return { ...(await formData(database, ctx)), client, additionalInfos: await repo.clientInfos(database.db, ctx.entrepriseId, id) };
}

async function audited(trx: Trx, ctx: RequestContext, action: string, id: number, data?: unknown) {
  await insertAudit(trx, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action,
    entity: 'client',
    entityId: id,
    data,
    ip: ctx.ip,
    now: nowIso(),
  });
}

/** Soft delete; the client's cards become free again. */
export async function remove(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    const c = await findClientOr404(trx, ctx.entrepriseId, id);
    const now = nowIso();
    await repo.updateClient(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await unlinkCardsOf(trx, ctx.entrepriseId, id, now);
    await audited(trx, ctx, 'client.delete', id, { name: c.name });
  });
}

export async function toggleBlock(database: Database, ctx: RequestContext, id: number) {
  return database.db.transaction().execute(async (trx) => {
    const c = await findClientOr404(trx, ctx.entrepriseId, id);
    await repo.updateClient(trx, ctx.entrepriseId, id, { isActive: !c.isActive, updated_at: nowIso() });
    await audited(trx, ctx, c.isActive ? 'client.block' : 'client.unblock', id);
    return clientAnswer(trx, ctx.entrepriseId, id);
  });
}

export async function reset(database: Database, ctx: RequestContext, id: number, key?: string) {
  return withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key, route: 'PATCH /Client/:id/reset', request: { id } },
    async (trx) => {
      const c = await findClientOr404(trx, ctx.entrepriseId, id);
      await resetPoints(trx, ctx, id);
      await audited(trx, ctx, 'client.points_reset', id, { points: c.loyaltyPoints });
      return clientAnswer(trx, ctx.entrepriseId, id);
    },
  );
}

export async function selectData(database: Database, ctx: RequestContext, keyword: string | undefined) {
  return repo.selectOptions(database.db, ctx.entrepriseId, keyword);
}

/** GET /Client/select/{id}: the client as the till attaches it, with the points it has now (404 when deleted or blocked). */
export async function selectOne(database: Database, ctx: RequestContext, id: number) {
  const c = await repo.selectOption(database.db, ctx.entrepriseId, id);
  if (!c) throw notFound('client');
  return c;
}

export async function addAdditionalInfo(
  database: Database,
  ctx: RequestContext,
  body: { clientId: number; infos: { typeId: number; value: string }[] },
) {
  return database.db.transaction().execute(async (trx) => {
    await findClientOr404(trx, ctx.entrepriseId, body.clientId);
    const errors = [];
    for (const [i, info] of body.infos.entries())
      if (!(await repo.findInfoType(trx, ctx.entrepriseId, info.typeId)))
        errors.push({ field: `infos.${i}.typeId`, message: 'unknown_reference' });
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    for (const info of body.infos) await repo.setInfo(trx, ctx.entrepriseId, body.clientId, info.typeId, info.value, now);
    return repo.clientInfos(trx, ctx.entrepriseId, body.clientId);
  });
}

/** The client's QR code (their public card page); withEmail also sends the link to the client's e-mail. */
export async function qrCode(deps: Deps, ctx: RequestContext, id: number, withEmail: boolean) {
  const c = await findClientOr404(deps.database.db, ctx.entrepriseId, id);
  const url = cardUrl(deps.config.publicUrl, ctx.entrepriseId, c.cardHash);
  const svg = await qrSvg(url);
  if (withEmail) {
    if (!c.email) throw invalid([{ field: 'email', message: 'client_no_email' }]);
    await deps.mailer.send({
      to: c.email,
      subject: 'Votre carte de fidélité — Your loyalty card',
      text: `${c.name},\n\nVotre carte de fidélité / Your loyalty card:\n${url}\n`,
    });
  }
  return { svg, url, emailed: withEmail };
}
