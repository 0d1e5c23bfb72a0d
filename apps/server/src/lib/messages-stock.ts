// Server messages of stock and inventory, merged into messages.ts.
type Dict = Record<string, string>;

export const stockMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    not_found_calendar_day: 'Journée introuvable',
    not_found_stock_operation: 'Opération de stock introuvable',
    stock_operation_state: "Cette opération n'est plus dans un état qui le permet (quelqu'un l'a peut-être déjà traitée)",
    same_store: "Le magasin de destination doit être différent du magasin d'origine",
  },
  en: {
    not_found_calendar_day: 'Business day not found',
    not_found_stock_operation: 'Stock operation not found',
    stock_operation_state: 'This operation is no longer in a state that allows it (someone may have handled it already)',
    same_store: 'The destination store must differ from the source store',
  },
  ar: {
    not_found_calendar_day: 'اليوم غير موجود',
    not_found_stock_operation: 'عملية المخزون غير موجودة',
    stock_operation_state: 'لم تعد هذه العملية في حالة تسمح بذلك (ربما عالجها شخص آخر)',
    same_store: 'يجب أن يختلف متجر الوجهة عن متجر المصدر',
  },
  it: {
    not_found_calendar_day: 'Giornata non trovata',
    not_found_stock_operation: 'Operazione di magazzino non trovata',
    stock_operation_state: "Questa operazione non è più in uno stato che lo consente (forse qualcuno l'ha già gestita)",
    same_store: 'Il negozio di destinazione deve essere diverso da quello di origine',
  },
};
