// Invoice templates (GET and POST /Invoice/templates, DELETE /Invoice/templates/{id}; issue 28 point 3): logo,
// colours, header and footer text, payment terms and which fields show. One default per company.
import { TEMPLATE_FIELDS, type InvoiceTemplate, type InvoiceTemplateBody, type Locale, type TemplateField } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { defaultStorage, download } from '../files/files.service';
import { DEFAULT_PDF_TEMPLATE, type PdfTemplate } from './billing-pdf';

type Row = {
  id: number;
  intitule: string;
  logoFileId: number | null;
  primaryColor: string;
  secondaryColor: string;
  headerText: string | null;
  footerText: string | null;
  paymentTerms: string | null;
  fields: string;
  locale: string;
  isDefault: boolean | number;
};

const toWire = (r: Row): InvoiceTemplate => ({
  id: r.id,
  intitule: r.intitule,
  logoFileId: r.logoFileId,
  primaryColor: r.primaryColor,
  secondaryColor: r.secondaryColor,
  headerText: r.headerText,
  footerText: r.footerText,
  paymentTerms: r.paymentTerms,
  fields: (JSON.parse(r.fields) as TemplateField[]).filter((f) => (TEMPLATE_FIELDS as readonly string[]).includes(f)),
  locale: r.locale as Locale,
  isDefault: Boolean(r.isDefault),
});

const COLUMNS = [
  'id',
  'intitule',
  'logoFileId',
  'primaryColor',
  'secondaryColor',
  'headerText',
  'footerText',
  'paymentTerms',
  'fields',
  'locale',
  'isDefault',
] as const;

export async function listTemplates(database: Database, ctx: RequestContext): Promise<InvoiceTemplate[]> {
  const rows = await database.db
    .selectFrom('invoice_templates')
    .select(COLUMNS)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .orderBy('id')
    .execute();
  return rows.map(toWire);
}

export async function findTemplate(db: Executor, ctx: RequestContext, id: number | null | undefined): Promise<InvoiceTemplate | null> {
  let q = db.selectFrom('invoice_templates').select(COLUMNS).where('entreprise_id', '=', ctx.entrepriseId).where('deleted_at', 'is', null);
  q = id ? q.where('id', '=', id) : q.where('isDefault', '=', true);
  const row = await q.executeTakeFirst();
  if (id && !row) throw notFound('template');
  return row ? toWire(row) : null;
}

export async function saveTemplate(database: Database, ctx: RequestContext, b: InvoiceTemplateBody): Promise<InvoiceTemplate> {
  const now = nowIso();
  const values = {
    intitule: b.intitule,
    logoFileId: b.logoFileId ?? null,
    ...(b.primaryColor ? { primaryColor: b.primaryColor } : {}),
    ...(b.secondaryColor ? { secondaryColor: b.secondaryColor } : {}),
    headerText: b.headerText ?? null,
    footerText: b.footerText ?? null,
    paymentTerms: b.paymentTerms ?? null,
    fields: JSON.stringify(b.fields ?? DEFAULT_PDF_TEMPLATE.fields),
    locale: b.locale ?? 'fr',
    isDefault: b.isDefault ?? false,
    updated_at: now,
  };
  const id = await database.db.transaction().execute(async (trx) => {
    if (b.logoFileId) {
      const file = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', b.logoFileId)
        .where('entreprise_id', '=', ctx.entrepriseId)
        .executeTakeFirst();
      if (!file) throw notFound('file');
    }
    if (b.isDefault)
      await trx.updateTable('invoice_templates').set({ isDefault: false }).where('entreprise_id', '=', ctx.entrepriseId).execute();
    if (b.id) {
      const r = await trx
        .updateTable('invoice_templates')
        .set(values)
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', '=', b.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound('template');
      return b.id;
    }
    const r = await trx
      .insertInto('invoice_templates')
      .values({ ...values, entreprise_id: ctx.entrepriseId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  });
  return (await findTemplate(database.db, ctx, id))!;
}

export async function deleteTemplate(database: Database, ctx: RequestContext, id: number) {
  const now = nowIso();
  const r = await database.db
    .updateTable('invoice_templates')
    .set({ deleted_at: now, updated_at: now, isDefault: false })
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw notFound('template');
  return { id };
}

/** What the renderer needs of a template: its settings and its logo's bytes (PNG or JPEG). */
export async function pdfTemplateOf(
  deps: Deps,
  ctx: RequestContext,
  t: Omit<InvoiceTemplate, 'id' | 'intitule' | 'isDefault' | 'locale'> | null,
): Promise<PdfTemplate> {
  if (!t) return DEFAULT_PDF_TEMPLATE;
  let logo: Buffer | null = null;
  if (t.logoFileId && t.fields.includes('logo')) {
    const file = await download(deps.database, defaultStorage(deps), ctx, t.logoFileId).catch(() => null);
    logo = file?.body ?? null;
  }
  return {
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    headerText: t.headerText,
    footerText: t.footerText,
    paymentTerms: t.paymentTerms,
    fields: t.fields,
    logo,
  };
}
