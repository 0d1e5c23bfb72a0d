// Server messages of stock and inventory, merged into messages.ts.
type Dict = Record<string, string>;

export const stockMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    not_found_stock_entity: 'Entité de stock introuvable',
    closing_count_required: "L'inventaire de fermeture du magasin doit être terminé avant de clôturer la journée (inventaire obligatoire)",
    count_in_progress: 'Un comptage de ce type est déjà en cours pour cette entité',
    no_units_per_carton: "Ce produit n'a pas de nombre d'unités par carton",
    not_found_calendar_day: 'Journée introuvable',
    not_found_stock_operation: 'Opération de stock introuvable',
    stock_operation_state: "Cette opération n'est plus dans un état qui le permet (quelqu'un l'a peut-être déjà traitée)",
    same_store: "Le magasin de destination doit être différent du magasin d'origine",
  },
  en: {
    not_found_stock_entity: 'Stock entity not found',
    closing_count_required: "The store's closing count must be finished before the day closes (mandatory inventory)",
    count_in_progress: 'A count of this kind is already in progress for this entity',
    no_units_per_carton: 'This product has no units per carton',
    not_found_calendar_day: 'Business day not found',
    not_found_stock_operation: 'Stock operation not found',
    stock_operation_state: 'This operation is no longer in a state that allows it (someone may have handled it already)',
    same_store: 'The destination store must differ from the source store',
  },
  ar: {
    not_found_stock_entity: 'كيان المخزون غير موجود',
    closing_count_required: 'يجب إنهاء جرد الإغلاق للمتجر قبل إغلاق اليوم (الجرد إلزامي)',
    count_in_progress: 'يوجد جرد من هذا النوع قيد التنفيذ لهذا الكيان',
    no_units_per_carton: 'ليس لهذا المنتج عدد وحدات لكل كرتونة',
    not_found_calendar_day: 'اليوم غير موجود',
    not_found_stock_operation: 'عملية المخزون غير موجودة',
    stock_operation_state: 'لم تعد هذه العملية في حالة تسمح بذلك (ربما عالجها شخص آخر)',
    same_store: 'يجب أن يختلف متجر الوجهة عن متجر المصدر',
  },
  it: {
    not_found_stock_entity: 'Entità di magazzino non trovata',
    closing_count_required:
      "L'inventario di chiusura del negozio deve essere terminato prima di chiudere la giornata (inventario obbligatorio)",
    count_in_progress: 'Un conteggio di questo tipo è già in corso per questa entità',
    no_units_per_carton: 'Questo prodotto non ha unità per cartone',
    not_found_calendar_day: 'Giornata non trovata',
    not_found_stock_operation: 'Operazione di magazzino non trovata',
    stock_operation_state: "Questa operazione non è più in uno stato che lo consente (forse qualcuno l'ha già gestita)",
    same_store: 'Il negozio di destinazione deve essere diverso da quello di origine',
  },
};
