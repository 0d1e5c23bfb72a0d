// The words printed on billing documents, in the document's language (not the reader's interface language).
import type { DocumentKind, Locale } from '@comptoir/shared';

export interface PdfTexts {
  title: Record<DocumentKind, string>;
  number: string;
  date: string;
  client: string;
  ice: string;
  tel: string;
  designation: string;
  quantity: string;
  unitPrice: string;
  tva: string;
  total: string;
  taxBase: string;
  taxAmount: string;
  totalHt: string;
  totalTva: string;
  totalTtc: string;
  paid: string;
  remaining: string;
  inWords: Record<DocumentKind, string>;
  paymentTerms: string;
  dueDate: string;
  status: string;
  statuses: { paid: string; partial: string; unpaid: string; cancelled: string; draft: string };
  orders: string;
  creditOf: string;
  page: string;
}

export const PDF_TEXTS: Record<Locale, PdfTexts> = {
  fr: {
    title: { invoice: 'Facture', credit_note: 'Avoir', quote: 'Devis', delivery_form: 'Bon de livraison', certificate: 'Attestation' },
    number: 'N°',
    date: 'Date',
    client: 'Client',
    ice: 'ICE',
    tel: 'Tél.',
    designation: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'P.U. TTC',
    tva: 'TVA',
    total: 'Total TTC',
    taxBase: 'Base HT',
    taxAmount: 'Montant TVA',
    totalHt: 'Total HT',
    totalTva: 'Total TVA',
    totalTtc: 'Total TTC',
    paid: 'Payé',
    remaining: 'Reste à payer',
    inWords: {
      invoice: 'Arrêtée la présente facture à la somme de',
      credit_note: 'Arrêté le présent avoir à la somme de',
      quote: 'Arrêté le présent devis à la somme de',
      delivery_form: 'Montant',
      certificate: '',
    },
    paymentTerms: 'Conditions de paiement',
    dueDate: 'Échéance',
    status: 'Statut',
    statuses: { paid: 'Payée', partial: 'Partiellement payée', unpaid: 'Non payée', cancelled: 'Annulée par avoir', draft: 'Brouillon' },
    orders: 'Commandes',
    creditOf: 'Annule la facture',
    page: 'Page',
  },
  en: {
    title: { invoice: 'Invoice', credit_note: 'Credit note', quote: 'Quote', delivery_form: 'Delivery form', certificate: 'Certificate' },
    number: 'No.',
    date: 'Date',
    client: 'Client',
    ice: 'ICE',
    tel: 'Tel.',
    designation: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. VAT',
    tva: 'VAT',
    total: 'Total incl. VAT',
    taxBase: 'Net amount',
    taxAmount: 'VAT amount',
    totalHt: 'Total excl. VAT',
    totalTva: 'Total VAT',
    totalTtc: 'Total incl. VAT',
    paid: 'Paid',
    remaining: 'Balance due',
    inWords: {
      invoice: 'This invoice amounts to',
      credit_note: 'This credit note amounts to',
      quote: 'This quote amounts to',
      delivery_form: 'Amount',
      certificate: '',
    },
    paymentTerms: 'Payment terms',
    dueDate: 'Due date',
    status: 'Status',
    statuses: { paid: 'Paid', partial: 'Partly paid', unpaid: 'Unpaid', cancelled: 'Cancelled by credit note', draft: 'Draft' },
    orders: 'Orders',
    creditOf: 'Cancels invoice',
    page: 'Page',
  },
  it: {
    title: {
      invoice: 'Fattura',
      credit_note: 'Nota di credito',
      quote: 'Preventivo',
      delivery_form: 'Documento di trasporto',
      certificate: 'Attestato',
    },
    number: 'N.',
    date: 'Data',
    client: 'Cliente',
    ice: 'ICE',
    tel: 'Tel.',
    designation: 'Descrizione',
    quantity: 'Qtà',
    unitPrice: 'Prezzo unit. IVA incl.',
    tva: 'IVA',
    total: 'Totale IVA incl.',
    taxBase: 'Imponibile',
    taxAmount: 'Importo IVA',
    totalHt: 'Totale imponibile',
    totalTva: 'Totale IVA',
    totalTtc: 'Totale IVA inclusa',
    paid: 'Pagato',
    remaining: 'Da pagare',
    inWords: {
      invoice: 'La presente fattura ammonta a',
      credit_note: 'La presente nota di credito ammonta a',
      quote: 'Il presente preventivo ammonta a',
      delivery_form: 'Importo',
      certificate: '',
    },
    paymentTerms: 'Condizioni di pagamento',
    dueDate: 'Scadenza',
    status: 'Stato',
    statuses: {
      paid: 'Pagata',
      partial: 'Pagata in parte',
      unpaid: 'Non pagata',
      cancelled: 'Annullata da nota di credito',
      draft: 'Bozza',
    },
    orders: 'Ordini',
    creditOf: 'Annulla la fattura',
    page: 'Pagina',
  },
  ar: {
    title: { invoice: 'فاتورة', credit_note: 'إشعار دائن', quote: 'عرض سعر', delivery_form: 'وصل التسليم', certificate: 'شهادة' },
    number: 'رقم',
    date: 'التاريخ',
    client: 'الزبون',
    ice: 'ICE',
    tel: 'الهاتف',
    designation: 'البيان',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة مع الضريبة',
    tva: 'الضريبة',
    total: 'المجموع مع الضريبة',
    taxBase: 'المبلغ دون ضريبة',
    taxAmount: 'مبلغ الضريبة',
    totalHt: 'المجموع دون ضريبة',
    totalTva: 'مجموع الضريبة',
    totalTtc: 'المجموع مع الضريبة',
    paid: 'المدفوع',
    remaining: 'الباقي',
    inWords: {
      invoice: 'حددت هذه الفاتورة في مبلغ',
      credit_note: 'حدد هذا الإشعار الدائن في مبلغ',
      quote: 'حدد عرض السعر هذا في مبلغ',
      delivery_form: 'المبلغ',
      certificate: '',
    },
    paymentTerms: 'شروط الأداء',
    dueDate: 'تاريخ الاستحقاق',
    status: 'الحالة',
    statuses: { paid: 'مدفوعة', partial: 'مدفوعة جزئيا', unpaid: 'غير مدفوعة', cancelled: 'ملغاة بإشعار دائن', draft: 'مسودة' },
    orders: 'الطلبات',
    creditOf: 'تلغي الفاتورة',
    page: 'صفحة',
  },
};
