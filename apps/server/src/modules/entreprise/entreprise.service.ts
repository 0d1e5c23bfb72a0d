// The signed-in company: fetch answer (api-spec §3), company form, public brand, settings by key.
import type { AddConfigBody, EntrepriseFetch, EntreprisePatchData, FieldError } from '@comptoir/shared';
import type { Updateable } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { EntrepriseRow, EntreprisesTable } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { findMemberships } from '../auth/auth.repository';
import { findFileIds } from '../files/files.repository';
import { companyCurrencyTags } from '../reference/reference.service';
import * as repo from './entreprise.repository';

export function toEntreprise(e: EntrepriseRow) {
  return {
    id: e.id,
    intitule: e.intitule,
    contactName: e.contactName,
    tel: e.tel,
    ice: e.ice,
    currencyTag: e.currencyTag,
    adresse: e.adresse,
    fileId: e.fileId,
    largeFileId: e.largeFileId,
    cmmWebDomaineName: e.cmmWebDomaineName,
    isSetup: Boolean(e.isSetup),
    variant: e.variant,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

const parseValue = (v: string | null): string | number | boolean | null => {
  if (v === null) return null;
  try {
    return JSON.parse(v) as string | number | boolean | null;
  } catch {
    return v;
  }
};

export async function fetchEntreprise(db: Executor, ctx: RequestContext): Promise<EntrepriseFetch> {
  const e = await repo.findEntreprise(db, ctx.entrepriseId);
  if (!e) throw notFound('entreprise');
  const [configs, functionalities, memberships] = await Promise.all([
    repo.listConfigs(db, ctx.entrepriseId),
    repo.listSubscribedFunctionalities(db, ctx.entrepriseId),
    findMemberships(db, ctx.userId),
  ]);
  return {
    entreprise: toEntreprise(e),
    entrepriseConfig: configs.map((c) => ({ key: c.key, value: parseValue(c.value) })),
    functionalities,
    otherEntreprises: memberships
      .filter((m) => m.id !== ctx.entrepriseId && Boolean(m.isActive))
      .map((m) => ({ id: m.id, intitule: m.intitule, currencyTag: m.currencyTag, isSetup: Boolean(m.isSetup), fileId: m.fileId })),
    // Labels of model rows in other languages: none are kept yet.
    modelLanguage: [],
  };
}

/** Checks the references a form gives (files, currency) against the company; every problem is listed. */
export async function checkReferences(
  db: Executor,
  entrepriseId: number,
  refs: { files?: Record<string, number | null | undefined>; currencyTag?: string },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const files = Object.entries(refs.files ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number');
  if (files.length) {
    const found = await findFileIds(
      db,
      entrepriseId,
      files.map(([, id]) => id),
    );
    for (const [field, id] of files) if (!found.includes(id)) errors.push({ field, message: 'unknown_reference' });
  }
  if (refs.currencyTag !== undefined && !(await companyCurrencyTags(db, entrepriseId)).includes(refs.currencyTag)) {
    errors.push({ field: 'currencyTag', message: 'currency_unavailable' });
  }
  return errors;
}

export async function patchEntreprise(database: Database, ctx: RequestContext, body: EntreprisePatchData): Promise<EntrepriseFetch> {
  return database.db.transaction().execute(async (trx) => {
    const errors = await checkReferences(trx, ctx.entrepriseId, {
      files: { fileId: body.fileId, largeFileId: body.largeFileId },
      currencyTag: body.currencyTag,
    });
    if (errors.length) throw invalid(errors);
    const set: Updateable<EntreprisesTable> = { updated_at: nowIso() };
    for (const k of [
      'intitule',
      'contactName',
      'tel',
      'ice',
      'currencyTag',
      'adresse',
      'fileId',
      'largeFileId',
      'cmmWebDomaineName',
      'isSetup',
    ] as const) {
      if (body[k] !== undefined) (set as Record<string, unknown>)[k] = body[k];
    }
    await repo.updateEntreprise(trx, ctx.entrepriseId, set);
    return fetchEntreprise(trx, ctx);
  });
}

export async function gatewayBrand(database: Database, id: number) {
  const e = await repo.findEntreprise(database.db, id);
  // A company that has not finished its setup has no public face: ids cannot be walked to list every tenant.
  if (!e || !e.isSetup) throw notFound('entreprise');
  return { intitule: e.intitule, currencyTag: e.currencyTag };
}

export async function addConfig(database: Database, ctx: RequestContext, body: AddConfigBody) {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await repo.upsertConfig(trx, ctx.entrepriseId, body.key, JSON.stringify(body.value), now);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'entreprise.config',
      data: body,
      ip: ctx.ip,
      now,
    });
    return { key: body.key, value: body.value };
  });
}

export async function getConfig(database: Database, ctx: RequestContext, key: string) {
  const row = await repo.findConfig(database.db, ctx.entrepriseId, key);
  return { key, value: row ? parseValue(row.value) : null };
}
