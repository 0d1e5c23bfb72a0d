// The one document renderer (DESIGN.md §4): an A4 PDF of a billing document from its snapshot and a template — the
// company and client with their ICE, the lines, VAT per rate, totals, the amount in words in the document's language,
// payment terms and status. Arabic documents are laid out right to left (columns mirrored, text by pdf/bidi-text.ts).
import PDFDocument from 'pdfkit';
import { amountInWords, formatMoney, type DocumentKind, type DocumentSnapshot, type Locale, type TemplateField } from '@comptoir/shared';
import { drawLine, ltr, wrapText, type TextDoc, type TextStyle } from '../../pdf/bidi-text';
import { documentFonts, shareFonts } from '../../pdf/fonts';
import { patchGlyphUnicode } from '../../pdf/glyph-unicode';
import { PDF_TEXTS } from './billing-pdf-texts';

export interface PdfTemplate {
  primaryColor: string;
  secondaryColor: string;
  headerText: string | null;
  footerText: string | null;
  paymentTerms: string | null;
  fields: readonly TemplateField[];
  logo: Buffer | null;
}

export interface PdfDocumentInput {
  kind: DocumentKind;
  status: string;
  reference: string | null;
  date: string;
  locale: Locale;
  snapshot: DocumentSnapshot;
  creditOfReference?: string | null;
}

export const DEFAULT_PDF_TEMPLATE: PdfTemplate = {
  primaryColor: '#1c7ed6',
  secondaryColor: '#495057',
  headerText: null,
  footerText: null,
  paymentTerms: null,
  fields: ['logo', 'companyIce', 'clientIce', 'companyAddress', 'clientAddress', 'tva', 'amountInWords', 'paymentTerms', 'status', 'notes'],
  logo: null,
};

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;

/** The payment status a document states: from what its orders were paid. */
export function paymentStatus(input: Pick<PdfDocumentInput, 'status' | 'snapshot'>): 'paid' | 'partial' | 'unpaid' | 'cancelled' | 'draft' {
  if (input.status === 'cancelled') return 'cancelled';
  if (input.status === 'draft') return 'draft';
  const { paid, total } = input.snapshot;
  if (total !== 0 && Math.abs(paid) >= Math.abs(total)) return 'paid';
  return paid !== 0 ? 'partial' : 'unpaid';
}

const localeDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA-u-nu-latn' : locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
const qty = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-MA-u-nu-latn' : locale, { maximumFractionDigits: 3 }).format(n);

/** Renders the document; answers the PDF bytes. */
export async function renderDocumentPdf(input: PdfDocumentInput, template: PdfTemplate = DEFAULT_PDF_TEMPLATE): Promise<Buffer> {
  const { snapshot: s, locale, kind } = input;
  const t = PDF_TEXTS[locale];
  const rtl = locale === 'ar';
  const show = (f: TemplateField) => template.fields.includes(f);
  const money = (minor: number) => formatMoney(minor, s.currencyTag, locale);

  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    bufferPages: true,
    info: { Title: `${t.title[kind]} ${input.reference ?? ''}`.trim(), Producer: 'Comptoir', Creator: 'Comptoir' },
    lang: locale,
  });
  const fonts = documentFonts();
  for (const [name, data] of Object.entries(fonts)) pdf.registerFont(name, data);
  for (const font of shareFonts(pdf as unknown as Parameters<typeof shareFonts>[0], ['latin', 'latin-bold', 'arabic', 'arabic-bold']))
    patchGlyphUnicode(font);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const doc = pdf as unknown as TextDoc;
  // A box at x (from the start of the line) of width w, in page coordinates: mirrored in a right-to-left document.
  const X = (x: number, w: number) => (rtl ? PAGE.width - PAGE.margin - x - w : PAGE.margin + x);
  const style = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({ size, rtl, color: '#212529', ...extra });
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const flip = (a: 'start' | 'end') => (a === 'start' ? start : end);

  let y = PAGE.margin;
  // ---- Header: logo and company on the start side, title and reference on the end side.
  let companyX = 0;
  if (show('logo') && template.logo) {
    try {
      pdf.image(template.logo, X(0, 70), y, { fit: [70, 70] });
      companyX = 80;
    } catch {
      // A logo pdfkit cannot read (not PNG or JPEG) is left out rather than failing the document.
    }
  }
  drawLine(doc, s.company.name, X(companyX, 260 - companyX), y, 260 - companyX, style(13, { bold: true, color: template.primaryColor }));
  let cy = y + 18;
  const companyLines = [
    show('companyAddress') ? s.company.address : null,
    s.company.tel ? `${t.tel} ${ltr(s.company.tel)}` : null,
    show('companyIce') && s.company.ice ? `${t.ice} ${s.company.ice}` : null,
  ].filter((l): l is string => !!l);
  for (const l of companyLines) {
    drawLine(doc, l, X(companyX, 260 - companyX), cy, 260 - companyX, style(9, { color: template.secondaryColor }));
    cy += 13;
  }
  drawLine(doc, t.title[kind], X(INNER - 230, 230), y, 230, style(20, { bold: true, color: template.primaryColor }), flip('end'));
  drawLine(doc, `${t.number} ${input.reference ?? '—'}`, X(INNER - 230, 230), y + 28, 230, style(10, { bold: true }), flip('end'));
  drawLine(doc, `${t.date} ${localeDate(input.date, locale)}`, X(INNER - 230, 230), y + 42, 230, style(10), flip('end'));
  if (input.creditOfReference)
    drawLine(doc, `${t.creditOf} ${input.creditOfReference}`, X(INNER - 230, 230), y + 56, 230, style(9), flip('end'));
  y = Math.max(cy, y + 72) + 8;

  if (template.headerText) {
    for (const l of wrapText(doc, template.headerText, INNER, style(9))) {
      drawLine(doc, l, X(0, INNER), y, INNER, style(9, { color: template.secondaryColor }));
      y += 12;
    }
    y += 4;
  }

  // ---- Client block, on the end side.
  if (s.client) {
    const bx = INNER - 250;
    drawLine(doc, t.client, X(bx + 8, 234), y + 6, 234, style(8, { color: template.secondaryColor }));
    drawLine(doc, s.client.name, X(bx + 8, 234), y + 18, 234, style(11, { bold: true }));
    let ly = y + 33;
    const clientLines = [
      show('clientAddress') ? s.client.address : null,
      s.client.tel ? `${t.tel} ${ltr(s.client.tel)}` : null,
      show('clientIce') && s.client.ice ? `${t.ice} ${s.client.ice}` : null,
    ].filter((l): l is string => !!l);
    for (const l of clientLines) {
      drawLine(doc, l, X(bx + 8, 234), ly, 234, style(9));
      ly += 12;
    }
    pdf
      .lineWidth(0.8)
      .strokeColor(template.primaryColor)
      .rect(X(bx, 250), y, 250, ly - y + 4)
      .stroke();
    y = ly + 14;
  }
  if (s.commands.length) {
    const refs = s.commands.map((c) => `#${c.ticketNumber ?? c.id} (${localeDate(c.date, locale)})`).join(', ');
    for (const l of wrapText(doc, `${t.orders}: ${refs}`, INNER, style(8))) {
      drawLine(doc, l, X(0, INNER), y, INNER, style(8, { color: template.secondaryColor }));
      y += 11;
    }
    y += 4;
  }

  // ---- Certificate: a title and a body, no lines.
  if (kind === 'certificate') {
    y += 20;
    drawLine(doc, s.title ?? '', X(0, INNER), y, INNER, style(16, { bold: true, color: template.primaryColor }), 'center');
    y += 40;
    for (const l of wrapText(doc, s.body ?? '', INNER, style(11))) {
      drawLine(doc, l, X(0, INNER), y, INNER, style(11));
      y += 17;
    }
  } else {
    // ---- Lines: designation, quantity, unit price, VAT, total (mirrored in Arabic).
    const showTva = show('tva');
    const cols = [
      { key: 'designation', w: showTva ? 215 : 260, align: 'start' as const },
      { key: 'quantity', w: 50, align: 'end' as const },
      { key: 'unitPrice', w: 95, align: 'end' as const },
      ...(showTva ? [{ key: 'tva', w: 45, align: 'end' as const }] : []),
      { key: 'total', w: 0, align: 'end' as const },
    ];
    cols[cols.length - 1].w = INNER - cols.slice(0, -1).reduce((a, c) => a + c.w, 0);
    const header = () => {
      pdf.rect(X(0, INNER), y, INNER, 18).fill(template.primaryColor);
      let cx = 0;
      for (const c of cols) {
        const label = t[c.key as 'designation' | 'quantity' | 'unitPrice' | 'tva' | 'total'];
        drawLine(doc, label, X(cx + 4, c.w - 8), y + 5, c.w - 8, style(8, { bold: true, color: '#ffffff' }), flip(c.align));
        cx += c.w;
      }
      y += 22;
    };
    header();
    s.lines.forEach((line, i) => {
      const labels = wrapText(doc, line.label, cols[0].w - 8, style(9));
      const h = Math.max(1, labels.length) * 12 + 4;
      if (y + h > PAGE.height - 150) {
        pdf.addPage();
        y = PAGE.margin;
        header();
      }
      if (i % 2 === 1) pdf.rect(X(0, INNER), y - 3, INNER, h).fill('#f1f3f5');
      const cells = [
        null,
        qty(line.quantity, locale),
        money(line.unitPrice),
        ...(showTva ? [`${qty(line.tva, locale)} %`] : []),
        money(line.total),
      ];
      let cx = 0;
      cols.forEach((c, k) => {
        if (k === 0) labels.forEach((l, n) => drawLine(doc, l, X(cx + 4, c.w - 8), y + n * 12, c.w - 8, style(9)));
        else drawLine(doc, cells[k] ?? '', X(cx + 4, c.w - 8), y, c.w - 8, style(9), flip(c.align));
        cx += c.w;
      });
      y += h;
    });
    y += 8;
    if (y > PAGE.height - 220) {
      pdf.addPage();
      y = PAGE.margin;
    }

    // ---- VAT per rate (start side) and totals (end side).
    const totalsTop = y;
    if (showTva && s.taxes.length) {
      const tw = [60, 90, 90];
      const heads = [t.tva, t.taxBase, t.taxAmount];
      let cx = 0;
      heads.forEach((h, k) => {
        drawLine(doc, h, X(cx, tw[k]), y, tw[k] - 4, style(8, { bold: true, color: template.secondaryColor }), flip(k ? 'end' : 'start'));
        cx += tw[k];
      });
      y += 13;
      for (const tax of s.taxes) {
        const cells = [`${qty(tax.tva, locale)} %`, money(tax.base), money(tax.amount)];
        cx = 0;
        cells.forEach((c, k) => {
          drawLine(doc, c, X(cx, tw[k]), y, tw[k] - 4, style(8), flip(k ? 'end' : 'start'));
          cx += tw[k];
        });
        y += 12;
      }
    }
    let ty = totalsTop;
    const rows: [string, number, boolean][] = [
      [t.totalHt, s.totalHt, false],
      ...(showTva ? ([[t.totalTva, s.totalTva, false]] as [string, number, boolean][]) : []),
      [t.totalTtc, s.total, true],
      ...(kind === 'invoice' && s.paid
        ? ([
            [t.paid, s.paid, false],
            [t.remaining, s.total - s.paid, false],
          ] as [string, number, boolean][])
        : []),
    ];
    for (const [label, amount, strong] of rows) {
      if (strong) {
        ty += 4;
        pdf.rect(X(INNER - 230, 230), ty - 4, 230, 18).fill(template.primaryColor);
      }
      const color = strong ? '#ffffff' : '#212529';
      drawLine(doc, label, X(INNER - 226, 110), ty, 110, style(9, { bold: strong, color }), flip('start'));
      drawLine(doc, money(amount), X(INNER - 116, 112), ty, 112, style(9, { bold: strong, color }), flip('end'));
      ty += strong ? 20 : 14;
    }
    y = Math.max(y, ty) + 10;

    if (show('amountInWords') && t.inWords[kind]) {
      const words = `${t.inWords[kind]} : ${amountInWords(s.total, s.currencyTag, locale)}`;
      for (const l of wrapText(doc, words, INNER, style(9, { bold: true }))) {
        drawLine(doc, l, X(0, INNER), y, INNER, style(9, { bold: true }));
        y += 13;
      }
      y += 4;
    }
  }

  const terms = s.paymentTerms ?? template.paymentTerms;
  if (show('paymentTerms') && terms && (kind === 'invoice' || kind === 'quote')) {
    drawLine(doc, `${t.paymentTerms}: ${terms}`, X(0, INNER), y, INNER, style(9));
    y += 13;
  }
  if (show('paymentTerms') && s.dueDate) {
    drawLine(doc, `${t.dueDate}: ${localeDate(s.dueDate, locale)}`, X(0, INNER), y, INNER, style(9));
    y += 13;
  }
  if (show('status') && kind === 'invoice') {
    drawLine(doc, `${t.status}: ${t.statuses[paymentStatus(input)]}`, X(0, INNER), y, INNER, style(9, { bold: true }));
    y += 13;
  }
  if (show('notes') && s.moreInfo) {
    for (const l of wrapText(doc, s.moreInfo, INNER, style(9))) {
      drawLine(doc, l, X(0, INNER), y, INNER, style(9, { color: template.secondaryColor }));
      y += 12;
    }
  }

  // ---- Footer on every page: the template's text and the page number.
  const range = pdf.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    pdf.switchToPage(p);
    const fy = PAGE.height - PAGE.margin - 24;
    pdf
      .moveTo(PAGE.margin, fy - 6)
      .lineTo(PAGE.width - PAGE.margin, fy - 6)
      .lineWidth(0.5)
      .strokeColor('#ced4da')
      .stroke();
    if (template.footerText)
      drawLine(doc, template.footerText, X(0, INNER - 60), fy, INNER - 60, style(7, { color: template.secondaryColor }));
    drawLine(
      doc,
      `${t.page} ${p - range.start + 1}/${range.count}`,
      X(INNER - 60, 60),
      fy,
      60,
      style(7, { color: template.secondaryColor }),
      flip('end'),
    );
  }
  pdf.end();
  return done;
}
