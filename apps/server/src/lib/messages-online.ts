// Server messages of online ordering by clients (issue 31), merged into messages.ts.
type Dict = Record<string, string>;

export const onlineMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    not_sold_in_store: "Cet article n'est pas vendu par cette boutique",
    in_the_past: 'Choisissez un moment à venir',
    payment_refused: 'Le paiement a été refusé',
  },
  en: {
    not_sold_in_store: 'This item is not sold by this store',
    in_the_past: 'Choose a time to come',
    payment_refused: 'The payment was refused',
  },
  ar: {
    not_sold_in_store: 'هذا المنتج لا يبيعه هذا المتجر',
    in_the_past: 'اختر وقتًا قادمًا',
    payment_refused: 'تم رفض الدفع',
  },
  it: {
    not_sold_in_store: 'Questo articolo non è venduto da questo negozio',
    in_the_past: 'Scegli un momento futuro',
    payment_refused: 'Il pagamento è stato rifiutato',
  },
};
