// Functionality tags (product-spec §6) and the default grants per role (docs/decisions.md).
export const FUNCTIONALITY_TAGS = [
  'gestion_admins',
  'gestion_gift_cards',
  'gestion_magasin',
  'gestion_billings',
  'gestion_other_billings',
  'gestion_command',
  'gestion_produits',
  'gestion_caisse',
  'gestion_brands',
  'gestion_payment_methods',
  'gestion_stock',
  'gestion_utilisateur',
  'gestion_bilan',
  'gestion_notification',
  'gestion_profit',
  'gestion_lab',
  'gestion_ecommerce',
  'gestion_landing_pages',
  'gestion_leads',
  'gestion_delivery',
  'gestion_des_abonnements',
  'canals',
  'remise_commande',
  'price_override',
  'command_code_promo',
  'command_instruction',
  'command_report',
  'command_delivering',
  'commande_credite',
  'human_resources',
  'direct_web_point_of_sell',
  'web_point_of_sell',
  'entreprise_crm_pages',
  'produits_tiers',
  'supplements',
  'tele_health',
  'bd_client',
  'client_order_online',
  'client_cards',
  'client_views',
  'client_views_near_stores',
  'client_medical_record',
] as const;
export type FunctionalityTag = (typeof FUNCTIONALITY_TAGS)[number];

/** Role tags in the order the role selector offers them (product-spec §5). */
export const ROLE_TAGS = [
  'admin',
  'caissier',
  'gerant',
  'vendeuse',
  'boulanger',
  'delivery_man',
  'assistant',
  'controleur_gestion',
] as const;
export type RoleTag = (typeof ROLE_TAGS)[number];

/** Roles a staff account may be given from the staff form (product-spec §5). */
export const STAFF_FORM_ROLES: readonly RoleTag[] = ['boulanger', 'vendeuse', 'gerant', 'caissier'];

/** Tags that let a user see online stores in store lists (product-spec §6). */
export const ONLINE_STORE_TAGS: readonly FunctionalityTag[] = [
  'client_order_online',
  'gestion_landing_pages',
  'gestion_leads',
  'gestion_delivery',
  'command_delivering',
  'web_point_of_sell',
  'gestion_ecommerce',
];

/** The tags of a client's own account (product-spec §5): every other tag is a staff member's. */
export const CLIENT_TAGS: readonly FunctionalityTag[] = [
  'client_order_online',
  'client_cards',
  'client_views',
  'client_views_near_stores',
  'client_medical_record',
];

/**
 * The role of a client's own account (issue 31: a client who signs in to order online, see their card and the stores
 * near them). Not a staff role: not in ROLE_TAGS (the role selector's list), never offered by the staff form.
 */
export const CLIENT_ROLE = 'client';
export const CLIENT_ROLE_GRANTS: readonly FunctionalityTag[] = ['client_order_online', 'client_views', 'client_views_near_stores'];

const STAFF_TAGS = FUNCTIONALITY_TAGS.filter((t) => !CLIENT_TAGS.includes(t));

/** A staff account holds at least one tag that is not a client's (an admin holds both kinds). */
export const isStaffAccount = (tags: readonly string[]): boolean => tags.some((t) => !(CLIENT_TAGS as readonly string[]).includes(t));

export const DEFAULT_ROLE_GRANTS: Record<RoleTag, readonly FunctionalityTag[]> = {
  admin: FUNCTIONALITY_TAGS,
  gerant: STAFF_TAGS.filter((t) => !['gestion_admins', 'gestion_des_abonnements', 'entreprise_crm_pages', 'tele_health'].includes(t)),
  caissier: [
    'gestion_caisse',
    'direct_web_point_of_sell',
    'web_point_of_sell',
    'bd_client',
    'commande_credite',
    'remise_commande',
    'command_instruction',
    'gestion_notification',
  ],
  vendeuse: ['gestion_caisse', 'gestion_command', 'direct_web_point_of_sell', 'web_point_of_sell', 'bd_client'],
  boulanger: ['gestion_stock', 'gestion_lab', 'gestion_produits', 'gestion_notification'],
  delivery_man: ['command_delivering', 'gestion_notification'],
  assistant: ['bd_client', 'gestion_command', 'gestion_caisse', 'gestion_notification', 'tele_health'],
  controleur_gestion: [
    'gestion_stock',
    'gestion_caisse',
    'gestion_bilan',
    'gestion_profit',
    'gestion_billings',
    'gestion_other_billings',
    'commande_credite',
    'command_report',
  ],
};

/** A check passes when the user holds any one of the requested tags; no requested tag means none needed. */
export function hasAnyTag(userTags: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((t) => userTags.includes(t));
}
