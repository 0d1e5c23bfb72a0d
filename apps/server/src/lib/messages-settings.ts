// Server messages of the small settings (issue 25 point 4), merged into messages.ts.
type Dict = Record<string, string>;

export const settingsMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    duplicate_value: 'Une valeur est répétée',
    cash_required: 'Les espèces sont toujours acceptées',
    payment_method_not_accepted: "Ce magasin n'accepte pas ce mode de paiement",
    paper_size_taken: 'Ce format de papier existe déjà',
    instruction_taken: 'Cette instruction existe déjà',
    nature_trashed: 'Restaurez d’abord sa nature',
  },
  en: {
    duplicate_value: 'A value is repeated',
    cash_required: 'Cash is always accepted',
    payment_method_not_accepted: 'This store does not accept this payment method',
    paper_size_taken: 'This paper size already exists',
    instruction_taken: 'This instruction already exists',
    nature_trashed: 'Restore its nature first',
  },
  ar: {
    duplicate_value: 'هناك قيمة مكررة',
    cash_required: 'الدفع نقدًا مقبول دائمًا',
    payment_method_not_accepted: 'هذا المتجر لا يقبل طريقة الدفع هذه',
    paper_size_taken: 'مقاس الورق هذا موجود بالفعل',
    instruction_taken: 'هذه التعليمة موجودة بالفعل',
    nature_trashed: 'استرجع طبيعتها أولًا',
  },
  it: {
    duplicate_value: 'Un valore è ripetuto',
    cash_required: 'Il contante è sempre accettato',
    payment_method_not_accepted: 'Questo negozio non accetta questa modalità di pagamento',
    paper_size_taken: 'Questo formato di carta esiste già',
    instruction_taken: 'Questa istruzione esiste già',
    nature_trashed: 'Ripristina prima la sua natura',
  },
};
