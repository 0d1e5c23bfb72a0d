// Documents as files (issue 28 point 3): one PDF from a document and a template, a month of them as one zip, and a
// document sent by e-mail through the mailer that stands.
import type { DocumentKind, Locale } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { renderDocumentPdf } from './billing-pdf';
import { PDF_TEXTS } from './billing-pdf-texts';
import * as repo from './billing.repository';
import { snapshotOf } from './documents';
import { findTemplate, pdfTemplateOf } from './templates';
import { ZipWriter } from '../../files/zip-writer';

export const fileNameOf = (row: repo.DocumentRow, locale: Locale) =>
  `${PDF_TEXTS[locale === 'ar' ? 'fr' : locale].title[row.kind as DocumentKind].replace(/\s+/g, '-')}-${row.reference ?? `draft-${row.id}`}.pdf`;

/** The document's PDF in its template (or the one asked for) and its language (or the one asked for). */
export async function documentPdf(
  deps: Deps,
  db: Executor,
  ctx: RequestContext,
  row: repo.DocumentRow,
  opts: { templateId?: number; locale?: Locale } = {},
  cache?: Map<number, Awaited<ReturnType<typeof pdfTemplateOf>>>,
): Promise<{ pdf: Buffer; fileName: string }> {
  const templateId = opts.templateId ?? row.template_id ?? 0;
  let template = cache?.get(templateId);
  if (!template) {
    template = await pdfTemplateOf(deps, ctx, await findTemplate(db, ctx, templateId || null).catch(() => null));
    cache?.set(templateId, template);
  }
  const locale = opts.locale ?? (row.locale as Locale);
  const creditOf = row.credit_of_id ? await repo.findDocument(db, ctx.entrepriseId, row.credit_of_id) : undefined;
  const pdf = await renderDocumentPdf(
    {
      kind: row.kind as DocumentKind,
      status: row.status,
      reference: row.reference,
      date: String(row.issued_at ?? row.created_at),
      locale,
      snapshot: snapshotOf(row),
      creditOfReference: creditOf?.reference ?? null,
    },
    template,
  );
  return { pdf, fileName: fileNameOf(row, locale) };
}

/**
 * The issued documents of a period as one zip, written to `out` as each PDF is made (stored, not compressed: a PDF's
 * streams already are). Its entries follow one another with their sizes in their headers, so the browser counts them
 * as they arrive (the progress bar) against the x-document-count header.
 */
export async function exportZip(
  deps: Deps,
  ctx: RequestContext,
  rows: repo.DocumentRow[],
  out: { write(chunk: Buffer): void },
  locale?: Locale,
): Promise<void> {
  const zip = new ZipWriter(out);
  const cache = new Map();
  for (const row of rows) {
    const { pdf, fileName } = await documentPdf(deps, deps.database.db, ctx, row, { locale }, cache);
    zip.add(fileName, pdf, new Date(String(row.issued_at ?? row.created_at)));
  }
  zip.end();
}
