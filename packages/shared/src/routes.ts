// The web route table (product-spec §2): path, functionality tags (any one passes), title key, sidebar group.
// The web app pairs a path with its screen; a path with no screen yet is kept out of the menu and answers 404.
import type { FunctionalityTag } from './functionalities';

export type Guard = 'admin' | 'auth' | 'check-auth' | 'guest' | 'liteauth' | 'locale';
export type RouteGroup =
  'home' | 'pos' | 'revenue' | 'stock' | 'billing' | 'online' | 'loyalty' | 'hr' | 'reports' | 'membership' | 'settings' | 'account';

export interface WebRoute {
  path: string;
  tags: readonly FunctionalityTag[];
  title: string; // i18n key under "routes."
  group?: RouteGroup;
  guards: readonly Guard[];
  /** Shown in the sidebar (detail and edit pages are not). */
  menu?: boolean;
  /** A client's own screen (their card, points, online orders): in a client account's menu, never in staff's. */
  clientFacing?: boolean;
  icon?: string;
}

type T = readonly FunctionalityTag[];
const auth: readonly Guard[] = ['locale', 'check-auth', 'auth'];
const r = (path: string, tags: T, title: string, group?: RouteGroup, menu = false, icon?: string): WebRoute => ({
  path,
  tags,
  title,
  group,
  guards: auth,
  menu,
  icon,
});

/** A client's own screen (see WebRoute.clientFacing). */
const own = (route: WebRoute): WebRoute => ({ ...route, clientFacing: true });

const STOCK: T = ['gestion_stock'];
const CAISSE: T = ['gestion_caisse'];
const BILL: T = ['gestion_billings'];
const OTHER_BILL: T = ['gestion_other_billings'];
const ECOM: T = ['gestion_ecommerce'];
const CLIENT: T = ['bd_client'];
const HR: T = ['human_resources'];
const MEMBER: T = ['gestion_des_abonnements'];
const ADMINS: T = ['gestion_admins'];
// The catalogue's settings screens (issue 8): what its API needs to write.
const PRODUCTS: T = ['gestion_produits'];
const SHIP: T = ['gestion_delivery', 'command_delivering'];

export const WEB_ROUTES: readonly WebRoute[] = [
  r('/', ['gestion_caisse', 'gestion_stock'], 'home', 'home', true, 'home'),
  r('/membership/dashboard', MEMBER, 'membershipDashboard', 'membership', true),
  r('/membership/stats', MEMBER, 'membershipStats', 'membership', true),
  r('/membership/historique', MEMBER, 'membershipHistory', 'membership', true),
  r('/pos/command', ['direct_web_point_of_sell'], 'posCommand', 'pos', true),
  r('/pos/payer', ['web_point_of_sell'], 'posPay', 'pos', true),
  // Issue 11: the store's catalogue kept in the browser, searched offline.
  r('/pos/catalogue', ['gestion_produits', 'direct_web_point_of_sell', 'web_point_of_sell'], 'offlineCatalogue', 'pos', true),
  // Issue 30: the customer display (opened by the till), the preparation display, the self-order kiosk.
  r('/pos/customer-display', ['direct_web_point_of_sell', 'web_point_of_sell'], 'customerDisplay', 'pos'),
  r(
    '/pos/preparation',
    ['direct_web_point_of_sell', 'web_point_of_sell', 'gestion_command', 'gestion_magasin'],
    'preparation',
    'pos',
    true,
  ),
  r('/pos/kiosk', ['direct_web_point_of_sell'], 'kiosk', 'pos', true),
  r('/loyalty/clients', CLIENT, 'clients', 'loyalty', true),
  r('/loyalty/clients/queue', CLIENT, 'clientsQueue', 'loyalty', true),
  r('/loyalty/clients/add', CLIENT, 'clientAdd', 'loyalty'),
  r('/loyalty/clients/:id/edit', CLIENT, 'clientEdit', 'loyalty'),
  r('/loyalty/clients/cards', ['client_cards'], 'clientCards', 'loyalty', true),
  r('/loyalty/clients/:id', [], 'clientProfile', 'loyalty'),
  own(r('/loyalty/near-stores', ['client_views_near_stores'], 'nearStores', 'loyalty', true)),
  own(r('/loyalty/client-personal-card', ['client_views'], 'personalCard', 'loyalty', true)),
  own(r('/loyalty/loyalty-points', ['client_views'], 'loyaltyPoints', 'loyalty', true)),
  // The catalogue page for clients (path ours): client accounts and the staff who sell from the catalogue.
  r(
    '/loyalty/catalogue',
    ['client_order_online', 'client_views', 'direct_web_point_of_sell', 'web_point_of_sell', 'gestion_produits'],
    'clientCatalogue',
    'loyalty',
    true,
  ),
  r('/loyalty/product/:id', [], 'product', 'loyalty'),
  own(r('/loyalty/order-online', ['client_order_online'], 'orderOnline', 'loyalty', true)),
  own(r('/loyalty/orders-history', ['client_order_online'], 'ordersHistory', 'loyalty', true)),
  own(r('/loyalty/checkout', ['client_order_online'], 'checkout', 'loyalty')),
  own(r('/loyalty/dossier-medical-electronique', ['client_medical_record'], 'medicalRecord', 'loyalty', true)),
  r('/loyalty/tele-health', ['tele_health'], 'teleHealth', 'loyalty', true),
  r('/rh/collaborator', HR, 'collaborators', 'hr', true),
  r('/rh/collaborator/add', HR, 'collaboratorAdd', 'hr'),
  r('/rh/collaborator/:id', [], 'collaborator', 'hr'),
  r('/rh/collaborator/:id/edit', HR, 'collaboratorEdit', 'hr'),
  r('/rh/punch-card', HR, 'punchCard', 'hr', true),
  r('/rh/timekeeping-data', HR, 'timekeeping', 'hr', true),
  r('/credits/journal', ['commande_credite'], 'creditsJournal', 'revenue', true),
  r('/glovo/upload-menu/:storeId', [], 'glovoUpload', 'online'),
  r('/best-seller', CAISSE, 'bestSeller', 'reports', true),
  r('/business-intelligence/billets', CAISSE, 'billets', 'reports', true),
  // The spec names no tag for three reports: those of the figures they show (issue 24).
  r('/reports/dashboard', CAISSE, 'reportsDashboard', 'reports', true),
  r('/reports/:productId/status', STOCK, 'productStatus', 'reports'),
  r('/reports/stock/main', STOCK, 'stockReport', 'reports', true),
  r('/reports/sales/top-salers', CAISSE, 'topSalers', 'reports', true),
  r('/stock', STOCK, 'stock', 'stock', true),
  r('/stock-products', STOCK, 'stockProducts', 'stock', true),
  r('/stocks', STOCK, 'stocks', 'stock', true),
  r('/stock/history', STOCK, 'stockHistory', 'stock', true),
  r('/stock/history/:id', STOCK, 'stockHistoryDetail', 'stock'),
  r('/stock/history/:id/details', STOCK, 'stockHistoryDetails', 'stock'),
  r('/stock/inventories', STOCK, 'inventories', 'stock', true),
  r('/stock/:id/control', STOCK, 'stockControl', 'stock'),
  r('/entity/:entityId/productId/:productId', STOCK, 'entityProduct', 'stock'),
  r('/stock/statistics', STOCK, 'stockStatistics', 'stock', true),
  r('/stock-operations', STOCK, 'stockOperations', 'stock', true),
  r('/stock-operations/live', STOCK, 'stockOperationsLive', 'stock', true),
  r('/stock-operations/:id/timeline', STOCK, 'stockOperationTimeline', 'stock'),
  r('/stock-operations/timeline', STOCK, 'stockOperationsTimeline', 'stock', true),
  r('/stock-operations/:id/count', STOCK, 'stockOperationCount', 'stock'),
  r('/balance-sheet', ['gestion_bilan'], 'balanceSheet', 'stock', true),
  r('/caisses/:id', CAISSE, 'caisse', 'revenue'),
  r('/caisses/:id/log', CAISSE, 'caisseLog', 'revenue'),
  r('/caisse', CAISSE, 'caisses', 'revenue', true),
  r('/caisse/history/:storeId', CAISSE, 'caisseHistory', 'revenue'),
  r('/operations', CAISSE, 'operations', 'revenue', true),
  r('/margins', ['gestion_profit'], 'margins', 'revenue', true),
  r('/command', ['gestion_command'], 'commands', 'revenue', true),
  r('/command/:id/planning', ['gestion_command'], 'commandPlanning', 'revenue'),
  r('/invoices', BILL, 'invoices', 'billing', true),
  r('/invoices/dynamic', BILL, 'invoicesDynamic', 'billing', true),
  r('/invoices/manual', BILL, 'invoicesManual', 'billing', true),
  r('/invoices/add-edit', BILL, 'invoiceEdit', 'billing'),
  r('/estimates/add-edit', BILL, 'estimateEdit', 'billing'),
  r('/delivery-form/add-edit', BILL, 'deliveryFormEdit', 'billing'),
  r('/invoices/other', OTHER_BILL, 'invoicesOther', 'billing', true),
  r('/invoices/add-edit-others', OTHER_BILL, 'invoiceOtherEdit', 'billing'),
  r('/invoices/print-certificate', OTHER_BILL, 'printCertificate', 'billing', true),
  r('/templates', ['gestion_landing_pages'], 'templates', 'online', true),
  r('/templates/:id', ['gestion_landing_pages'], 'template', 'online'),
  r('/leads-conversions', ['gestion_leads'], 'leads', 'online', true),
  r('/leads-conversions/kanban', ['gestion_leads'], 'leadsKanban', 'online', true),
  r('/shipping-management/in-progress', SHIP, 'shippingInProgress', 'online', true),
  r('/shipping-management', SHIP, 'shipping', 'online', true),
  r('/shipping-management/processing', SHIP, 'shippingProcessing', 'online', true),
  r('/shipping-management/dashboard', SHIP, 'shippingDashboard', 'online', true),
  r('/shipping-management/command', ['web_point_of_sell'], 'shippingCommand', 'online'),
  r('/shipping-management/bon-livraison', ['gestion_delivery'], 'deliveryForms', 'online', true),
  r('/e-commerce', ECOM, 'ecommerce', 'online', true),
  r('/e-commerce/slider', ECOM, 'ecommerceSlider', 'online', true),
  r('/e-commerce/moderation-of-reviews', ECOM, 'reviews', 'online', true),
  r('/discounts', ['command_code_promo'], 'discounts', 'loyalty', true),
  r('/gift-cards', ['gestion_gift_cards'], 'giftCards', 'loyalty', true),
  r('/profile', [], 'profile', 'account'),
  r('/notifications', ['gestion_notification'], 'notifications', 'account', true),
  // The spec names no tag for these two; they show the shop's connection, sync failures and the shop's order events,
  // which the server answers to gestion_ecommerce only: the e-commerce screens' tag (issue 31).
  r('/e-commerce/synchronization', ECOM, 'ecommerceSync', 'online', true),
  r('/e-commerce/notifications', ECOM, 'ecommerceNotifications', 'online', true),
  r('/lab/scheduler', ['gestion_lab'], 'labScheduler', 'stock', true),
  r('/lab/plannings/history', ['gestion_lab'], 'labHistory', 'stock', true),
  r('/promotion', [], 'promotion', 'loyalty', true),
  // Central purchasing (issue 26 point 5): the spec names no tag for it; the stock's.
  r('/central-achat/commandes/magasin/:magasinId/state/1', STOCK, 'centralCommands', 'stock'),
  r('/central-achat/commandes', STOCK, 'centralWarehouse', 'stock', true),
  r('/central-achat/achats', STOCK, 'centralPurchases', 'stock', true),
  r('/central-achat/produits', STOCK, 'centralProducts', 'stock', true),
  r('/settings/invoices-config', BILL, 'invoicesConfig', 'settings', true),
  r('/settings/suppliers', PRODUCTS, 'suppliers', 'settings', true),
  r('/settings/brands', ['gestion_brands', 'gestion_produits'], 'brands', 'settings', true),
  r('/settings/devices', ['gestion_magasin'], 'devices', 'settings', true, 'device'),
  r('/settings/compositions', PRODUCTS, 'compositions', 'settings', true),
  r('/settings/stores', ['gestion_magasin'], 'stores', 'settings', true, 'store'),
  r('/settings/stores/add', ['gestion_magasin'], 'storeAdd', 'settings'),
  r('/settings/stores/:id/edit', ['gestion_magasin'], 'storeEdit', 'settings'),
  r('/settings/stores/questions', ['gestion_magasin', 'gestion_admins'], 'storeQuestions', 'settings'),
  r('/settings/stores/sliders', ['gestion_magasin', 'gestion_admins'], 'storeSliders', 'settings'),
  r('/settings/users', ['gestion_utilisateur', 'gestion_admins'], 'users', 'settings', true, 'users'),
  r('/settings/users/add', ['gestion_utilisateur'], 'userAdd', 'settings'),
  r('/settings/users/:id/edit', ['gestion_utilisateur'], 'userEdit', 'settings'),
  r('/settings/users/:id', ['gestion_utilisateur', 'gestion_admins'], 'user', 'settings'),
  r('/settings/borne', ['gestion_magasin'], 'borne', 'settings', true),
  r('/settings/preparation', ['gestion_magasin'], 'preparationScreens', 'settings', true),
  r('/settings/category/principal', PRODUCTS, 'categories', 'settings', true),
  r('/settings/category/tiers', ['produits_tiers'], 'categoriesTiers', 'settings', true),
  r('/settings/category/supplement', ['supplements'], 'categoriesSupplement', 'settings', true),
  r('/settings/notifications', ['gestion_utilisateur', 'gestion_admins'], 'notificationSettings', 'settings', true),
  r('/settings/recipes/semifini', ['gestion_lab'], 'recipesSemifini', 'settings', true),
  r('/settings/recipes/principal', PRODUCTS, 'recipes', 'settings', true),
  r('/settings/type-size/principal', PRODUCTS, 'typeSize', 'settings', true),
  r('/settings/type-size/tiers', PRODUCTS, 'typeSizeTiers', 'settings', true),
  r('/settings/products/principal', PRODUCTS, 'products', 'settings', true),
  r('/settings/products/tiers', ['produits_tiers'], 'productsTiers', 'settings', true),
  r('/settings/products/supplement', ['supplements'], 'productsSupplement', 'settings', true),
  r('/settings/products/:priceId/charts', PRODUCTS, 'productCharts', 'settings'),
  r('/settings/products/add', PRODUCTS, 'productAdd', 'settings'),
  r('/settings/products/import', PRODUCTS, 'productImport', 'settings'),
  // Issue 30: shelf labels (barcode and price) printed at 300 dpi.
  r('/settings/products/labels', PRODUCTS, 'productLabels', 'settings', true),
  r('/settings/products/add-edit/:id?', PRODUCTS, 'productEdit', 'settings'),
  r('/settings/promotions', PRODUCTS, 'promotions', 'settings', true),
  r('/settings/config/configuration', ADMINS, 'configuration', 'settings', true, 'adjustments'),
  r('/settings/config/roles', ADMINS, 'roles', 'settings', true, 'roles'),
  r('/settings/config/parameters', ADMINS, 'parameters', 'settings', true, 'api'),
  r('/settings/config/synchronize', ADMINS, 'synchronize', 'settings', true),
  r('/settings/instructions', ['command_instruction'], 'instructions', 'settings', true),
  r('/settings/instructions/:id?', ['command_instruction'], 'instruction', 'settings'),
  r('/settings/command/:id/report', ['command_report'], 'commandReport', 'settings'),
  r('/settings/labs', ['gestion_lab', 'gestion_stock'], 'labs', 'settings', true),
  r('/settings/labs/add', ['gestion_lab', 'gestion_stock'], 'labAdd', 'settings'),
  r('/settings/labs/:id/edit', ['gestion_lab', 'gestion_stock'], 'labEdit', 'settings'),
  r('/settings/canals', ['canals'], 'canals', 'settings', true),
  r('/settings/canals/add-canals', ['canals'], 'canalAdd', 'settings'),
  r('/settings/canals/details-cannel/:id/:magasinId', ['canals'], 'canalDetails', 'settings'),
  r('/settings/entreprise', ['gestion_admins'], 'entreprise', 'settings', true, 'company'),
  r('/settings/entreprise/sliders', ['gestion_admins', 'gestion_magasin'], 'entrepriseSliders', 'settings'),
  r('/settings/entreprise/questions', ['gestion_admins', 'gestion_magasin'], 'entrepriseQuestions', 'settings'),
  // One page with a tab per list (issue 25): the menu opens the natures.
  r('/settings/additional-info/nature', ['bd_client'], 'additionalInfoNature', 'settings', true),
  r('/settings/additional-info/type', ['bd_client'], 'additionalInfoType', 'settings'),
  r('/settings/additional-info/paper-size', ['command_report', 'gestion_admins'], 'additionalInfoPaperSize', 'settings', true),
  r('/settings/transport-company', ['gestion_delivery', 'gestion_admins'], 'transportCompanies', 'settings', true),
  r('/settings/payment-methods', ['gestion_payment_methods'], 'paymentMethods', 'settings', true),
  r('/settings/entreprise-account', ['entreprise_crm_pages'], 'entrepriseAccount', 'settings', true),
];

/** Pages that need no sign-in (the short public allowlist of the web app). */
export const PUBLIC_WEB_PATHS = [
  '/login',
  '/create-account',
  '/errors/404',
  '/errors/profession/validation',
  '/CardLoyalty/:clientHash/:EntrepriseId',
] as const;

/** Finds the route entry for a concrete path ("/caisses/12" → "/caisses/:id"). */
export function matchWebRoute(pathname: string): WebRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WEB_ROUTES.find((route) => routePattern(route.path).test(clean));
}

export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return seg ? '/' + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '';
    })
    .join('');
  return new RegExp(`^${body || '/'}$`);
}
