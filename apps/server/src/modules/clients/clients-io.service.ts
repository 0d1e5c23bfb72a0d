// Client import (xlsx: every row checked first, per-row errors, nothing half-imported) and export (a link with a
// short-lived, single-purpose token and the list's filters; never the session token).
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import { CLIENT_TYPES, clientBody, EXPORT_SHEET_NAME_MAX, normalizePhone, type ClientsQueryData, type FieldError } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { eachRowInTurns, readImportSheet, turnEvery, type CellValue } from '../../files/import-sheet';
import { AppError, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/messages';
import { hashToken, newToken } from '../../lib/tokens';
import { insertAudit } from '../audit/audit.repository';
import { findGrantedTags } from '../auth/auth.repository';
import * as repo from './clients.repository';
import { newCardHash } from './clients.service';

export const IMPORT_MAX_ROWS = 5000;
export const EXPORT_TOKEN_TTL_MS = 5 * 60_000;
const EXPORT_PURPOSE = 'client_export';

/** Header cells (any language the template was made in) → field. */
const HEADERS: Record<string, string> = {
  name: 'name',
  nom: 'name',
  'nom complet': 'name',
  tel: 'tel',
  phone: 'tel',
  téléphone: 'tel',
  telephone: 'tel',
  email: 'email',
  'e-mail': 'email',
  birthday: 'birthday',
  'date de naissance': 'birthday',
  sex: 'sex',
  sexe: 'sex',
  bloodgroup: 'bloodGroup',
  'blood group': 'bloodGroup',
  'groupe sanguin': 'bloodGroup',
  city: 'city',
  ville: 'city',
  adresse: 'adresse',
  address: 'adresse',
  type: 'type',
  notes: 'notes',
  note: 'notes',
};

function cellText(value: CellValue | undefined): string {
  if (value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    const s = String(value);
    // A phone typed as a number lost its leading 0 (612345678).
    return /^[5-7]\d{8}$/.test(s) ? `0${s}` : s;
  }
  return String(value).trim();
}

/** The same texts as a request's validation errors, in the request's language. */
function issueText(
  locale: string,
  issue: { code: string; message: string; minimum?: unknown; maximum?: unknown; origin?: string },
): string {
  if (translate('en', issue.message) !== issue.message) return translate(locale, issue.message);
  switch (issue.code) {
    case 'too_small':
      return translate(locale, issue.origin === 'string' ? 'too_short' : 'too_small', { min: String(issue.minimum) });
    case 'too_big':
      return translate(locale, issue.origin === 'string' ? 'too_long' : 'too_big', { max: String(issue.maximum) });
    case 'invalid_format':
      return translate(locale, /mail/i.test(issue.message) ? 'invalid_email' : 'invalid_value');
    case 'invalid_type':
      return translate(locale, 'required');
    default:
      return translate(locale, 'invalid_value');
  }
}

/**
 * Reads every row and checks it (fields, phones unique in the file and in the company) before writing anything.
 * The file is read by the shared import reader (at most IMPORT_MAX_ROWS rows with a value after the header).
 */
export async function importClients(database: Database, ctx: RequestContext, data: Buffer) {
  const sheet = await readImportSheet(data, { maxRows: IMPORT_MAX_ROWS, notXlsx: 'import_not_xlsx' });
  if (!sheet) throw invalid([{ field: 'file', message: 'import_empty' }]);
  const columns = new Map<number, string>();
  if (sheet[0]?.r === 1)
    sheet[0].values.forEach((value, col) => {
      const f = HEADERS[cellText(value).toLowerCase()];
      if (f) columns.set(col, f);
    });
  if (![...columns.values()].includes('name')) throw invalid([{ field: 'file', message: 'import_no_name_column' }]);
  const errors: FieldError[] = [];
  const rows: { row: number; data: ReturnType<typeof clientBody.parse> }[] = [];
  const phones = new Map<string, number>();
  await eachRowInTurns(sheet, ({ r: rowNumber, values }) => {
    if (rowNumber === 1) return;
    const raw: Record<string, string> = {};
    for (const [col, field] of columns) raw[field] = cellText(values[col]);
    if (Object.values(raw).every((v) => v === '')) return;
    if (raw.sex) raw.sex = raw.sex.toLowerCase();
    if (raw.type) raw.type = raw.type.toLowerCase();
    const parsed = clientBody.safeParse({ ...raw, type: raw.type || undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          field: `rows.${rowNumber}.${issue.path.join('.')}`,
          message: issueText(ctx.locale, issue as Parameters<typeof issueText>[1]),
        });
      return;
    }
    const key = normalizePhone(parsed.data.tel);
    if (key) {
      if (phones.has(key)) errors.push({ field: `rows.${rowNumber}.tel`, message: 'import_duplicate_phone' });
      phones.set(key, rowNumber);
    }
    rows.push({ row: rowNumber, data: parsed.data });
  });
  if (!rows.length && !errors.length) throw invalid([{ field: 'file', message: 'import_empty' }]);
  const taken = await repo.findByPhoneKeys(database.db, ctx.entrepriseId, [...phones.keys()]);
  for (const t of taken) errors.push({ field: `rows.${phones.get(t.tel_normalized!)}.tel`, message: 'client_phone_taken' });
  if (errors.length) throw invalid(errors.sort((a, b) => Number(a.field.split('.')[1]) - Number(b.field.split('.')[1])));
  const now = nowIso();
  await database.db.transaction().execute(async (trx) => {
    await repo.insertClients(
      trx,
      rows.map(({ data: d }) => ({
        entreprise_id: ctx.entrepriseId,
        magasin_id: null,
        name: d.name,
        tel: d.tel ?? null,
        tel_normalized: normalizePhone(d.tel),
        email: d.email?.toLowerCase() ?? null,
        birthday: d.birthday ?? null,
        sex: d.sex ?? null,
        bloodGroup: d.bloodGroup ?? null,
        cityId: null,
        city: d.city ?? null,
        adresse: d.adresse ?? null,
        type: d.type ?? 'client',
        loyaltyPoints: 0,
        notes: d.notes ?? null,
        isActive: true,
        cardHash: newCardHash(),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
      turnEvery(),
    );
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'client.import',
      entity: 'client',
      data: { rows: rows.length },
      ip: ctx.ip,
      now,
    });
  });
  return { imported: rows.length, errors: [] };
}

/** A link for the export: a new token valid 5 minutes, good for one client export in this company. */
export async function exportLink(deps: Deps, ctx: RequestContext, filters: Record<string, string>) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + EXPORT_TOKEN_TTL_MS).toISOString();
  await repo.insertExportToken(deps.database.db, {
    tokenHash: hashToken(token),
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    purpose: EXPORT_PURPOSE,
    expiresAt,
    now: nowIso(),
  });
  const q = new URLSearchParams({ ...filters, token });
  return { token, url: `${deps.config.publicUrl}${deps.config.prefixes.api}/Client/export?${q.toString()}`, expiresAt };
}

const linkInvalid = () => new AppError('UNAUTHENTICATED', 'link_invalid');

/** GET /Client/export?token&filters: the token is spent (single use) and the filtered clients answered as xlsx. */
export async function exportClients(
  database: Database,
  locale: string,
  token: string,
  filters: Omit<ClientsQueryData, 'offset' | 'limit'>,
) {
  const { db } = database;
  const now = nowIso();
  const spent = await repo.spendExportToken(db, hashToken(token), EXPORT_PURPOSE, now);
  if (!spent) throw linkInvalid();
  // The member must still be active in the company and hold bd_client.
  const member = await repo.activeMemberRole(db, spent.entreprise_id, spent.user_id);
  if (!member || !(await findGrantedTags(db, spent.entreprise_id, member.roleId)).includes('bd_client')) throw linkInvalid();
  const { rows } = await repo.listClients(db, spent.entreprise_id, { ...filters, offset: 0, limit: 100_000 });
  const t = (k: string) => translate(locale, k);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('xl_clients').slice(0, EXPORT_SHEET_NAME_MAX));
  ws.columns = [
    { header: t('xl_name'), key: 'name', width: 28 },
    { header: t('xl_tel'), key: 'tel', width: 18 },
    { header: t('xl_email'), key: 'email', width: 28 },
    { header: t('xl_birthday'), key: 'birthday', width: 14 },
    { header: t('xl_sex'), key: 'sex', width: 10 },
    { header: t('xl_blood_group'), key: 'bloodGroup', width: 10 },
    { header: t('xl_city'), key: 'city', width: 16 },
    { header: t('xl_type'), key: 'type', width: 12 },
    { header: t('xl_points'), key: 'loyaltyPoints', width: 10 },
    { header: t('xl_notes'), key: 'notes', width: 30 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const c of rows) ws.addRow({ ...c, type: (CLIENT_TYPES as readonly string[]).includes(c.type) ? c.type : '' });
  await insertAudit(db, {
    entrepriseId: spent.entreprise_id,
    userId: spent.user_id,
    action: 'client.export',
    entity: 'client',
    data: { rows: rows.length },
    now,
  });
  const stamp = new Date().toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');
  return { body: await workbookBuffer(wb), fileName: `form_${stamp}.xlsx` };
}
