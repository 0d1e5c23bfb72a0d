// Stores: visibility by role and tags, the store form (create or update), soft delete and restore, locations.
import {
  ONLINE_STORE_TAGS,
  storesInScope,
  hasAnyTag,
  type FieldError,
  type Magasin,
  type MagasinData,
  type MagasinLocation,
} from '@comptoir/shared';
import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { MagasinRow, MagasinsTable } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { checkReferences } from '../entreprise/entreprise.service';
import { findEntreprise } from '../entreprise/entreprise.repository';
import { findCity } from '../reference/reference.repository';
import * as repo from './magasins.repository';

export function storeScope(ctx: RequestContext): repo.StoreScope {
  return {
    magasinIds: storesInScope(ctx.roleTag, ctx.magasinIds),
    withOnline: hasAnyTag(ctx.tags, ONLINE_STORE_TAGS),
  };
}

export function toMagasin(m: MagasinRow): Magasin {
  return {
    id: m.id,
    intitule: m.intitule,
    tel: m.tel,
    rue: m.rue,
    codePostal: m.codePostal,
    cityId: m.cityId,
    city: m.city,
    countryId: m.countryId,
    province: m.province,
    currencyTag: m.currencyTag,
    ice: m.ice,
    fileId: m.fileId,
    latitude: m.latitude,
    longitude: m.longitude,
    footerTicket: m.footerTicket,
    startTime: m.startTime,
    isOnline: Boolean(m.isOnline),
    isSetup: Boolean(m.isSetup),
    timeClockLogin: Boolean(m.timeClockLogin),
    isActive: Boolean(m.isActive),
    created_at: m.created_at,
    updated_at: m.updated_at,
    deleted_at: m.deleted_at,
  };
}

/** A store the user may see, else 404 (another company's, out of the user's stores, or deleted). */
export async function visibleStore(db: Executor, ctx: RequestContext, id: number): Promise<MagasinRow> {
  const row = await repo.findStore(db, ctx.entrepriseId, storeScope(ctx), id);
  if (!row) throw notFound('magasin');
  return row;
}

export async function listStores(database: Database, ctx: RequestContext, trashed = false): Promise<Magasin[]> {
  return (await repo.listStores(database.db, ctx.entrepriseId, storeScope(ctx), trashed)).map(toMagasin);
}

const toLocation = (m: Pick<MagasinRow, 'id' | 'intitule' | 'latitude' | 'longitude' | 'isOnline'>): MagasinLocation => ({
  id: m.id,
  intitule: m.intitule,
  latitude: m.latitude,
  longitude: m.longitude,
  isOnline: Boolean(m.isOnline),
});

export async function locations(database: Database, ctx: RequestContext): Promise<MagasinLocation[]> {
  return (await repo.listStores(database.db, ctx.entrepriseId, storeScope(ctx))).map(toLocation);
}

export async function publicLocations(database: Database, entrepriseId: number): Promise<MagasinLocation[]> {
  const company = await findEntreprise(database.db, entrepriseId);
  if (!company || !company.isSetup) throw notFound('entreprise');
  return (await repo.listPublicLocations(database.db, entrepriseId)).map(toLocation);
}

export async function getStore(database: Database, ctx: RequestContext, id: number): Promise<Magasin> {
  return toMagasin(await visibleStore(database.db, ctx, id));
}

/** The store form's references: city (and its country), company currency, company file; every problem listed. */
async function checkForm(trx: Executor, ctx: RequestContext, body: MagasinData) {
  const errors: FieldError[] = [];
  const city = await findCity(trx, body.cityId);
  if (!city) errors.push({ field: 'cityId', message: 'unknown_reference' });
  else if (typeof body.countryId === 'number' && body.countryId !== city.countryId)
    errors.push({ field: 'countryId', message: 'unknown_reference' });
  errors.push(...(await checkReferences(trx, ctx.entrepriseId, { files: { fileId: body.fileId }, currencyTag: body.currencyTag })));
  if (errors.length || !city) throw invalid(errors);
  return city;
}

/** POST /Magasin/: creates, or updates the store named by id. Marks the store set up (setup wizard). */
export async function saveStore(database: Database, ctx: RequestContext, body: MagasinData): Promise<Magasin> {
  return database.db.transaction().execute(async (trx) => {
    const existing = body.id !== undefined ? await visibleStore(trx, ctx, body.id) : undefined;
    const city = await checkForm(trx, ctx, body);
    if (await repo.findStoreByTitle(trx, ctx.entrepriseId, body.intitule, existing?.id)) throw conflict('magasin_title_taken', 'intitule');
    const now = nowIso();
    // Absent optional fields keep the stored value on update; null clears.
    const fields: Updateable<MagasinsTable> = {
      intitule: body.intitule,
      tel: body.tel,
      cityId: city.id,
      city: city.intitule,
      countryId: city.countryId,
      startTime: body.startTime,
      isSetup: true,
      updated_at: now,
    };
    for (const k of [
      'codePostal',
      'rue',
      'province',
      'ice',
      'footerTicket',
      'latitude',
      'longitude',
      'currencyTag',
      'isOnline',
      'timeClockLogin',
      'fileId',
    ] as const) {
      if (body[k] !== undefined) (fields as Record<string, unknown>)[k] = body[k];
    }
    let id: number;
    if (existing) {
      id = existing.id;
      await repo.updateStore(trx, ctx.entrepriseId, id, fields);
    } else {
      const company = await findEntreprise(trx, ctx.entrepriseId);
      const values: Insertable<MagasinsTable> = {
        entreprise_id: ctx.entrepriseId,
        intitule: body.intitule,
        tel: body.tel,
        rue: null,
        codePostal: null,
        cityId: city.id,
        countryId: city.countryId,
        city: city.intitule,
        province: null,
        currencyTag: company?.currencyTag ?? 'MAD',
        ice: null,
        fileId: null,
        latitude: null,
        longitude: null,
        footerTicket: null,
        startTime: body.startTime,
        isOnline: false,
        isSetup: true,
        timeClockLogin: false,
        isActive: true,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        ...(fields as Partial<Insertable<MagasinsTable>>),
      };
      id = await repo.insertStore(trx, values);
    }
    const row = await repo.findStore(trx, ctx.entrepriseId, { withOnline: true }, id);
    return toMagasin(row!);
  });
}

export async function deleteStore(database: Database, ctx: RequestContext, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const store = await visibleStore(trx, ctx, id);
    const now = nowIso();
    await repo.updateStore(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    const deviceIds = await repo.unlinkStoreDevices(trx, ctx.entrepriseId, id, now);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'magasin.delete',
      entity: 'magasin',
      entityId: id,
      data: { intitule: store.intitule, deviceIds },
      ip: ctx.ip,
      now,
    });
  });
}

export async function restoreStore(database: Database, ctx: RequestContext, id: number): Promise<Magasin> {
  return database.db.transaction().execute(async (trx) => {
    const store = await repo.findStore(trx, ctx.entrepriseId, storeScope(ctx), id, true);
    if (!store) throw notFound('magasin');
    if (await repo.findStoreByTitle(trx, ctx.entrepriseId, store.intitule)) throw conflict('magasin_title_taken', 'intitule');
    const now = nowIso();
    await repo.updateStore(trx, ctx.entrepriseId, id, { deleted_at: null, updated_at: now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'magasin.restore',
      entity: 'magasin',
      entityId: id,
      ip: ctx.ip,
      now,
    });
    return toMagasin((await repo.findStore(trx, ctx.entrepriseId, { withOnline: true }, id))!);
  });
}
