// Functionality tags grouped by area for the grant grid; a tag the list does not know goes to 'other'.
export const FUNCTIONALITY_GROUPS = {
  administration: [
    'gestion_admins',
    'gestion_utilisateur',
    'gestion_magasin',
    'gestion_notification',
    'gestion_des_abonnements',
    'entreprise_crm_pages',
  ],
  sales: [
    'gestion_caisse',
    'direct_web_point_of_sell',
    'web_point_of_sell',
    'remise_commande',
    'command_code_promo',
    'price_override',
    'commande_credite',
    'gestion_payment_methods',
    'gestion_gift_cards',
  ],
  orders: ['gestion_command', 'command_instruction', 'command_report', 'gestion_delivery', 'command_delivering'],
  catalogue: ['gestion_produits', 'gestion_brands', 'produits_tiers', 'supplements', 'canals', 'gestion_stock', 'gestion_lab'],
  finance: ['gestion_billings', 'gestion_other_billings', 'gestion_bilan', 'gestion_profit'],
  online: ['gestion_ecommerce', 'gestion_landing_pages', 'gestion_leads'],
  people: ['bd_client', 'human_resources', 'tele_health'],
  customers: ['client_order_online', 'client_cards', 'client_views', 'client_views_near_stores', 'client_medical_record'],
} as const;

export type FunctionalityGroup = keyof typeof FUNCTIONALITY_GROUPS | 'other';

export function groupFunctionalities<F extends { tag: string }>(funcs: readonly F[]): { group: FunctionalityGroup; items: F[] }[] {
  const known = Object.entries(FUNCTIONALITY_GROUPS) as [FunctionalityGroup, readonly string[]][];
  const placed = new Set<string>();
  const groups = known.map(([group, tags]) => {
    const items = tags.flatMap((tag) => funcs.filter((f) => f.tag === tag));
    items.forEach((f) => placed.add(f.tag));
    return { group, items };
  });
  groups.push({ group: 'other', items: funcs.filter((f) => !placed.has(f.tag)) });
  return groups.filter((g) => g.items.length > 0);
}
