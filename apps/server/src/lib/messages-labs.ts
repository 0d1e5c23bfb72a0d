// Server messages of the labs and production planning (issue 27), merged into messages.ts.
type Dict = Record<string, string>;

export const labsMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    not_found_lab: 'Laboratoire introuvable',
    not_found_lab_planning: 'Planning introuvable',
    not_found_planning_period: 'Période introuvable',
    lab_planning_state: "Ce planning n'est plus dans un état qui le permet (quelqu'un l'a peut-être déjà fait avancer)",
    planning_changed: "Le planning a été modifié entre-temps : rechargez-le avant d'enregistrer",
    not_made_here: 'Ce laboratoire ne fabrique pas ce produit pour ce magasin',
    unit_mismatch: "L'unité de la recette ne se convertit pas dans celle du produit",
    insufficient_stock: 'Stock insuffisant',
  },
  en: {
    not_found_lab: 'Lab not found',
    not_found_lab_planning: 'Planning not found',
    not_found_planning_period: 'Period not found',
    lab_planning_state: 'This planning is no longer in a state that allows it (someone may have moved it on already)',
    planning_changed: 'The planning changed meanwhile: reload it before saving',
    not_made_here: 'This lab does not make this product for this store',
    unit_mismatch: "The recipe's unit does not convert into the product's",
    insufficient_stock: 'Not enough stock',
  },
  ar: {
    not_found_lab: 'المختبر غير موجود',
    not_found_lab_planning: 'التخطيط غير موجود',
    not_found_planning_period: 'الفترة غير موجودة',
    lab_planning_state: 'لم يعد هذا التخطيط في حالة تسمح بذلك (ربما نقله شخص آخر بالفعل)',
    planning_changed: 'تغير التخطيط في هذه الأثناء: أعد تحميله قبل الحفظ',
    not_made_here: 'لا يصنع هذا المختبر هذا المنتج لهذا المتجر',
    unit_mismatch: 'لا يمكن تحويل وحدة الوصفة إلى وحدة المنتج',
    insufficient_stock: 'المخزون غير كافٍ',
  },
  it: {
    not_found_lab: 'Laboratorio non trovato',
    not_found_lab_planning: 'Pianificazione non trovata',
    not_found_planning_period: 'Periodo non trovato',
    lab_planning_state: 'Questa pianificazione non è più in uno stato che lo consente (qualcuno potrebbe averla già fatta avanzare)',
    planning_changed: 'La pianificazione è cambiata nel frattempo: ricaricala prima di salvare',
    not_made_here: 'Questo laboratorio non produce questo prodotto per questo negozio',
    unit_mismatch: "L'unità della ricetta non si converte in quella del prodotto",
    insufficient_stock: 'Stock insufficiente',
  },
};
