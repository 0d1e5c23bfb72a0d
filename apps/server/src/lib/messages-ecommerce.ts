// Server messages of the e-commerce synchronisation (issue 31); merged into messages.ts.
type Dict = Record<string, string>;

export const ecommerceMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    shop_refused: 'La boutique a refusé ces identifiants',
    shop_unreachable: 'La boutique ne répond pas à cette adresse',
    shop_url_taken: 'Cette boutique est déjà connectée',
    access_token_required: "Le jeton d'accès est requis pour connecter une boutique",
    webhook_signature: 'Signature du webhook invalide',
  },
  en: {
    shop_refused: 'The shop refused these credentials',
    shop_unreachable: 'The shop does not answer at this address',
    shop_url_taken: 'This shop is already connected',
    access_token_required: 'The access token is required to connect a shop',
    webhook_signature: 'Invalid webhook signature',
  },
  ar: {
    shop_refused: 'رفض المتجر بيانات الاعتماد هذه',
    shop_unreachable: 'المتجر لا يستجيب على هذا العنوان',
    shop_url_taken: 'هذا المتجر متصل بالفعل',
    access_token_required: 'رمز الوصول مطلوب لربط متجر',
    webhook_signature: 'توقيع الويب هوك غير صالح',
  },
  it: {
    shop_refused: 'Il negozio ha rifiutato queste credenziali',
    shop_unreachable: 'Il negozio non risponde a questo indirizzo',
    shop_url_taken: 'Questo negozio è già collegato',
    access_token_required: 'Il token di accesso è obbligatorio per collegare un negozio',
    webhook_signature: 'Firma del webhook non valida',
  },
};
