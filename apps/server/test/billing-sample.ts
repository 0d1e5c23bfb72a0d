// A fixed invoice (no database): the reference rendering of the PDF tests and the benchmark's document.
import type { Locale } from '@comptoir/shared';
import type { PdfDocumentInput } from '../src/modules/billing/billing-pdf';
import { linesOfInput, totalsOf } from '../src/modules/billing/documents';

const NAMES: Record<Locale, { company: string; client: string; address: string; lines: string[] }> = {
  fr: {
    company: 'Boulangerie Atlas',
    client: 'Salma Idrissi',
    address: '5 avenue Hassan II, Rabat',
    lines: ['Croissant au beurre', 'Thé à la menthe', 'Pain complet 500 g'],
  },
  en: {
    company: 'Atlas Bakery',
    client: 'Salma Idrissi',
    address: '5 Hassan II Avenue, Rabat',
    lines: ['Butter croissant', 'Mint tea', 'Wholemeal bread 500 g'],
  },
  it: {
    company: 'Panificio Atlas',
    client: 'Salma Idrissi',
    address: 'Viale Hassan II 5, Rabat',
    lines: ['Cornetto al burro', 'Tè alla menta', 'Pane integrale 500 g'],
  },
  ar: {
    company: 'مخبزة الأطلس Atlas',
    client: 'سلمى الإدريسي',
    address: '5 شارع الحسن الثاني، الرباط',
    lines: ['كرواسون بالزبدة', 'شاي بالنعناع', 'خبز كامل 500 غ'],
  },
};

export function sampleInvoice(locale: Locale): PdfDocumentInput {
  const n = NAMES[locale];
  const lines = linesOfInput([
    { label: n.lines[0], quantity: 12, unitPrice: 4.5, tva: 10 },
    { label: n.lines[1], quantity: 3, unitPrice: 15, tva: 20 },
    { label: n.lines[2], quantity: 2, unitPrice: 1234.25, tva: 20 },
  ]);
  return {
    kind: 'invoice',
    status: 'issued',
    reference: 'FA-2026-00042',
    date: '2026-11-27T10:00:00.000Z',
    locale,
    snapshot: {
      company: { name: n.company, ice: '001122334000055', address: n.address, tel: '+212 537 00 00 00' },
      client: { name: n.client, ice: '002233445000066', address: n.address, tel: '+212 600 00 00 01' },
      lines,
      ...totalsOf(lines),
      paid: 5000,
      remise: 0,
      currencyTag: 'MAD',
      paymentTerms: locale === 'ar' ? 'الأداء داخل 30 يوما' : 'Paiement à 30 jours',
      dueDate: '2026-12-27',
      moreInfo: null,
      commands: [],
    },
  };
}
