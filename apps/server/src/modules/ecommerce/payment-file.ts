// POST /Ecom/PayementFile (api-spec 7.4; its payload is shown nowhere, docs/decisions.md): the online payment
// provider's settlement file — CSV or xlsx rows of provider reference, amount, date, status — reconciled with the
// company's online orders. A row whose reference names an online order (the provider's reference, or the order's uuid
// the checkout charged with), settled, for exactly what the order still owes, pays it through the online-payment path
// (online-orders/online-payment.ts: the operation, the order's paid amount and state, its points, the dashboards).
// Every other row is listed with why (unknown reference, amount differs, already paid, cancelled, not settled).
// The file is checked whole first (unreadable, a missing column, a bad amount or date: 422 listing every row, nothing
// written); then each matched row is its own transaction, so one order's problem never holds another's money back,
// and the same file sent again pays nothing twice (those orders are already paid).
import { fromMinor, toMinor, type PaymentFileAnswer } from '@comptoir/shared';
import type { Database } from '../../db/database';
import { invalid, type ThrownFieldError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { eachRowInTurns, readImportSheet, type CellValue } from '../../files/import-sheet';
import { insertAudit } from '../audit/audit.repository';
import { payOnline } from '../online-orders/online-payment';

export const PAYMENT_FILE_MAX_ROWS = 5000;

/** Header names read, in the four languages' usual words (lower case, accents and spaces dropped). */
const HEADERS: Record<string, Column> = {
  reference: 'reference',
  ref: 'reference',
  providerref: 'reference',
  transaction: 'reference',
  transactionid: 'reference',
  amount: 'amount',
  montant: 'amount',
  importo: 'amount',
  date: 'date',
  data: 'date',
  status: 'status',
  statut: 'status',
  stato: 'status',
};
type Column = 'reference' | 'amount' | 'date' | 'status';

/** Statuses that mean the provider holds the money for the merchant. */
const SETTLED = new Set(['paid', 'settled', 'succeeded', 'success', 'captured', 'completed', 'paye', 'payee', 'regle', 'pagato']);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');

const text = (v: CellValue | undefined): string =>
  v === undefined || v === null ? '' : v instanceof Date ? v.toISOString() : String(v).trim();

/** One CSV line's fields (comma or semicolon, double quotes escaped by doubling). */
export function csvRows(data: string): string[][] {
  const body = data.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A decimal amount as written in a file (1234.5, 1 234,50, "1,234.50"), in minor units, or null. */
export function amountOf(raw: string): number | null {
  let s = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (!s) return null;
  if (s.includes(',') && s.includes('.'))
    s = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (s.includes(',')) s = s.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const n = toMinor(Number(s));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

interface Row {
  row: number;
  reference: string;
  amount: number;
  date: string;
  status: string;
}

/** The file's rows, checked whole: every problem listed (422), or the rows. */
async function readRows(data: Buffer, fileName: string): Promise<Row[]> {
  const isXlsx = data.subarray(0, 2).toString('latin1') === 'PK' || /\.xlsx$/i.test(fileName);
  let table: { r: number; cells: string[] }[];
  if (isXlsx) {
    const sheet = await readImportSheet(data, { maxRows: PAYMENT_FILE_MAX_ROWS, notXlsx: 'payment_file_unreadable' });
    table = (sheet ?? []).map((r) => ({ r: r.r, cells: Array.from({ length: r.values.length }, (_, i) => text(r.values[i + 1])) }));
  } else {
    const decoded = data.toString('utf8');
    if (decoded.includes('\u0000')) throw invalid([{ field: 'file', message: 'payment_file_unreadable' }]);
    table = csvRows(decoded)
      .map((cells, i) => ({ r: i + 1, cells: cells.map((c) => c.trim()) }))
      .filter((r) => r.cells.some((c) => c !== ''));
    if (table.length - 1 > PAYMENT_FILE_MAX_ROWS) throw invalid([{ field: 'file', message: 'import_too_many_rows' }]);
  }
  const header = table[0];
  if (!header || header.r !== 1) throw invalid([{ field: 'file', message: 'import_empty' }]);
  const columns = new Map<Column, number>();
  header.cells.forEach((c, i) => {
    const col = HEADERS[fold(c)];
    if (col && !columns.has(col)) columns.set(col, i);
  });
  const missing = (['reference', 'amount', 'date', 'status'] as const).filter((c) => !columns.has(c));
  if (missing.length) throw invalid(missing.map((c) => ({ field: 'file', message: `payment_file_no_${c}_column` })));
  const errors: ThrownFieldError[] = [];
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  await eachRowInTurns(table.slice(1), ({ r, cells }) => {
    const at = (c: Column) => cells[columns.get(c)!] ?? '';
    const reference = at('reference');
    const amount = amountOf(at('amount'));
    const rawDate = at('date');
    const date = rawDate && Number.isFinite(Date.parse(rawDate)) ? new Date(rawDate).toISOString() : null;
    if (!reference || reference.length > 128)
      errors.push(
        reference
          ? { field: `rows.${r}.reference`, message: 'too_long', params: { max: 128 } }
          : { field: `rows.${r}.reference`, message: 'required' },
      );
    else if (seen.has(reference)) errors.push({ field: `rows.${r}.reference`, message: 'payment_file_duplicate' });
    if (amount === null) errors.push({ field: `rows.${r}.amount`, message: 'payment_file_amount' });
    if (!date) errors.push({ field: `rows.${r}.date`, message: 'payment_file_date' });
    if (!at('status')) errors.push({ field: `rows.${r}.status`, message: 'required' });
    if (reference) seen.set(reference, r);
    if (reference && amount !== null && date) rows.push({ row: r, reference, amount, date, status: at('status') });
  });
  if (errors.length) throw invalid(errors.slice(0, 200));
  if (!rows.length) throw invalid([{ field: 'file', message: 'import_empty' }]);
  return rows;
}

/** The company's online orders a reference names: the provider's reference, or the order's uuid. */
async function ordersByReference(database: Database, entrepriseId: number, references: string[]) {
  const found = new Map<string, number>();
  for (let i = 0; i < references.length; i += 500) {
    const chunk = references.slice(i, i + 500);
    const rows = await database.db
      .selectFrom('online_orders as o')
      .innerJoin('commands as c', (j) => j.onRef('c.id', '=', 'o.command_id').onRef('c.entreprise_id', '=', 'o.entreprise_id'))
      .select(['o.command_id', 'o.providerRef', 'c.uuid'])
      .where('o.entreprise_id', '=', entrepriseId)
      .where((eb) => eb.or([eb('o.providerRef', 'in', chunk), eb('c.uuid', 'in', chunk)]))
      .execute();
    for (const r of rows) {
      if (r.providerRef && chunk.includes(r.providerRef)) found.set(r.providerRef, r.command_id);
      if (chunk.includes(r.uuid)) found.set(r.uuid, r.command_id);
    }
  }
  return found;
}

export async function importPaymentFile(
  database: Database,
  ctx: RequestContext,
  data: Buffer,
  fileName: string,
): Promise<PaymentFileAnswer> {
  const rows = await readRows(data, fileName);
  const orders = await ordersByReference(
    database,
    ctx.entrepriseId,
    rows.map((r) => r.reference),
  );
  const answer: PaymentFileAnswer = { rows: rows.length, paid: [], mismatches: [] };
  let total = 0;
  for (const r of rows) {
    const commandId = orders.get(r.reference);
    const base = { row: r.row, reference: r.reference, amount: fromMinor(r.amount), date: r.date };
    if (commandId === undefined) {
      answer.mismatches.push({ ...base, commandId: null, expected: null, reason: 'unknown_reference' });
      continue;
    }
    if (!SETTLED.has(fold(r.status))) {
      answer.mismatches.push({ ...base, commandId, expected: null, reason: 'not_settled' });
      continue;
    }
    // Each order in its own transaction: checked again under its lock, so two files at once pay it once.
    const outcome = await payOnline(database, ctx, { commandId, amount: r.amount, reference: r.reference });
    if (outcome.ok) {
      answer.paid.push({ ...base, commandId });
      total += r.amount;
    } else
      answer.mismatches.push({
        ...base,
        commandId,
        expected: outcome.expected === null ? null : fromMinor(outcome.expected),
        reason: outcome.reason,
      });
  }
  await insertAudit(database.db, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: 'ecommerce.payment_file',
    entity: 'payment_file',
    data: { fileName, rows: rows.length, paid: answer.paid.length, mismatches: answer.mismatches.length, total: fromMinor(total) },
    ip: ctx.ip,
    now: new Date().toISOString(),
  });
  return answer;
}
