// Business constants and limits (product-spec §9, api-spec §9). One source for server and web.
export const LOCALES = ['fr', 'en', 'ar', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VARIANTS = ['default', 'clinic', 'hair-care'] as const;
export type Variant = (typeof VARIANTS)[number];

export const CACHE_MS = {
  roles: 20_000,
  currencies: 900_000,
} as const;

export const TIMINGS_MS = {
  setupDevicePolling: 5_000,
  websocketReconnect: 5_000,
  chunkLoadTimeout: 120_000,
  activationCheckDelay: 5_000,
  trackingPermissionCheck: 5_000,
  backPressWindow: 3_000,
  tablePaginationCheck: 2_500,
  searchDebounce: 1_000,
  storeCheckInterval: 10_000,
  notificationCooldown: 3_600_000,
  unauthorizedReloadDelay: 100,
  photoCaptureDelay: 500,
} as const;

export const PROXIMITY_UNITS = 50;
export const LOCAL_CATALOGUE_BATCH = 500;
export const CATALOGUE_PAGE_SIZE = 12;
export const STARRED_PAGES_SHOWN = 10;
export const DEFAULT_LIST_LIMIT = 10;
export const BUILDER_TEMPLATES_PER_PAGE = 25;
export const PRODUCT_FETCH_CHUNK = 100;

// "about 1100 KB (stated as 1 MB)"
export const UPLOAD_LIMIT_BYTES = 1100 * 1024;
export const UPLOAD_LIMIT_LABEL = '1 MB';
export const CAMERA_COMPACT_WIDTH = 740;

export const TOKEN_TTL_MS = {
  remember: 7 * 24 * 3_600_000,
  session: 3 * 3_600_000,
} as const;

export const DEFAULT_CURRENCY = { tag: 'MAD', value: 1 } as const;
export const CURRENCY_TAGS = ['MAD', 'EUR'] as const;
export const DEFAULT_SEARCH_CURRENCY = 'MAD';

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const EXPORT_SHEET_NAME_MAX = 30;
export const COLUMN_FILTER_MIN_COLUMNS = 3;
export const FILTER_TITLE_MAX = 20;
export const TEXT_TRUNCATE_DEFAULT = 100;

export const UNITS = ['g', 'kg', 'l', 'ml', 'lb', 'oz', 'm', 'unit'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp', 'svg'] as const;

export const OPERATION_TAGS = ['credit', 'advance', 'refund', 'fees', 'charges', 'opening_fund', 'closing_fund'] as const;
export const FEE_TAGS = ['ads', 'packaging', 'delivery_fees', 'miscellaneous_costs', 'other'] as const;
export const ENTITY_TYPES = ['magasin', 'central_achat', 'lab'] as const;
export const MANUAL_DOCUMENTS = ['manual_invoice', 'manual_quote', 'manual_delivery_form'] as const;
export const ORDER_SOURCES = ['phone', 'whatsapp', 'ecommerce', 'marketplace', 'social_networks', 'other'] as const;
export const PAYMENT_MODES = [
  'cash',
  'bank_transfer',
  'pos_machine',
  'gift_cheque',
  'delivery_platform',
  'direct_bank_transfer',
  'cash_on_delivery',
  'online_payment_provider',
] as const;
export const SUBSCRIPTION_PERIODS = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semester', 'annual', '2_years', '3_years'] as const;

export const USER_TYPES = ['doctor', 'entreprise', 'individual', 'organization', 'patient', 'retailer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const CLIENT_VERSION = 1;

/** Company and store settings of product-spec §6 and config tags of §9 (entreprise config keys). */
export const CONFIG_KEYS = [
  'mandatory_inventory',
  // Ours (issue 22): an expedition may send more than the sender's level holds (sales always may: never lose a sale).
  'allow_negative_stock',
  'two_step_manager_approval',
  'sale_modification_refund_approval',
  'sale_cancellation',
  'sale_cancellation_by_manager',
  'discount_per_order_line',
  'discount_on_order',
  'promo_code_on_client_creation',
  'section_access_for_cashier',
  'payment_provider_client_id',
  'client_queue_interval_time',
  'store_with_inbound_flux',
  'revenue_point_multiplier',
  // Cash control (issue 10): amounts in the company currency; above them a manager approves (two-step approval on).
  'cash_difference_threshold',
  'cash_operation_threshold',
  // Blind count at closing (issue 23): on unless turned off; the expected amounts appear once the count is entered.
  'cash_blind_count',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/**
 * The most loyalty points a client can hold (and one ledger movement can move): the 32-bit columns' ceiling
 * (clients.loyaltyPoints, loyalty_point_movements.points). An earn that would pass it gives what is left.
 */
export const MAX_LOYALTY_POINTS = 2_147_483_647;
