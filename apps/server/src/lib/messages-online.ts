// Server messages of online ordering by clients (issue 31), merged into messages.ts.
type Dict = Record<string, string>;

export const onlineMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    in_the_past: 'Choisissez un moment à venir',
    payment_refused: 'Le paiement a été refusé',
  },
  en: {
    in_the_past: 'Choose a time to come',
    payment_refused: 'The payment was refused',
  },
  ar: {
    in_the_past: 'اختر وقتًا قادمًا',
    payment_refused: 'تم رفض الدفع',
  },
  it: {
    in_the_past: 'Scegli un momento futuro',
    payment_refused: 'Il pagamento è stato rifiutato',
  },
};
