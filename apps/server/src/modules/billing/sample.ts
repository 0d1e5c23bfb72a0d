// The sample invoice of a template's live preview: the company as it is, a client and three lines in the language.
import type { DocumentSnapshot, Locale } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { companyParty, linesOfInput, totalsOf } from './documents';

const SAMPLE: Record<Locale, { client: string; address: string; lines: string[]; terms: string }> = {
  fr: {
    client: 'Client exemple SARL',
    address: '12 rue des Orangers, Casablanca',
    lines: ['Café en grains 1 kg', 'Croissant au beurre', 'Livraison'],
    terms: 'Paiement à 30 jours',
  },
  en: {
    client: 'Sample Client Ltd',
    address: '12 Orange Street, Casablanca',
    lines: ['Coffee beans 1 kg', 'Butter croissant', 'Delivery'],
    terms: 'Payment within 30 days',
  },
  it: {
    client: 'Cliente di esempio Srl',
    address: 'Via degli Aranci 12, Casablanca',
    lines: ['Caffè in grani 1 kg', 'Cornetto al burro', 'Consegna'],
    terms: 'Pagamento a 30 giorni',
  },
  ar: {
    client: 'شركة الزبون النموذجي',
    address: '12 شارع البرتقال، الدار البيضاء',
    lines: ['قهوة حبوب 1 كغ', 'كرواسون بالزبدة', 'التوصيل'],
    terms: 'الأداء داخل 30 يوما',
  },
};

export async function sampleSnapshot(db: Executor, ctx: RequestContext, locale: Locale): Promise<DocumentSnapshot> {
  const s = SAMPLE[locale];
  const lines = linesOfInput([
    { label: s.lines[0], quantity: 2, unitPrice: 120, tva: 20 },
    { label: s.lines[1], quantity: 12, unitPrice: 4.5, tva: 10 },
    { label: s.lines[2], quantity: 1, unitPrice: 30, tva: 20 },
  ]);
  return {
    company: await companyParty(db, ctx.entrepriseId, ctx.magasinId),
    client: { name: s.client, ice: '001234567000089', address: s.address, tel: '+212 522 00 00 00' },
    lines,
    ...totalsOf(lines),
    paid: 0,
    remise: 0,
    currencyTag: 'MAD',
    paymentTerms: s.terms,
    dueDate: null,
    moreInfo: null,
    commands: [],
  };
}
