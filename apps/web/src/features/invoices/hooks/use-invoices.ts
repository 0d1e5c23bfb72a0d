// Queries and mutations of billing; every write invalidates the lists (numbers, statuses and totals change together).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceTemplateBody, Locale } from '@comptoir/shared';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { invoicesApi, invoicesKeys, type DocumentsQuery } from '../api/invoices-api';

export type ListScope = 'invoices' | 'delivery' | 'certificates';

export function useDocuments(scope: ListScope, q: DocumentsQuery) {
  return useQuery({
    queryKey: invoicesKeys.list(scope, q),
    queryFn: ({ signal }) =>
      scope === 'delivery'
        ? invoicesApi.deliveryForms(q, signal)
        : scope === 'certificates'
          ? invoicesApi.certificates(q, signal)
          : invoicesApi.invoices(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: number | null) {
  return useQuery({ queryKey: invoicesKeys.detail(id ?? 0), queryFn: () => invoicesApi.detail(id as number), enabled: !!id });
}

export function useTemplates() {
  return useQuery({ queryKey: invoicesKeys.templates(), queryFn: invoicesApi.templates });
}

export function useNextId(kind: string) {
  return useQuery({ queryKey: invoicesKeys.nextId(kind), queryFn: () => invoicesApi.nextId(kind) });
}

/** Any billing write: runs it, then refreshes every billing list. */
export function useBillingWrite<A, R>(write: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

export function useSaveTemplate() {
  return useBillingWrite((body: InvoiceTemplateBody) => invoicesApi.saveTemplate(body));
}

/** Downloads a document's PDF under the server's file name. */
export async function downloadPdf(id: number, kind: string, locale?: Locale): Promise<void> {
  const { blob, headers } = await invoicesApi.pdf(id, kind, locale);
  saveBlob(blob, fileNameOf(headers, `document-${id}.pdf`));
}

/** Prints a document: its PDF in a hidden frame, the browser's print dialog on it. */
export async function printPdf(id: number, kind: string, locale?: Locale): Promise<void> {
  const { blob } = await invoicesApi.pdf(id, kind, locale);
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.testid = 'print-frame';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.appendChild(frame);
}
