// Calls of billing (api-spec 7.10; issue 28): documents listed and read, invoices of orders and global invoices,
// manual documents, credit notes, quotes into orders, delivery forms, certificates, templates, PDFs and the month's zip.
import type {
  BillingDocumentDetail,
  BillingPage,
  CertificateBody,
  GlobalInvoiceBody,
  InvoiceTemplate,
  InvoiceTemplateBody,
  InvoicesQuery,
  Locale,
  ManualDocumentBody,
} from '@comptoir/shared';
import { api, type BlobAnswer } from '../../../lib/api-client';

export type DocumentsQuery = Omit<InvoicesQuery, 'tags'> & { tags?: string };

export const invoicesKeys = {
  all: ['invoices'] as const,
  list: (scope: string, q: DocumentsQuery) => [...invoicesKeys.all, 'list', scope, q] as const,
  detail: (id: number) => [...invoicesKeys.all, 'detail', id] as const,
  templates: () => [...invoicesKeys.all, 'templates'] as const,
  nextId: (kind: string) => [...invoicesKeys.all, 'next', kind] as const,
};

const q = (query: DocumentsQuery) => ({ ...query }) as Record<string, string | number | undefined>;

export const invoicesApi = {
  invoices: (query: DocumentsQuery, signal?: AbortSignal) =>
    api.get<BillingPage>('/Command/invoices', { query: q(query), signal, withoutLoader: true }),
  deliveryForms: (query: DocumentsQuery, signal?: AbortSignal) =>
    api.get<BillingPage>('/BonLivraison', { query: q(query), signal, withoutLoader: true }),
  certificates: (query: DocumentsQuery, signal?: AbortSignal) =>
    api.get<BillingPage>('/Certificate/invoices', { query: q(query), signal, withoutLoader: true }),
  detail: (id: number) => api.get<BillingDocumentDetail>(`/Invoice/manual/${id}`),
  certificate: (id: number) => api.get<BillingDocumentDetail>(`/Certificate/invoices/data/${id}`),
  nextId: (kind: string) => api.get<{ nextId: number; reference: string }>('/Invoice/nextId', { query: { kind }, withoutLoader: true }),
  orderInvoice: (commandId: number, templateId?: number) =>
    api.get<BillingDocumentDetail>(`/Command/${commandId}/invoice`, { query: { templateId }, expectedStatuses: [409, 422] }),
  globalInvoice: (body: GlobalInvoiceBody) =>
    api.post<BillingDocumentDetail>('/Command/globalInvoice', body, { expectedStatuses: [409, 422] }),
  saveManual: (body: ManualDocumentBody) => api.post<BillingDocumentDetail>('/Invoice/manual', body, { expectedStatuses: [409, 422] }),
  remove: (id: number) => api.delete<{ id: number }>(`/Invoice/manual/${id}`),
  issue: (id: number) => api.post<BillingDocumentDetail>(`/Invoice/${id}/issue`),
  creditNote: (id: number, reason?: string) => api.post<BillingDocumentDetail>(`/Invoice/${id}/creditNote`, { reason }),
  toCommand: (id: number, magasinId: number) => api.post<{ commandId: number; etat: string }>(`/Invoice/${id}/toCommand`, { magasinId }),
  send: (id: number, email: string, locale?: Locale) =>
    api.post<{ ok: true }>(`/Invoice/${id}/send`, { email, locale }, { expectedStatuses: [422] }),
  generateDeliveryForms: (commandIds: number[], grouped: boolean) =>
    api.post<BillingDocumentDetail[]>('/GenerateBonsLivraison', { commandIds, grouped }, { expectedStatuses: [409, 422] }),
  createCertificate: (body: CertificateBody) => api.post<BillingDocumentDetail>('/Certificate/manual', body, { expectedStatuses: [422] }),
  removeCertificate: (id: number) => api.delete<{ id: number }>(`/Certificate/invoices/${id}`),
  templates: () => api.get<InvoiceTemplate[]>('/Invoice/templates'),
  saveTemplate: (body: InvoiceTemplateBody) => api.post<InvoiceTemplate>('/Invoice/templates', body, { expectedStatuses: [422] }),
  removeTemplate: (id: number) => api.delete<{ id: number }>(`/Invoice/templates/${id}`),
  preview: (body: Partial<InvoiceTemplateBody>) => api.postBlob('/Invoice/templates/preview', body, { withoutLoader: true }),
  /** The PDF of any document: invoices, credit notes, quotes and delivery forms; certificates by their own path. */
  pdf: (id: number, kind: string, locale?: Locale): Promise<BlobAnswer> =>
    kind === 'certificate'
      ? api.getBlob(`/fileAP/certificate/static/${id}`, { query: { locale } })
      : kind === 'delivery_form'
        ? api.getBlob(`/PrintBonLivraison/${id}`, { query: { locale } })
        : api.getBlob(`/Invoice/${id}/pdf`, { query: { locale } }),
  /** The month's documents as one zip, read as it arrives (`onChunk` drives the progress bar). */
  exportZip: (from: string, to: string, onChunk: (chunk: Uint8Array, headers: Headers) => void) =>
    api.getStream('/Invoice/export', onChunk, { query: { from, to } }),
};
