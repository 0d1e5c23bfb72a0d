// Writes sample invoices (fr, ar) and their first pages as PNG to a folder: `npx tsx test/render-sample.ts out/`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocumentPdf } from '../src/modules/billing/billing-pdf';
import { sampleInvoice } from './billing-sample';
import { firstPagePng } from './pdf-image';

const out = process.argv[2] ?? '/tmp/invoice-samples';
mkdirSync(out, { recursive: true });
for (const locale of ['fr', 'ar', 'en', 'it'] as const) {
  const pdf = await renderDocumentPdf(sampleInvoice(locale));
  writeFileSync(path.join(out, `invoice-${locale}.pdf`), pdf);
  writeFileSync(path.join(out, `invoice-${locale}.png`), await firstPagePng(pdf, 1.5));
}
console.log(`written to ${out}`);
