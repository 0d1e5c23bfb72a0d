// Serial-number templates of a store order (api-spec 7.14 POST /CentralAchat/commandes/export-serial-template and
// /import-serial-template): the warehouse exports one row per unit to ship of each product that carries a serial number
// (its serials so far filled in), fills the serial column and imports it back. The file is read by the shared import
// reader (files/import-sheet.ts); every bad row is listed at once (422, `rows.{row}.{column}`) and nothing is written
// then; a good file replaces the order's serial numbers in one transaction. Columns are read by position (A order,
// B product id, C barcode, D label, E serial number), so the header's language does not matter. Until shipped only.
import type { CellValue } from '../../files/import-sheet';
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import { nowIso, type Database } from '../../db/database';
import { eachRowInTurns, readImportSheet } from '../../files/import-sheet';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { entityInScope } from '../stock/stock-entities';
import * as orders from './central-orders';

export const SERIAL_MAX_ROWS = 5000;
const SERIAL_MAX_LENGTH = 100;
/** The states in which the warehouse may still set an order's serial numbers. */
const OPEN = ['sent', 'prepared'];

const cellText = (value: CellValue | undefined): string =>
  value === undefined ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();

async function serialOrder(database: Database, ctx: RequestContext, id: number) {
  if (!entityInScope(ctx, 'central_achat', null)) throw notFound('central_order');
  const order = await orders.detail(database, ctx, id);
  const units = new Map(
    order.lines.filter((l) => l.withSerialNumber).map((l) => [l.productId, { line: l, units: Math.floor(l.shipped ?? l.quantity) }]),
  );
  return { order, units };
}

/** The template: one row per unit to ship of each serial-numbered product, its serials so far filled in. */
export async function exportTemplate(database: Database, ctx: RequestContext, id: number) {
  const { order, units } = await serialOrder(database, ctx, id);
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('ca_serial_sheet').slice(0, 31), { views: [{ rightToLeft: ctx.locale === 'ar' }] });
  ws.columns = [
    { header: t('ca_order'), key: 'order', width: 10 },
    { header: t('ca_product_id'), key: 'productId', width: 12 },
    { header: t('ca_barcode'), key: 'barcode', width: 18 },
    { header: t('ca_label'), key: 'label', width: 32 },
    { header: t('ca_serial'), key: 'serial', width: 28 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const { line, units: n } of units.values())
    for (let i = 0; i < n; i++)
      ws.addRow({
        order: order.id,
        productId: line.productId,
        barcode: line.barcode ?? '',
        label: line.label,
        serial: line.serialNumbers[i] ?? '',
      });
  const stamp = new Date().toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');
  return { body: await workbookBuffer(wb), fileName: `serials_${order.id}_${stamp}.xlsx` };
}

/** Reads the filled template: every bad row listed at once, else the order's serial numbers replaced. */
export async function importTemplate(database: Database, ctx: RequestContext, id: number, data: Buffer): Promise<{ imported: number }> {
  const { order, units } = await serialOrder(database, ctx, id);
  if (!OPEN.includes(order.state)) throw conflict('central_order_state');
  const sheet = await readImportSheet(data, { maxRows: SERIAL_MAX_ROWS, notXlsx: 'import_not_xlsx' });
  if (!sheet) throw invalid([{ field: 'file', message: 'import_empty' }]);
  const errors: { field: string; message: string }[] = [];
  const taken = new Map<number, number>();
  const inFile = new Map<string, number>();
  const rows: { row: number; productId: number; serial: string }[] = [];
  await eachRowInTurns(sheet, ({ r, values }) => {
    if (r === 1) return;
    const [orderCell, productCell, , , serialCell] = [1, 2, 3, 4, 5].map((c) => cellText(values[c]));
    if (!orderCell && !productCell && !serialCell) return;
    const bad = (column: string, message: string) => errors.push({ field: `rows.${r}.${column}`, message });
    if (orderCell !== String(order.id)) return bad('order', 'ca_other_order');
    const productId = Number(productCell);
    const unit = units.get(productId);
    if (!unit) return bad('productId', 'ca_no_serial_product');
    if (!serialCell) return bad('serialNumber', 'required');
    if (serialCell.length > SERIAL_MAX_LENGTH) return bad('serialNumber', 'too_long');
    const key = `${productId}\u0000${serialCell}`;
    if (inFile.has(key)) return bad('serialNumber', 'ca_serial_duplicate');
    inFile.set(key, r);
    const n = (taken.get(productId) ?? 0) + 1;
    taken.set(productId, n);
    if (n > unit.units) return bad('productId', 'ca_serial_too_many');
    rows.push({ row: r, productId, serial: serialCell });
  });
  if (!rows.length && !errors.length) throw invalid([{ field: 'file', message: 'import_empty' }]);
  // A serial number already shipped with another order of the company.
  const serials = [...new Set(rows.map((r) => r.serial))];
  for (let i = 0; i < serials.length; i += 500) {
    const used = await database.db
      .selectFrom('central_order_serials')
      .select(['product_id', 'serialNumber'])
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('order_id', '!=', id)
      .where('serialNumber', 'in', serials.slice(i, i + 500))
      .execute();
    for (const u of used) {
      const row = inFile.get(`${u.product_id}\u0000${u.serialNumber}`);
      if (row) errors.push({ field: `rows.${row}.serialNumber`, message: 'ca_serial_taken' });
    }
  }
  if (errors.length) throw invalid(errors.sort((a, b) => Number(a.field.split('.')[1]) - Number(b.field.split('.')[1])));
  try {
    await database.db.transaction().execute(async (trx) => {
      const now = nowIso();
      // The order must still be open: its row's stamp under the same condition as its steps (not yet shipped).
      const open = await trx
        .selectFrom('central_orders as o')
        .leftJoin('stock_operations as op', 'op.id', 'o.operation_id')
        .select('o.id')
        .where('o.id', '=', id)
        .where('o.entreprise_id', '=', ctx.entrepriseId)
        .where((eb) => eb.or([eb('o.state', '=', 'sent'), eb.and([eb('o.state', '=', 'prepared'), eb('op.state', '=', 'announced')])]))
        .executeTakeFirst();
      if (!open) throw conflict('central_order_state');
      await trx.deleteFrom('central_order_serials').where('entreprise_id', '=', ctx.entrepriseId).where('order_id', '=', id).execute();
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('central_order_serials')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              entreprise_id: ctx.entrepriseId,
              order_id: id,
              product_id: r.productId,
              serialNumber: r.serial,
              created_at: now,
            })),
          )
          .execute();
      await trx.updateTable('central_orders').set({ updated_at: now }).where('id', '=', id).execute();
    });
  } catch (e) {
    // Another order took one of these serial numbers meanwhile (the unique index).
    if (e instanceof Error && /unique|duplicate/i.test(e.message)) throw conflict('ca_serial_taken');
    throw e;
  }
  return { imported: rows.length };
}
