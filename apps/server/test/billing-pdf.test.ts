// The renderer alone (issue 28 point 3): the first page of the reference invoices (fr, ar) compared with reviewed
// images (test/fixtures/invoice-*.png; regenerate with `npx tsx test/render-sample.ts test/fixtures` and look at them),
// the amount in words in four languages, the bidi runs, the zip of a month.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { amountInWords } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../src/modules/billing/billing-pdf';
import { ZipWriter, crc32 } from '../src/files/zip-writer';
import { visualRuns } from '../src/pdf/bidi-text';
import { sampleInvoice } from './billing-sample';
import { firstPagePng, pixelDifference } from './pdf-image';
import { pdfText } from './pdf-text';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('invoice renderer', { timeout: 60_000 }, () => {
  for (const locale of ['fr', 'ar'] as const) {
    it(`draws the ${locale} reference invoice as reviewed`, async () => {
      const png = await firstPagePng(await renderDocumentPdf(sampleInvoice(locale)), 1.5);
      expect(await pixelDifference(png, fixture(`invoice-${locale}.png`))).toBeLessThan(0.005);
    });
  }

  it('reads Arabic back in logical order, Latin and numbers in place', async () => {
    const text = (await pdfText(await renderDocumentPdf(sampleInvoice('ar')), true)).join('\n');
    for (const expected of [
      'مخبزة الأطلس Atlas',
      '5 شارع الحسن الثاني، الرباط',
      'الهاتف +212 537 00 00 00',
      'سلمى الإدريسي',
      'خبز كامل 500 غ',
      'المجموع مع الضريبةMAD 2.567,50',
      'حددت هذه الفاتورة في مبلغ : ألفان وخمسمائة وسبعة وستون درهما وخمسون سنتيما',
      'الحالة: مدفوعة جزئيا',
    ])
      expect(text, expected).toContain(expected);
  });

  it('says amounts in words in four languages', () => {
    expect(amountInWords(256750, 'MAD', 'fr')).toBe('deux mille cinq cent soixante-sept dirhams et cinquante centimes');
    expect(amountInWords(8000, 'MAD', 'fr')).toBe('quatre-vingts dirhams');
    expect(amountInWords(7100, 'EUR', 'fr')).toBe('soixante et onze euros');
    expect(amountInWords(100000000, 'MAD', 'fr')).toBe('un million de dirhams');
    expect(amountInWords(256750, 'MAD', 'en')).toBe('two thousand five hundred and sixty-seven dirhams and fifty centimes');
    expect(amountInWords(256750, 'EUR', 'it')).toBe('duemilacinquecentosessantasette euro e cinquanta centesimi');
    expect(amountInWords(18800, 'EUR', 'it')).toBe('centottantotto euro');
    expect(amountInWords(256750, 'MAD', 'ar')).toBe('ألفان وخمسمائة وسبعة وستون درهما وخمسون سنتيما');
    expect(amountInWords(100, 'MAD', 'ar')).toBe('واحد درهم');
  });

  it('orders mixed runs as the bidi algorithm says', () => {
    expect(
      visualRuns('Total 12,50 MAD', false)
        .map((r) => r.text)
        .join(''),
    ).toBe('Total 12,50 MAD');
    // In a right-to-left line the Arabic word sits on the right, the number keeps its digits' order.
    const runs = visualRuns('المجموع 12,50', true);
    expect(runs.map((r) => r.text)).toEqual(['12,50', ' ', 'المجموع']);
    expect(
      visualRuns('(ICE)', true)
        .map((r) => r.text)
        .join(''),
    ).toBe('(ICE)');
  });

  it('writes a zip whose entries follow one another with their sizes', () => {
    const chunks: Buffer[] = [];
    const zip = new ZipWriter({ write: (c) => void chunks.push(c) });
    zip.add('a.pdf', Buffer.from('%PDF-a'));
    zip.add('b.pdf', Buffer.from('%PDF-bb'));
    zip.end();
    const all = Buffer.concat(chunks);
    expect(all.readUInt32LE(0)).toBe(0x04034b50);
    expect(all.readUInt32LE(14)).toBe(crc32(Buffer.from('%PDF-a')));
    const eocd = all.subarray(all.length - 22);
    expect(eocd.readUInt32LE(0)).toBe(0x06054b50);
    expect(eocd.readUInt16LE(10)).toBe(2);
  });
});
