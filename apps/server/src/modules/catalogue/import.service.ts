// Product import (POST /product/import rows, or an xlsx upload built on the downloadable template): every row is
// checked first; one invalid row and nothing is written (422 listing each row's problems as products.N.field).
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importRow, type FieldError, type ImportRowData, type ProductData } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { eachRowInTurns, readImportSheet, turnEvery } from '../../files/import-sheet';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { validationErrors } from '../../http/error-handler';
import { companyCurrencyTags } from '../reference/reference.service';
import * as repo from './catalogue.repository';
import { writeProduct } from './products.write';
import { uniqueViolationRule } from '../../lib/unique-rules';

type Named = 'product_categories' | 'brands' | 'suppliers';

/** Finds a live row by id or label; a label not found yet is created (once) when the import is written. */
async function resolver(trx: Executor, entrepriseId: number, table: Named) {
  const rows = await repo.allLive(trx, table, entrepriseId);
  const created = new Map<string, number>();
  return {
    known: (v: string | number) => (typeof v === 'number' ? rows.some((r) => r.id === v) : true),
    async id(v: string | number, now: string): Promise<number> {
      if (typeof v === 'number') return v;
      const key = v.trim().toLowerCase();
      const found = rows.find((r) => String(r.label).toLowerCase() === key);
      if (found) return found.id;
      if (!created.has(key)) {
        created.set(
          key,
          await repo.insertRow(trx, table, { entreprise_id: entrepriseId, label: v.trim(), created_at: now, updated_at: now }),
        );
      }
      return created.get(key)!;
    },
  };
}

function toProduct(r: ImportRowData, ids: { categoryId: number; brandId: number | null; supplierId: number | null }): ProductData {
  return {
    label: r.label,
    en_label: r.en_label ?? null,
    ar_label: r.ar_label ?? null,
    it_label: r.it_label ?? null,
    description: r.description ?? null,
    categoryId: ids.categoryId,
    brandId: ids.brandId,
    supplierId: ids.supplierId,
    nature: 'standard',
    type: r.type,
    unity: r.unity,
    isService: r.isService ?? false,
    buyingPrice: r.buyingPrice ?? null,
    tva: r.tva ?? null,
    barcode: r.barcode ?? null,
    sku: r.sku ?? null,
    prices:
      r.price === undefined
        ? []
        : [{ price: r.price, promoPrice: r.promoPrice ?? null, promotionEndAt: r.promotionEndAt ?? null, currencyTag: r.currencyTag }],
  };
}

export async function importRows(database: Database, ctx: RequestContext, raw: unknown[]) {
  const errors: FieldError[] = [];
  const rows: ImportRowData[] = [];
  await eachRowInTurns(raw, (value, i) => {
    const r = importRow.safeParse(value);
    if (r.success) {
      rows.push(r.data);
      const p = r.data;
      if (p.promoPrice !== null && p.promoPrice !== undefined) {
        if (p.price === undefined || p.promoPrice >= p.price)
          errors.push({ field: `products.${i}.promoPrice`, message: 'promo_not_lower' });
        if (!p.promotionEndAt) errors.push({ field: `products.${i}.promotionEndAt`, message: 'promo_end_required' });
      }
      return;
    }
    rows.push(undefined as never);
    const issues = r.error.issues.map((x) => ({
      instancePath: `/${x.path.join('/')}`,
      keyword: x.code,
      message: x.message,
      params: x as never,
    }));
    for (const e of validationErrors('en', issues)) errors.push({ field: `products.${i}.${e.field}`, message: e.message });
  });
  try {
    return await database.db.transaction().execute(async (trx) => {
      const e = ctx.entrepriseId;
      const [cats, brands, suppliers] = [
        await resolver(trx, e, 'product_categories'),
        await resolver(trx, e, 'brands'),
        await resolver(trx, e, 'suppliers'),
      ];
      const currencies = await companyCurrencyTags(trx, e);
      const taken = new Set(
        (
          await trx
            .selectFrom('products')
            .select(['barcode', 'sku'])
            .where('entreprise_id', '=', e)
            .where('deleted_at', 'is', null)
            .execute()
        ).flatMap((p) => [p.barcode && `barcode:${p.barcode}`, p.sku && `sku:${p.sku}`]),
      );
      rows.forEach((r, i) => {
        if (!r) return;
        if (!cats.known(r.category)) errors.push({ field: `products.${i}.category`, message: 'unknown_reference' });
        if (!currencies.includes(r.currencyTag)) errors.push({ field: `products.${i}.currencyTag`, message: 'currency_unavailable' });
        for (const column of ['barcode', 'sku'] as const) {
          const v = r[column];
          if (!v) continue;
          if (taken.has(`${column}:${v}`)) errors.push({ field: `products.${i}.${column}`, message: `${column}_taken` });
          taken.add(`${column}:${v}`);
        }
      });
      if (errors.length) throw invalid(errors);
      const now = nowIso();
      const ids: number[] = [];
      const turn = turnEvery();
      for (const r of rows) {
        await turn();
        const categoryId = await cats.id(r.category, now);
        const brandId = r.brand ? await brands.id(r.brand, now) : null;
        const supplierId = r.supplier ? await suppliers.id(r.supplier, now) : null;
        ids.push(await writeProduct(trx, ctx, toProduct(r, { categoryId, brandId, supplierId }), now));
      }
      return { imported: ids.length, productDescriptionIds: ids };
    });
  } catch (err) {
    const rule = uniqueViolationRule(err);
    if (rule?.field === 'sku' || rule?.field === 'barcode') throw conflict(rule.message, rule.field);
    throw err;
  }
}

const TRUE = new Set(['1', 'true', 'oui', 'yes', 'x', 'نعم', 'si', 'sì']);

/**
 * Reads the first sheet of an xlsx: a header row of IMPORT_COLUMNS names, then one product per row (at most
 * IMPORT_MAX_ROWS, as for rows sent as JSON), through the shared import reader.
 */
export async function importXlsx(database: Database, ctx: RequestContext, data: Buffer) {
  const sheet = await readImportSheet(data, { maxRows: IMPORT_MAX_ROWS, notXlsx: 'import_file' });
  if (!sheet) throw invalid([{ field: 'file', message: 'import_file' }]);
  const header = (sheet[0]?.r === 1 ? sheet[0].values : []).map((v) => String(v ?? '').trim());
  const columns = header.map((h) => IMPORT_COLUMNS.find((c) => c.toLowerCase() === h.toLowerCase()));
  const rows: Record<string, unknown>[] = [];
  for (const { r, values } of sheet) {
    if (r === 1) continue;
    const out: Record<string, unknown> = {};
    values.forEach((v, i) => {
      const c = columns[i];
      if (!c || v === '') return;
      const value = v instanceof Date ? v.toISOString() : v;
      if (c === 'isService') out[c] = TRUE.has(String(value).trim().toLowerCase());
      else if (['barcode', 'sku', 'label', 'category'].includes(c) && typeof value === 'number' && c !== 'category') out[c] = String(value);
      else out[c] = value;
    });
    if (Object.keys(out).length) rows.push(out);
  }
  if (!rows.length) throw invalid([{ field: 'file', message: 'import_file' }]);
  return importRows(database, ctx, rows);
}

/** The downloadable template: the columns, one example row. */
export async function template(_ctx: RequestContext): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('products');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.addRow([
    'Croissant au beurre',
    'Butter croissant',
    'كرواسون بالزبدة',
    'Cornetto al burro',
    'Viennoiseries',
    4.5,
    null,
    null,
    1.2,
    10,
    '6111000000017',
    'VIEN-CRO',
    'unit',
    'outbound',
    'non',
    'Maison Atlas',
    'Moulins du Maghreb',
    'MAD',
    'Pur beurre, feuilleté maison',
  ]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 18));
  return await workbookBuffer(wb);
}
