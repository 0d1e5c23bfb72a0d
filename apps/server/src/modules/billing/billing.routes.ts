// api-spec 7.10: invoices, certificates, delivery notes (issue 28). gestion_billings for invoices, quotes, delivery
// forms and templates (delivery forms also gestion_delivery: shipping prints them); gestion_other_billings for
// certificates. Files answer with the file-* headers (api-spec §3 file answers).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_HEADERS,
  billingDocumentDetail,
  billingPage,
  certificateBody,
  creditNoteBody,
  deliveryFormLinkBody,
  documentFileQuery,
  documentsExportQuery,
  generateDeliveryFormsBody,
  globalInvoiceBody,
  idPathParam,
  invoiceTemplate,
  invoiceTemplateBody,
  invoicesQuery,
  manualDocumentBody,
  nextIdAnswer,
  nextIdQuery,
  pageQuery,
  quoteToCommandAnswer,
  quoteToCommandBody,
  sendDocumentBody,
  templatePreviewBody,
  type Locale,
} from '@comptoir/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import type { RequestContext } from '../../lib/context';
import { renderDocumentPdf } from './billing-pdf';
import { PDF_TEXTS } from './billing-pdf-texts';
import * as billing from './billing.service';
import * as delivery from './delivery-forms';
import { documentPdf, exportZip } from './document-files';
import { detailOf, loadDocument } from './documents';
import * as repo from './billing.repository';
import { deleteTemplate, listTemplates, pdfTemplateOf, saveTemplate } from './templates';
import { sampleSnapshot } from './sample';

const BILL = { tags: ['gestion_billings'] as const };
const DELIVERY = { tags: ['gestion_billings', 'gestion_delivery'] as const };
const OTHER = { tags: ['gestion_other_billings'] as const };
const detail = { 200: billingDocumentDetail };
const idOnly = { 200: z.object({ id: z.number() }) };

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header(FILE_HEADERS.name, fileName)
    .header(FILE_HEADERS.extension, 'pdf')
    .header(FILE_HEADERS.size, String(pdf.length))
    .send(pdf);
}

export const billingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const pdfOf = async (
      ctx: RequestContext,
      id: number,
      q: { templateId?: number; locale?: Locale },
      kinds?: Parameters<typeof loadDocument>[3],
    ) => documentPdf(deps, db.db, ctx, await loadDocument(db.db, ctx, id, kinds), q);

    // ---- Invoices
    app.get(
      '/invoices/client/:id',
      { config: BILL, schema: { params: idPathParam, querystring: invoicesQuery, response: { 200: billingPage } } },
      (req) => billing.listDocuments(db, ctxOf(req), { ...req.query, clientId: req.params.id }, ['invoice', 'credit_note']),
    );
    app.get(
      '/Command/:id/invoice',
      { config: BILL, schema: { params: idPathParam, querystring: documentFileQuery } },
      async (req, reply) => {
        const ctx = ctxOf(req);
        const row = await billing.invoiceOfCommand(db, ctx, req.params.id, req.query);
        if (req.query.blob) {
          const { pdf, fileName } = await documentPdf(deps, db.db, ctx, row, req.query);
          return sendPdf(reply, pdf, fileName);
        }
        return billingDocumentDetail.parse(await detailOf(db.db, ctx, row));
      },
    );
    app.post('/Command/globalInvoice', { config: BILL, schema: { body: globalInvoiceBody, response: detail } }, async (req) => {
      const ctx = ctxOf(req);
      return detailOf(db.db, ctx, await billing.globalInvoice(db, ctx, req.body));
    });
    app.post('/Command/globalInvoices', { config: BILL, schema: { body: globalInvoiceBody } }, async (req, reply) => {
      const ctx = ctxOf(req);
      const row = await billing.globalInvoice(db, ctx, req.body);
      const { pdf, fileName } = await documentPdf(deps, db.db, ctx, row, { templateId: req.body.templateId ?? undefined });
      return sendPdf(reply.header('x-document-id', String(row.id)), pdf, fileName);
    });
    app.get('/Command/invoices', { config: BILL, schema: { querystring: invoicesQuery, response: { 200: billingPage } } }, (req) =>
      billing.listDocuments(db, ctxOf(req), req.query, req.query.kind || req.query.tags?.length ? undefined : ['invoice', 'credit_note']),
    );
    app.get('/Invoice/nextId', { config: BILL, schema: { querystring: nextIdQuery, response: { 200: nextIdAnswer } } }, (req) =>
      billing.nextId(db, ctxOf(req), req.query.kind, req.query.year),
    );

    // ---- Templates
    app.get('/Invoice/templates', { config: BILL, schema: { response: { 200: z.array(invoiceTemplate) } } }, (req) =>
      listTemplates(db, ctxOf(req)),
    );
    app.post('/Invoice/templates', { config: BILL, schema: { body: invoiceTemplateBody, response: { 200: invoiceTemplate } } }, (req) =>
      saveTemplate(db, ctxOf(req), req.body),
    );
    app.delete('/Invoice/templates/:id', { config: BILL, schema: { params: idPathParam, response: idOnly } }, (req) =>
      deleteTemplate(db, ctxOf(req), req.params.id),
    );
    app.post('/Invoice/templates/preview', { config: BILL, schema: { body: templatePreviewBody } }, async (req, reply) => {
      const ctx = ctxOf(req);
      const b = req.body;
      const locale = b.locale ?? 'fr';
      const template = await pdfTemplateOf(deps, ctx, {
        logoFileId: b.logoFileId ?? null,
        primaryColor: b.primaryColor ?? '#1c7ed6',
        secondaryColor: b.secondaryColor ?? '#495057',
        headerText: b.headerText ?? null,
        footerText: b.footerText ?? null,
        paymentTerms: b.paymentTerms ?? null,
        fields: b.fields ?? [],
      });
      const snapshot = await sampleSnapshot(db.db, ctx, locale);
      const pdf = await renderDocumentPdf(
        { kind: 'invoice', status: 'issued', reference: 'FA-0000-00000', date: new Date().toISOString(), locale, snapshot },
        template,
      );
      return sendPdf(reply, pdf, `${PDF_TEXTS.fr.title.invoice}-preview.pdf`);
    });

    // ---- Manual documents, any document by id
    app.post('/Invoice/manual', { config: BILL, schema: { body: manualDocumentBody, response: detail } }, (req) =>
      billing.saveManual(db, ctxOf(req), req.body),
    );
    app.get('/Invoice/manual/:id', { config: BILL, schema: { params: idPathParam, response: detail } }, async (req) => {
      const ctx = ctxOf(req);
      return detailOf(db.db, ctx, await loadDocument(db.db, ctx, req.params.id, ['invoice', 'credit_note', 'quote', 'delivery_form']));
    });
    app.delete('/Invoice/manual/:id', { config: BILL, schema: { params: idPathParam, response: idOnly } }, (req) =>
      billing.deleteManual(db, ctxOf(req), req.params.id),
    );
    app.post('/Invoice/:id/issue', { config: BILL, schema: { params: idPathParam, response: detail } }, (req) =>
      billing.issueDocument(db, ctxOf(req), req.params.id),
    );
    app.post('/Invoice/:id/creditNote', { config: BILL, schema: { params: idPathParam, body: creditNoteBody, response: detail } }, (req) =>
      billing.creditNote(db, ctxOf(req), req.params.id, req.body.reason),
    );
    app.post(
      '/Invoice/:id/toCommand',
      { config: BILL, schema: { params: idPathParam, body: quoteToCommandBody, response: { 200: quoteToCommandAnswer } } },
      (req) => billing.quoteToCommand(db, ctxOf(req), req.params.id, req.body.magasinId),
    );
    app.get('/Invoice/:id/pdf', { config: BILL, schema: { params: idPathParam, querystring: documentFileQuery } }, async (req, reply) => {
      const { pdf, fileName } = await pdfOf(ctxOf(req), req.params.id, req.query, ['invoice', 'credit_note', 'quote', 'delivery_form']);
      return sendPdf(reply, pdf, fileName);
    });
    app.post(
      '/Invoice/:id/send',
      { config: BILL, schema: { params: idPathParam, body: sendDocumentBody, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        const ctx = ctxOf(req);
        const row = await loadDocument(db.db, ctx, req.params.id, ['invoice', 'credit_note', 'quote', 'delivery_form']);
        const { pdf, fileName } = await documentPdf(deps, db.db, ctx, row, req.body);
        const t = PDF_TEXTS[(req.body.locale ?? row.locale) as Locale];
        const title = `${t.title[row.kind as keyof typeof t.title]} ${row.reference ?? ''}`.trim();
        await deps.mailer.send({
          to: req.body.email,
          subject: title,
          text: `${title}\n`,
          attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
        });
        return { ok: true as const };
      },
    );
    app.get('/Invoice/export', { config: BILL, schema: { querystring: documentsExportQuery } }, async (req, reply) => {
      const ctx = ctxOf(req);
      const rows = await repo.documentsBetween(
        db.db,
        ctx.entrepriseId,
        `${req.query.from}T00:00:00.000Z`,
        `${req.query.to}T23:59:59.999Z`,
        req.query.kind,
      );
      reply.raw.writeHead(200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="documents_${req.query.from}_${req.query.to}.zip"`,
        'x-document-count': String(rows.length),
        'cache-control': 'no-store',
        'x-request-id': req.id,
      });
      await exportZip(deps, ctx, rows, { write: (c) => void reply.raw.write(c) }, req.query.locale);
      reply.raw.end();
      return reply;
    });

    // ---- Delivery forms
    app.get('/BonLivraison', { config: DELIVERY, schema: { querystring: invoicesQuery, response: { 200: billingPage } } }, (req) =>
      billing.listDocuments(db, ctxOf(req), req.query, ['delivery_form']),
    );
    app.post('/BonLivraison', { config: DELIVERY, schema: { body: manualDocumentBody.omit({ tag: true }), response: detail } }, (req) =>
      billing.saveManual(db, ctxOf(req), { ...req.body, tag: 'manual_delivery_form', issue: req.body.issue ?? true }),
    );
    app.post(
      '/GenerateBonsLivraison',
      { config: DELIVERY, schema: { body: generateDeliveryFormsBody, response: { 200: z.array(billingDocumentDetail) } } },
      (req) => delivery.generate(db, ctxOf(req), req.body),
    );
    app.get(
      '/PrintBonLivraison/:id',
      { config: DELIVERY, schema: { params: idPathParam, querystring: documentFileQuery } },
      async (req, reply) => {
        const { pdf, fileName } = await pdfOf(ctxOf(req), req.params.id, req.query, ['delivery_form']);
        return sendPdf(reply, pdf, fileName);
      },
    );
    app.get(
      '/BonLivraison/:id/commands',
      { config: DELIVERY, schema: { params: idPathParam, response: { 200: z.array(z.number()) } } },
      async (req) => {
        const ctx = ctxOf(req);
        await loadDocument(db.db, ctx, req.params.id, ['delivery_form']);
        return (await repo.commandIdsOf(db.db, ctx.entrepriseId, [req.params.id])).get(req.params.id) ?? [];
      },
    );
    app.post(
      '/BonLivraison/:id/link',
      { config: DELIVERY, schema: { params: idPathParam, body: deliveryFormLinkBody, response: detail } },
      (req) => delivery.link(db, ctxOf(req), req.params.id, req.body.commandIds),
    );
    app.post(
      '/BonLivraison/:id/unlink',
      { config: DELIVERY, schema: { params: idPathParam, body: deliveryFormLinkBody, response: detail } },
      (req) => delivery.unlink(db, ctxOf(req), req.params.id, req.body.commandIds),
    );

    // ---- Certificates
    app.post('/Certificate/manual', { config: OTHER, schema: { body: certificateBody, response: detail } }, (req) =>
      delivery.createCertificate(db, ctxOf(req), req.body, 'manual_certificate'),
    );
    app.get(
      '/Certificate/invoices',
      {
        config: OTHER,
        schema: { querystring: pageQuery.extend({ keyword: invoicesQuery.shape.keyword }), response: { 200: billingPage } },
      },
      (req) => billing.listDocuments(db, ctxOf(req), req.query, ['certificate']),
    );
    app.get('/Certificate/invoices/data/:id', { config: OTHER, schema: { params: idPathParam, response: detail } }, async (req) => {
      const ctx = ctxOf(req);
      return detailOf(db.db, ctx, await loadDocument(db.db, ctx, req.params.id, ['certificate']));
    });
    app.get(
      '/Certificate/:id/pdf',
      { config: OTHER, schema: { params: idPathParam, querystring: documentFileQuery } },
      async (req, reply) => {
        const { pdf, fileName } = await pdfOf(ctxOf(req), req.params.id, req.query, ['certificate']);
        return sendPdf(reply, pdf, fileName);
      },
    );
    app.delete('/Certificate/invoices/:id', { config: OTHER, schema: { params: idPathParam, response: idOnly } }, async (req) => {
      const ctx = ctxOf(req);
      await loadDocument(db.db, ctx, req.params.id, ['certificate']);
      return billing.deleteManual(db, ctx, req.params.id);
    });
    app.post('/certificate/static', { config: OTHER, schema: { body: certificateBody, response: detail } }, (req) =>
      delivery.createCertificate(db, ctxOf(req), req.body, 'static_certificate'),
    );
    app.get(
      '/fileAP/certificate/static/:id',
      { config: OTHER, schema: { params: idPathParam, querystring: documentFileQuery } },
      async (req, reply) => {
        const { pdf, fileName } = await pdfOf(ctxOf(req), req.params.id, req.query, ['certificate']);
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
