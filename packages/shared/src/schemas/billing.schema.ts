// Billing documents (api-spec 7.10; product-spec §2 billing, §3 invoice global, §9 manual documents; issue 28):
// invoices (of an order, global over several orders of a client, manual), credit notes, quotes, delivery forms and
// certificates. Each document keeps a snapshot of what it states; amounts travel as decimals, are kept in minor units.
import { z } from 'zod';
import { LOCALES, MANUAL_DOCUMENTS } from '../constants';
import { moneyAmount } from './caisse.schema';
import { quantityField } from './command.schema';
import { looseBoolean } from './common.schema';
import { dayString, idField, idListQuery, int32Query } from './fields.schema';

export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'quote', 'delivery_form', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** How a document came to be: its tag (the list's `tags` filter); the manual ones are product-spec §9's. */
export const DOCUMENT_TAGS = [
  'command_invoice',
  'global_invoice',
  ...MANUAL_DOCUMENTS,
  'credit_note',
  'generated_delivery_form',
  'manual_certificate',
  'static_certificate',
] as const;
export type DocumentTag = (typeof DOCUMENT_TAGS)[number];
export const DOCUMENT_STATUSES = ['draft', 'issued', 'cancelled', 'converted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The prefix of a kind's reference: FA-2026-00001. */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  invoice: 'FA',
  credit_note: 'AV',
  quote: 'DV',
  delivery_form: 'BL',
  certificate: 'AT',
};
/** What a template may show or hide. */
export const TEMPLATE_FIELDS = [
  'logo',
  'companyIce',
  'clientIce',
  'companyAddress',
  'clientAddress',
  'tva',
  'amountInWords',
  'paymentTerms',
  'status',
  'notes',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_value' });

// ---- Snapshot: what the document states, frozen at issue
export const snapshotParty = z.object({
  name: z.string(),
  ice: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable().optional(),
});
export type SnapshotParty = z.infer<typeof snapshotParty>;
export const snapshotLine = z.object({
  label: z.string(),
  quantity: z.number(),
  /** Tax included, minor units. */
  unitPrice: z.number(),
  tva: z.number(),
  remise: z.number(),
  total: z.number(),
  priceId: z.number().nullable(),
  commandId: z.number().nullable(),
});
export type SnapshotLine = z.infer<typeof snapshotLine>;
export const snapshotTax = z.object({ tva: z.number(), base: z.number(), amount: z.number(), total: z.number() });
export const documentSnapshot = z.object({
  company: snapshotParty,
  client: snapshotParty.nullable(),
  lines: z.array(snapshotLine),
  taxes: z.array(snapshotTax),
  /** Minor units. */
  totalHt: z.number(),
  totalTva: z.number(),
  total: z.number(),
  paid: z.number(),
  remise: z.number(),
  currencyTag: z.string(),
  paymentTerms: z.string().nullable(),
  dueDate: z.string().nullable(),
  moreInfo: z.string().nullable(),
  /** A certificate's title and body. */
  title: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
  /** The orders it covers, by ticket reference. */
  commands: z.array(z.object({ id: z.number(), ticketNumber: z.number().nullable(), date: z.string() })),
});
export type DocumentSnapshot = z.infer<typeof documentSnapshot>;

// ---- Answers (amounts as decimals)
export const billingDocument = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  tag: z.enum(DOCUMENT_TAGS),
  status: z.enum(DOCUMENT_STATUSES),
  number: z.number().nullable(),
  year: z.number().nullable(),
  reference: z.string().nullable(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  magasinId: z.number().nullable(),
  templateId: z.number().nullable(),
  locale: z.enum(LOCALES),
  currencyTag: z.string(),
  total: z.number(),
  totalTva: z.number(),
  creditOfId: z.number().nullable(),
  creditNoteId: z.number().nullable(),
  commandId: z.number().nullable(),
  commandIds: z.array(z.number()),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingDocument = z.infer<typeof billingDocument>;
export const billingDocumentDetail = billingDocument.extend({ snapshot: documentSnapshot, amountInWords: z.string() });
export type BillingDocumentDetail = z.infer<typeof billingDocumentDetail>;
export const billingPage = z.object({ data: z.array(billingDocument), total: z.number(), page: z.number(), limit: z.number() });
export type BillingPage = z.infer<typeof billingPage>;

// ---- Requests
export const invoicesQuery = z.object({
  page: int32Query(1, 1_000_000).optional(),
  limit: int32Query(1, 200).optional(),
  templateId: idField.optional(),
  keyword: text(100).optional(),
  /** Document tags, "a,b" or repeated. */
  tags: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(DOCUMENT_TAGS)).max(20)).optional(),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  clientId: idField.optional(),
  from: dayString.optional(),
  to: dayString.optional(),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;
export type InvoicesQueryData = z.output<typeof invoicesQuery>;

/** GET /Command/{id}/invoice and the PDF calls: which template, which language, a file or the document. */
export const documentFileQuery = z.object({
  templateId: idField.optional(),
  locale: z.enum(LOCALES).optional(),
  blob: looseBoolean.optional(),
});
export type DocumentFileQuery = z.output<typeof documentFileQuery>;

/** POST /Command/globalInvoice(s): product-spec §3's invoice global payload. */
export const globalInvoiceBody = z.object({
  cmdClientIds: z.array(idField).min(1).max(500),
  templateId: idField.nullable().optional(),
  isLastVersion: z.boolean().optional(),
  moreInfo: text(1000).nullable().optional(),
  currency_tag: z.string().trim().min(3).max(3).optional(),
  locale: z.enum(LOCALES).optional(),
});
export type GlobalInvoiceBody = z.output<typeof globalInvoiceBody>;

export const documentLineInput = z.object({
  label: text(255).min(1, { error: 'required' }),
  quantity: quantityField,
  /** Tax included. */
  unitPrice: moneyAmount,
  tva: z.number().min(0).max(100).optional(),
  remise: moneyAmount.optional(),
  priceId: idField.nullable().optional(),
});
export type DocumentLineInput = z.output<typeof documentLineInput>;

export const clientInput = z.object({
  name: text(200).min(1, { error: 'required' }),
  ice: z.string().trim().max(30).regex(/^\d*$/, { error: 'numeric_only' }).nullable().optional(),
  address: text(255).nullable().optional(),
  tel: text(30).nullable().optional(),
  email: z.email().nullable().optional(),
});

/** POST /Invoice/manual: a manual invoice, quote or delivery form, created or (while a draft) updated. */
export const manualDocumentBody = z.object({
  id: idField.optional(),
  tag: z.enum(MANUAL_DOCUMENTS),
  clientId: idField.nullable().optional(),
  /** The client as the document states it (a client of the file's ICE and address may be overridden). */
  client: clientInput.nullable().optional(),
  magasinId: idField.nullable().optional(),
  templateId: idField.nullable().optional(),
  locale: z.enum(LOCALES).optional(),
  currencyTag: z.string().trim().min(3).max(3).optional(),
  lines: z.array(documentLineInput).min(1, { error: 'required' }).max(500),
  paymentTerms: text(255).nullable().optional(),
  dueDate: dayString.nullable().optional(),
  moreInfo: text(1000).nullable().optional(),
  /** Issue it now (number assigned); a draft otherwise. */
  issue: z.boolean().optional(),
});
export type ManualDocumentBody = z.output<typeof manualDocumentBody>;

export const nextIdQuery = z.object({ kind: z.enum(DOCUMENT_KINDS).optional(), year: int32Query(2000, 2999).optional() });
export const nextIdAnswer = z.object({ kind: z.enum(DOCUMENT_KINDS), year: z.number(), nextId: z.number(), reference: z.string() });

export const creditNoteBody = z.object({ reason: text(255).optional() });
export const sendDocumentBody = z.object({ email: z.email(), templateId: idField.optional(), locale: z.enum(LOCALES).optional() });
export const quoteToCommandBody = z.object({ magasinId: idField });
export const quoteToCommandAnswer = z.object({ commandId: z.number(), etat: z.string() });

// ---- Templates
export const invoiceTemplateBody = z.object({
  id: idField.optional(),
  intitule: text(120).min(1, { error: 'required' }),
  logoFileId: idField.nullable().optional(),
  primaryColor: colour.optional(),
  secondaryColor: colour.optional(),
  headerText: text(500).nullable().optional(),
  footerText: text(500).nullable().optional(),
  paymentTerms: text(255).nullable().optional(),
  fields: z.array(z.enum(TEMPLATE_FIELDS)).max(TEMPLATE_FIELDS.length).optional(),
  locale: z.enum(LOCALES).optional(),
  isDefault: z.boolean().optional(),
});
export type InvoiceTemplateBody = z.output<typeof invoiceTemplateBody>;
export const invoiceTemplate = z.object({
  id: z.number(),
  intitule: z.string(),
  logoFileId: z.number().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  headerText: z.string().nullable(),
  footerText: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  fields: z.array(z.enum(TEMPLATE_FIELDS)),
  locale: z.enum(LOCALES),
  isDefault: z.boolean(),
});
export type InvoiceTemplate = z.infer<typeof invoiceTemplate>;
/** POST /Invoice/templates/preview (ours): a sample invoice in the unsaved template, for the live preview. */
export const templatePreviewBody = invoiceTemplateBody.extend({ intitule: text(120).optional() });

// ---- Certificates and delivery forms
export const certificateBody = z.object({
  title: text(200).min(1, { error: 'required' }),
  body: text(5000).min(1, { error: 'required' }),
  clientId: idField.nullable().optional(),
  client: clientInput.nullable().optional(),
  templateId: idField.nullable().optional(),
  locale: z.enum(LOCALES).optional(),
});
export type CertificateBody = z.output<typeof certificateBody>;
export const generateDeliveryFormsBody = z.object({
  commandIds: z.array(idField).min(1).max(500),
  /** One form for all the orders (they must share a client), else one per order. */
  grouped: z.boolean().optional(),
  templateId: idField.nullable().optional(),
});
export const deliveryFormLinkBody = z.object({ commandIds: z.array(idField).min(1).max(500) });
export const pageQuery = z.object({ page: int32Query(1, 1_000_000).optional(), limit: int32Query(1, 200).optional() });
export const documentsExportQuery = z.object({
  from: dayString,
  to: dayString,
  kind: z.enum(DOCUMENT_KINDS).optional(),
  locale: z.enum(LOCALES).optional(),
});
export const idsQuery = z.object({ ids: idListQuery });
