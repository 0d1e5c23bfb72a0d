// Server messages of the screens of issue 30 (preparation display, kiosk, customer display), merged into messages.ts.
type Dict = Record<string, string>;

export const displaysMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    prep_step_changed: 'Cette commande a déjà changé d’étape sur cet écran',
    prep_move_not_allowed: 'Cette étape ne suit pas la précédente',
    prep_not_routed: 'Cette commande n’a rien à préparer sur cet écran',
    late_after_warn: 'Le seuil rouge doit dépasser le seuil orange',
    invalid_color: 'Couleur attendue au format #RRGGBB',
  },
  en: {
    prep_step_changed: 'This order already moved to another step on this screen',
    prep_move_not_allowed: 'This step does not follow the previous one',
    prep_not_routed: 'This order has nothing to prepare on this screen',
    late_after_warn: 'The red threshold must be above the orange one',
    invalid_color: 'A colour as #RRGGBB is expected',
  },
  ar: {
    prep_step_changed: 'انتقل هذا الطلب بالفعل إلى مرحلة أخرى على هذه الشاشة',
    prep_move_not_allowed: 'هذه المرحلة لا تلي المرحلة السابقة',
    prep_not_routed: 'لا يوجد في هذا الطلب ما يُحضَّر على هذه الشاشة',
    late_after_warn: 'يجب أن يتجاوز الحد الأحمر الحد البرتقالي',
    invalid_color: 'يُنتظر لون بصيغة ‎#RRGGBB',
  },
  it: {
    prep_step_changed: 'Questo ordine è già passato a un’altra fase su questo schermo',
    prep_move_not_allowed: 'Questa fase non segue la precedente',
    prep_not_routed: 'Questo ordine non ha nulla da preparare su questo schermo',
    late_after_warn: 'La soglia rossa deve superare quella arancione',
    invalid_color: 'È atteso un colore nel formato #RRGGBB',
  },
};
