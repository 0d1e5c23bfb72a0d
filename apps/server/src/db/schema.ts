// Kysely table types. Column names are the spec's field names (see DESIGN.md glossary).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** SQLite gives 0/1, PostgreSQL true/false: read with Boolean(). */
type Bool = boolean | number;
type Ts = string;

export interface EntreprisesTable {
  id: Generated<number>;
  intitule: string;
  contactName: string | null;
  tel: string | null;
  ice: string | null;
  currencyTag: string;
  adresse: string | null;
  fileId: number | null;
  largeFileId: number | null;
  cmmWebDomaineName: string | null;
  isSetup: Bool;
  variant: string;
  created_at: Ts;
  updated_at: Ts;
}

export interface RolesTable {
  id: Generated<number>;
  tag: string;
  intitule: string;
}

export interface FunctionalitiesTable {
  id: Generated<number>;
  tag: string;
  intitule: string;
}

export interface RoleFunctionalitiesTable {
  entreprise_id: number;
  role_id: number;
  functionality_id: number;
}

export interface EntrepriseFunctionalitiesTable {
  entreprise_id: number;
  functionality_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  tel: string | null;
  passwordHash: string;
  fileId: number | null;
  userType: string | null;
  locale: string | null;
  isActive: Bool;
  emailVerifiedAt: Ts | null;
  hideGettingStarted: Bool;
  lastEntrepriseId: number | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface EntrepriseUsersTable {
  id: Generated<number>;
  entreprise_id: number;
  user_id: number;
  roleId: number;
  magasinId: number | null;
  isActive: Bool;
  created_at: Ts;
  /** The staff access code, hashed. */
  codeHash: string | null;
  /** Soft delete of the account within this company. */
  deleted_at: Ts | null;
}

export interface UserMagasinsTable {
  entreprise_id: number;
  user_id: number;
  magasin_id: number;
}

/** The central purchasing warehouse, a stock entity (issue 26). */
export interface CentralAchatsTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}

/** A lab (production), a stock entity (issue 26); it may sit in a store. Its planning comes later. */
export interface LabsTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  magasin_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}

// Labs and production planning (issue 27).
export interface PlanningPeriodsTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  /** HH:MM, local time. */
  startsAt: string;
  position: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}
export interface LabUsersTable {
  id: Generated<number>;
  entreprise_id: number;
  lab_id: number;
  user_id: number;
}
export interface LabProduitMagasinsTable {
  id: Generated<number>;
  entreprise_id: number;
  lab_id: number;
  product_id: number;
  magasin_id: number;
  planning_period_id: number | null;
}
export interface LabPlanningsTable {
  id: Generated<number>;
  entreprise_id: number;
  lab_id: number;
  day: string;
  planning_period_id: number;
  state: string;
  lostReason: ColumnType<string | null, string | null | undefined, string | null>;
  user_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface LabPlanningLinesTable {
  id: Generated<number>;
  entreprise_id: number;
  planning_id: number;
  product_id: number;
  magasin_id: number;
  quantity: number;
  suggested: number | null;
}
export interface LabPlanningShipmentsTable {
  id: Generated<number>;
  entreprise_id: number;
  planning_id: number;
  magasin_id: number;
  stock_operation_id: number;
}

export interface MagasinsTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  tel: string | null;
  rue: string | null;
  codePostal: string | null;
  cityId: number | null;
  countryId: number | null;
  city: string | null;
  province: string | null;
  currencyTag: string;
  ice: string | null;
  fileId: number | null;
  latitude: string | null;
  longitude: string | null;
  footerTicket: string | null;
  startTime: string | null;
  isOnline: Bool;
  isSetup: Bool;
  timeClockLogin: Bool;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface CountriesTable {
  id: Generated<number>;
  intitule: string;
  code: string;
}

export interface CitiesTable {
  id: Generated<number>;
  intitule: string;
  countryId: number;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  user_id: number;
  entreprise_id: number;
  remember: Bool;
  expiresAt: Ts;
  created_at: Ts;
  revokedAt: Ts | null;
  /** Opened from a link somebody else issued: no switch to another company. */
  bound: Generated<Bool>;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  tokenHash: string;
  user_id: number;
  purpose: string;
  expiresAt: Ts;
  usedAt: Ts | null;
  created_at: Ts;
  /** Sign-in links: the issuing company, who issued it, and the issuing session's end (a cap). */
  entreprise_id: number | null;
  issuedBy: number | null;
  sessionExpiresAt: Ts | null;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  firstFailureAt: Ts;
  blockedUntil: Ts | null;
}

export interface AuditLogsTable {
  id: Generated<number>;
  entreprise_id: number | null;
  user_id: number | null;
  action: string;
  entity: string | null;
  entityId: number | null;
  data: string | null;
  ip: string | null;
  created_at: Ts;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  entreprise_id: number;
  plan: string;
  period: string;
  status: string;
  startsAt: Ts;
  endsAt: Ts | null;
  created_at: Ts;
}

export interface EntrepriseConfigsTable {
  entreprise_id: number;
  key: string;
  /** JSON text of the value. */
  value: string | null;
  updated_at: Ts;
}

export interface ApiIntegrationsTable {
  id: Generated<number>;
  entreprise_id: number;
  kind: 'external' | 'internal';
  name: string;
  url: string;
  apiKey: string | null;
  /** The key's last 4 characters, for the masked display. */
  keyHint: string | null;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
}

export interface SlidersTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number | null;
  intitule: string;
  description: string | null;
  fileId: number | null;
  link: string | null;
  order: number;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
}

export interface QuestionsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number | null;
  question: string;
  type: string;
  /** JSON array of choices. */
  options: string | null;
  order: number;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
}

export interface CurrenciesTable {
  id: Generated<number>;
  entreprise_id: number;
  tag: string;
  value: number;
  isDefault: Bool;
  created_at: Ts;
  updated_at: Ts;
}

export interface TransportCompaniesTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  tel: string | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface PaperSizesTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  width: number;
  height: number | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface InstructionsTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  description: string | null;
  order: number;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface MagasinPaymentMethodsTable {
  entreprise_id: number;
  magasin_id: number;
  tag: string;
  order: number;
}

export interface CommandReportConfigsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  /** A JSON array of COMMAND_REPORT_FIELDS. */
  fields: string;
  paper_size_id: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface UserTransportCompaniesTable {
  entreprise_id: number;
  user_id: number;
  transport_company_id: number;
}

export interface DevicesTable {
  id: Generated<number>;
  entreprise_id: number;
  name: string;
  /** The pass code shown as a QR code. */
  status: string;
  magasin_id: number | null;
  installed: Bool;
  lastSeenAt: Ts | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface FilesTable {
  id: Generated<number>;
  entreprise_id: number;
  name: string;
  extension: string;
  size: number;
  mime: string;
  folder: string;
  /** Storage key. */
  path: string;
  created_at: Ts;
}

// ---- Cash registers and cash control (issue 10). Money columns are integer minor units.

export interface IdempotencyKeysTable {
  entreprise_id: number;
  key: string;
  route: string;
  requestHash: string;
  status: 'pending' | 'done';
  statusCode: Generated<number>;
  /** JSON text of the first answer. */
  response: string | null;
  created_at: Generated<Ts>;
}

export interface RegistersTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  intitule: string;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface CalendarDaysTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  /** YYYY-MM-DD, the store's business day. */
  day: string;
  state: 'opened' | 'closed';
  /** Gap-free ticket numbers of the day: the till increments it in the sale's transaction. */
  lastTicketNumber: Generated<number>;
  openedAt: Ts;
  closedAt: Ts | null;
  closedBy: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface CaissesTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  register_id: number;
  calendar_day_id: number;
  state: 'opened' | 'closed';
  currencyTag: string;
  openingFund: number;
  openedBy: number | null;
  openedAt: Ts;
  closedBy: number | null;
  closedAt: Ts | null;
  expectedTotal: number | null;
  countedTotal: number | null;
  difference: number | null;
  closingNote: string | null;
  accusedBy: number | null;
  accusedAt: Ts | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface CaisseCountsTable {
  entreprise_id: number;
  caisse_id: number;
  modePayment: string;
  expected: number;
  counted: number;
  difference: number;
}

export interface CaisseTotalsTable {
  entreprise_id: number;
  caisse_id: number;
  type: string;
  modePayment: string;
  amount: number;
  count: number;
}

export interface BilletsTable {
  id: Generated<number>;
  currencyTag: string;
  value: number;
  kind: 'note' | 'coin';
  order: number;
}

export interface BilletOperationsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  caisse_id: number;
  billet_id: number;
  type: 'opening' | 'closing' | 'control';
  quantity: number;
  amount: number;
  user_id: number | null;
  created_at: Ts;
}

export interface CommandsTable {
  id: Generated<number>;
  entreprise_id: number;
  /** The client-generated id: unique per company, a repeat answers the first order. */
  uuid: string;
  magasin_id: number;
  caisse_id: number | null;
  calendar_day_id: number | null;
  ticketNumber: number | null;
  user_id: number | null;
  client_id: number | null;
  clientName: string | null;
  etat: string;
  isCredit: Bool;
  currencyTag: string;
  subtotal: number;
  remise: number;
  total: number;
  paid: number;
  notes: string | null;
  validatedBy: number | null;
  validatedAt: Ts | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
  // Added by the orders migration (issue 12).
  source: ColumnType<string | null, string | null | undefined, string | null>;
  orderRemise: ColumnType<number, number | undefined, number>;
  change: ColumnType<number, number | undefined, number>;
  taxes: ColumnType<string | null, string | null | undefined, string | null>;
  codePromo: ColumnType<string | null, string | null | undefined, string | null>;
  pointsEarned: ColumnType<number, number | undefined, number>;
  /** Why its prices were not the catalogue's: 'override' (a user with the right), 'unknown' (queued offline at a price never valid). */
  priceFlag: ColumnType<string | null, string | null | undefined, string | null>;
  /** The number the till printed while offline ("ABC-0001"), kept so the ticket finds its order. */
  provisional: ColumnType<string | null, string | null | undefined, string | null>;
  previousEtat: ColumnType<string | null, string | null | undefined, string | null>;
  remindTimeAt: ColumnType<string | null, string | null | undefined, string | null>;
  // Added by the planning migration: production planning (plannified, in_production, ready, lost).
  planning: ColumnType<string | null, string | null | undefined, string | null>;
  planningAt: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
  /** The sale's business day and local hour at the till (issue 24); null on orders written before. */
  businessDay: ColumnType<string | null, string | null | undefined, string | null>;
  businessHour: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CommandLinesTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  price_id: number | null;
  label: string;
  quantity: number;
  unitPrice: number;
  remise: number;
  tva: number;
  total: number;
  created_at: Ts;
  // Added by the orders migration (issue 12).
  returnedQuantity: ColumnType<number, number | undefined, number>;
  orderRemise: ColumnType<number, number | undefined, number>;
  compositions: ColumnType<string | null, string | null | undefined, string | null>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  /** Cost of goods sold per unit (minor units) at the time of the sale, for margins; null on older lines. */
  unitCost: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ApprovalsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  caisse_id: number | null;
  action: string;
  amount: number;
  requestedBy: number | null;
  approvedBy: number | null;
  data: string | null;
  created_at: Ts;
}

export interface OperationsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  caisse_id: number | null;
  calendar_day_id: number | null;
  command_id: number | null;
  user_id: number | null;
  type: string;
  subType: string | null;
  modePayment: string;
  amount: number;
  currencyTag: string;
  reason: string | null;
  approval_id: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  entreprise_id: number;
  tag: string;
  intitule: string;
  isActive: Bool;
  order: number;
  created_at: Ts;
  updated_at: Ts;
}

export interface NotificationsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number | null;
  caisse_id: number | null;
  tag: string;
  title: string;
  message: string;
  data: string | null;
  user_id: number | null;
  created_at: Ts;
}

export interface RoleNotificationChoicesTable {
  entreprise_id: number;
  role_id: number;
  updated_at: Ts;
}

export interface RoleNotificationTypesTable {
  entreprise_id: number;
  role_id: number;
  notification_type_id: number;
}

export interface CommandInstructionsTable {
  entreprise_id: number;
  command_id: number;
  instruction_id: number;
  intitule: string;
  position: number;
}

export interface NotificationTypesTable {
  id: Generated<number>;
  tag: string;
  intitule: string;
}

export interface UserNotificationMagasinsTable {
  id: Generated<number>;
  entreprise_id: number;
  user_id: number;
  magasin_id: number;
  notification_type_id: number;
  created_at: Generated<Ts>;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  entreprise_id: number;
  user_id: number;
  /** The push identity, user-id-{id} (api-spec 7.17). */
  identity: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface NotificationViewsTable {
  notification_id: number;
  user_id: number;
  viewed_at: Ts;
}

// Clients, loyalty, discounts, gift cards (issue 9).
export interface ClientsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number | null;
  name: string;
  tel: string | null;
  /** Digits with the country code: one person is found whatever the spacing. */
  tel_normalized: string | null;
  email: string | null;
  birthday: string | null;
  sex: string | null;
  bloodGroup: string | null;
  cityId: number | null;
  city: string | null;
  adresse: string | null;
  type: string;
  /** Kept equal to the sum of loyalty_point_movements in the same transaction. */
  loyaltyPoints: number;
  notes: string | null;
  isActive: Bool;
  /** Unguessable: the public card page's key. */
  cardHash: string;
  /** The client's ICE on its invoices (issue 28). */
  ice: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface ClientInfoNaturesTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface ClientInfoTypesTable {
  id: Generated<number>;
  entreprise_id: number;
  natureId: number;
  intitule: string;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface ClientAdditionalInfosTable {
  id: Generated<number>;
  entreprise_id: number;
  client_id: number;
  typeId: number;
  value: string;
  created_at: Ts;
  updated_at: Ts;
}

export interface ClientQueueTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number | null;
  client_id: number;
  status: string;
  day: string;
  number: number;
  comment: string | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface LoyaltyCardsTable {
  id: Generated<number>;
  entreprise_id: number;
  reference: string;
  client_id: number | null;
  isActive: Bool;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface LoyaltyPointMovementsTable {
  id: Generated<number>;
  entreprise_id: number;
  client_id: number;
  kind: string;
  points: number;
  commandId: number | null;
  /** Idempotency key, unique per company: a retried request never earns twice. */
  key: string;
  comment: string | null;
  user_id: number | null;
  created_at: Ts;
}

export interface TypeRemisesTable {
  id: Generated<number>;
  tag: string;
  intitule: string;
}

export interface RemisesTable {
  id: Generated<number>;
  entreprise_id: number;
  /** The code, upper-case. */
  intitule: string;
  typeRemiseId: number;
  /** Hundredths: 10 % is 1000, 12.50 MAD is 1250. */
  valeur: number;
  maxUsing: number;
  usedCount: number;
  isVerifiable: Bool;
  commentaire: string | null;
  startAt: string | null;
  endAt: string | null;
  client_id: number | null;
  batch: string | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}

export interface RemiseUsesTable {
  id: Generated<number>;
  entreprise_id: number;
  remise_id: number;
  key: string;
  commandId: number | null;
  client_id: number | null;
  user_id: number | null;
  created_at: Ts;
  releasedAt: Ts | null;
}

export interface GiftCardsTable {
  id: Generated<number>;
  entreprise_id: number;
  code: string;
  /** Minor units. */
  amount: number;
  /** Minor units, kept equal to the sum of gift_card_movements; never below zero. */
  balance: number;
  client_id: number | null;
  magasin_id: number | null;
  expiresAt: string | null;
  isActive: Bool;
  comment: string | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface GiftCardMovementsTable {
  id: Generated<number>;
  entreprise_id: number;
  gift_card_id: number;
  kind: string;
  amount: number;
  commandId: number | null;
  key: string;
  user_id: number | null;
  created_at: Ts;
}

export interface ExportTokensTable {
  id: Generated<number>;
  tokenHash: string;
  entreprise_id: number;
  user_id: number;
  purpose: string;
  expiresAt: Ts;
  usedAt: Ts | null;
  created_at: Ts;
}

// Catalogue V2 (product-spec §3). Money columns are integer minor units; every row is soft deleted.
interface CatalogueRow {
  id: Generated<number>;
  entreprise_id: number;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
}
export interface PriceViewsTable {
  entreprise_id: number;
  priceId: number;
  views: number;
  updated_at: Ts;
}
export interface PriceRatingsTable {
  id: Generated<number>;
  entreprise_id: number;
  priceId: number;
  user_id: number;
  rating: number;
  created_at: Ts;
  updated_at: Ts;
  /** Issue 31 (review moderation): 'published' (default) or 'rejected' (hidden, out of the averages). */
  status: ColumnType<string, string | undefined, string>;
  moderated_by: ColumnType<number | null, number | null | undefined, number | null>;
  moderated_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}
/** One row per change of a price (money in minor units); buyingPrice is that of the product the price sells. */
export interface PriceHistoryTable {
  id: Generated<number>;
  entreprise_id: number;
  priceId: number;
  price: number;
  promoPrice: number | null;
  promotionEndAt: Ts | null;
  buyingPrice: number | null;
  user_id: number | null;
  created_at: Ts;
}
interface Labels {
  en_label: string | null;
  ar_label: string | null;
  it_label: string | null;
}

export interface ProductCategoriesTable extends CatalogueRow, Labels {
  label: string;
  tag: string | null;
  isDefault: Bool;
  parentId: number | null;
  description: string | null;
  order: number;
  tva: number | null;
  fileId: number | null;
  color: string | null;
  externalId: string | null;
  isComposition: Bool;
}

export interface BrandsTable extends CatalogueRow {
  label: string;
  tag: string | null;
  order: number;
  description: string | null;
}

export interface SuppliersTable extends CatalogueRow {
  label: string;
  tag: string | null;
  address: string | null;
  fileId: number | null;
  /** Minor units. */
  turnover: number | null;
  postalCode: string | null;
  email: string | null;
  reference: string | null;
  phone: string | null;
  cityId: number | null;
  webSite: string | null;
}

export interface ProductDescriptionsTable extends CatalogueRow, Labels {
  label: string;
  fileId: number | null;
  categoryId: number | null;
  brandId: number | null;
  supplierId: number | null;
  buyingPrice: number | null;
  isReturnable: Bool;
  isPreparedInStore: Bool;
  criticalQuantity: number | null;
  nature: string;
  type: string;
  unity: string;
  subUnity: string | null;
  weight: number | null;
  description: string | null;
  withSerialNumber: Bool;
  isService: Bool;
  frequency: string | null;
  isLegacy: Bool;
  searchText: string;
}

export interface ProductsTable extends CatalogueRow {
  fileId: number | null;
  productDescriptionId: number;
  tva: number | null;
  buyingPrice: number | null;
  barcode: string | null;
  sku: string | null;
  /** Weighted average cost (minor units), kept by receptions; null before the first (the buying price stands in). */
  averageCost: ColumnType<number | null, number | null | undefined, number | null>;
  /** Units in one carton (stock operations given in cartons, issue 26); null: not sold by the carton. */
  unitsPerCarton: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PricesTable extends CatalogueRow, Labels {
  label: string;
  price: number;
  promoPrice: number | null;
  categoryId: number | null;
  isHidden: Bool;
  isStandard: Bool;
  promotionEndAt: Ts | null;
  order: number;
  description: string | null;
  barcode: string | null;
  externalId: string | null;
  currencyTag: string;
  magasinId: number | null;
  tva: number | null;
  compositionIdentifier: string | null;
  isDisplayed: Bool;
  criticalQuantity: number | null;
  nature: string | null;
  unity: string | null;
  subUnity: string | null;
  weight: number | null;
  productDescriptionId: number | null;
  productId: number | null;
  searchText: string;
}

export interface PriceFilesTable extends CatalogueRow {
  fileId: number;
  priceId: number;
  tag: string | null;
}
export interface PriceTagsTable extends CatalogueRow {
  tag: string;
}
export interface PriceTagPricesTable extends CatalogueRow {
  priceId: number;
  priceTagId: number;
}
export interface DetailKeysTable extends CatalogueRow, Labels {
  label: string;
  tag: string;
}
export interface ProductDetailKeysTable extends CatalogueRow {
  productId: number;
  detailKeyId: number;
  value: string;
  fr: string | null;
  en: string | null;
  ar: string | null;
  it: string | null;
}
export interface CompositionsTable extends CatalogueRow {
  name: string;
  min: number;
  max: number;
  position: number;
}
export interface CompositionRelationsTable extends CatalogueRow {
  productDescription_id: number;
  composition_id: number;
  position: number;
}
export interface CombinedProductsTable extends CatalogueRow {
  productId: number;
  priceId: number;
  isDefault: Bool;
  quantity: number;
  isOrCombination: Bool;
  isAutoIncluded: Bool;
  compositionNumber: number | null;
}
export interface CompositionExceptionsTable extends CatalogueRow {
  product_id: number;
  composition_id: number;
  visibility: Bool;
  price_id: number | null;
}
export interface ProductElementsTable extends CatalogueRow {
  productId: number;
  elementId: number;
  quantity: number;
  /** The unit the quantity is given in; null: the element's own (issue 27). */
  unity: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface CatalogueSlidersTable extends CatalogueRow {
  label: string;
  tag: string;
  description: string | null;
  fileId: number | null;
  link: string | null;
  priceId: number | null;
  categoryId: number | null;
  magasinId: number | null;
  order: number;
  isEcom: Bool;
  isHidden: Bool;
}
export interface ChannelsTable extends CatalogueRow {
  label: string;
  tag: string;
  isActive: Bool;
}
export interface ChannelExceptionsTable extends CatalogueRow {
  channel_id: number;
  magasin_id: number | null;
  categoryId: number | null;
  priceId: number | null;
  productDescriptionId: number | null;
}

// Orders (issue 12): state history, serial numbers sold, the stock ledger and levels.
export interface CommandStatesTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  from: string | null;
  to: string;
  user_id: number | null;
  approval_id: number | null;
  reason: string | null;
  created_at: Ts;
}
export interface SerialNumbersTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  command_line_id: number;
  price_id: number | null;
  serialNumber: string;
  created_at: Ts;
}
export interface StockMovementsTable {
  id: Generated<number>;
  entreprise_id: number;
  entityTypeTag: string;
  entity_id: number;
  product_id: number;
  type: string;
  /** Signed: in > 0, out < 0. */
  quantity: number;
  command_id: number | null;
  command_line_id: number | null;
  user_id: number | null;
  /** An inventory's counted quantity, and when the device says it was counted. */
  counted: number | null;
  countedAt: Ts | null;
  /** The stock operation (an expedition, a reception, a loss) that wrote it. */
  stock_operation_id: number | null;
  created_at: Ts;
  /** The unit cost (minor units) the movement moved at; null on rows written before costs were kept. */
  unitCost: ColumnType<number | null, number | null | undefined, number | null>;
  /** The lab planning it was written for (issue 27: a lab's consumption, production, loss). */
  lab_planning_id: ColumnType<number | null, number | null | undefined, number | null>;
}
/** Issue 26: the value of the movements that carry a unit cost, per entity, UTC day and type (kept by triggers). */
export interface StockDayValuesTable {
  entreprise_id: number;
  entityTypeTag: string;
  entity_id: number;
  /** YYYY-MM-DD, the movement's UTC day. */
  day: string;
  type: string;
  nIn: number;
  qIn: number;
  vIn: number;
  nOut: number;
  qOut: number;
  vOut: number;
}
export interface StockOperationsTable {
  id: Generated<number>;
  entreprise_id: number;
  type: string;
  state: string;
  entityTypeTag: string;
  source_id: number;
  target_id: number | null;
  note: string | null;
  user_id: number | null;
  created_at: Ts;
  updated_at: Ts;
  // Issue 26: a transfer's target type, a reception's or return's supplier, a switch neutral's reason.
  targetTypeTag: ColumnType<string | null, string | null | undefined, string | null>;
  supplier_id: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface StockOperationLinesTable {
  id: Generated<number>;
  entreprise_id: number;
  operation_id: number;
  product_id: number;
  quantity: number;
  received: number | null;
  // Issue 26: given in units or cartons (perCarton units each), a buying price (minor units), a count's moment.
  nature: ColumnType<string, string | undefined, string>;
  perCarton: ColumnType<number | null, number | null | undefined, number | null>;
  unitCost: ColumnType<number | null, number | null | undefined, number | null>;
  countedAt: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}
// Central purchasing (issue 26 point 5): a store's order to the warehouse, its lines, the serial numbers shipped with
// it, and what central purchasing supplies.
export interface CentralOrdersTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  central_achat_id: number;
  state: string;
  operation_id: number | null;
  note: string | null;
  user_id: number | null;
  sent_at: Ts | null;
  prepared_at: Ts | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface CentralOrderLinesTable {
  id: Generated<number>;
  entreprise_id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  nature: ColumnType<string, string | undefined, string>;
  perCarton: number | null;
}
export interface CentralOrderEventsTable {
  id: Generated<number>;
  entreprise_id: number;
  order_id: number;
  state: string;
  note: string | null;
  user_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface CentralOrderSerialsTable {
  id: Generated<number>;
  entreprise_id: number;
  order_id: number;
  product_id: number;
  serialNumber: string;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface CentralAchatProductsTable {
  id: Generated<number>;
  entreprise_id: number;
  product_id: number;
  supplied: Bool;
  buyingPrice: number | null;
  supplier_id: number | null;
  minQuantity: number | null;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface StockOperationEventsTable {
  id: Generated<number>;
  entreprise_id: number;
  operation_id: number;
  state: string;
  note: string | null;
  user_id: number | null;
  created_at: Ts;
}
export interface StockLevelsTable {
  entreprise_id: number;
  entityTypeTag: string;
  entity_id: number;
  product_id: number;
  quantity: number;
  updated_at: Ts;
}

// Dashboard aggregates (issue 24): sums per store and business day; money in minor units, quantities in thousandths.
// magasin_id 0: the whole company's rows (agg_days per day; agg_slices, agg_products, agg_seller_products, agg_modes per month,
// `day` = 'M' + YYYY-MM), migration 2026-11-27T08-00.
type Sum = ColumnType<number, number | undefined, number>;
interface AggKey {
  entreprise_id: number;
  magasin_id: number;
  day: string;
}
interface AggSales {
  revenue: Sum;
  tickets: Sum;
  quantity: Sum;
}
interface AggMargin {
  cost: Sum;
  costedRevenue: Sum;
}
export interface AggDaysTable extends AggKey, AggSales, AggMargin {
  gross: Sum;
  discounts: Sum;
  refunds: Sum;
}
/** Per store, day, hour, seller and source (issue 24 leftovers: one row where three tables took one each). */
export interface AggSlicesTable extends AggKey, AggSales {
  hour: number;
  user_id: number;
  source: string;
}
export interface AggProductsTable extends AggKey, AggSales, AggMargin {
  price_id: number;
}
export interface AggSellerProductsTable extends AggKey, AggSales {
  user_id: number;
  price_id: number;
}
export interface AggModesTable extends AggKey {
  modePayment: string;
  amount: Sum;
  count: Sum;
}

// Billing documents (issue 28).
export interface InvoiceTemplatesTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  logoFileId: number | null;
  primaryColor: ColumnType<string, string | undefined, string>;
  secondaryColor: ColumnType<string, string | undefined, string>;
  headerText: string | null;
  footerText: string | null;
  paymentTerms: string | null;
  /** JSON array of TEMPLATE_FIELDS. */
  fields: string;
  locale: ColumnType<string, string | undefined, string>;
  isDefault: ColumnType<Bool, Bool | undefined, Bool>;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}

export interface BillingDocumentsTable {
  id: Generated<number>;
  entreprise_id: number;
  kind: string;
  tag: string;
  status: string;
  number: number | null;
  year: number | null;
  reference: string | null;
  client_id: number | null;
  clientName: string | null;
  magasin_id: number | null;
  template_id: number | null;
  locale: string;
  currencyTag: string;
  /** Minor units (bigint: PostgreSQL answers text, read with Number()). */
  total: ColumnType<number | string, number, number>;
  totalTva: ColumnType<number | string, number, number>;
  /** JSON DocumentSnapshot. */
  snapshot: string;
  credit_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  converted_command_id: ColumnType<number | null, number | null | undefined, number | null>;
  issuedBy: number | null;
  issued_at: Ts | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}

export interface BillingDocumentCommandsTable {
  entreprise_id: number;
  document_id: number;
  command_id: number;
  kind: string;
  active: ColumnType<Bool, Bool | undefined, Bool>;
}

export interface BillingCountersTable {
  entreprise_id: number;
  kind: string;
  year: number;
  last: number;
}

// ---- Shipping (issue 29)
export interface ShippingsTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  magasin_id: number;
  state: string | null;
  stateAt: Ts | null;
  address: string | null;
  tel: string | null;
  city: string | null;
  deliveryDate: string | null;
  deliveryOrder: number | null;
  note: string | null;
  returnReason: string | null;
  delivery_man_id: number | null;
  transport_company_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface ShippingMovesTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  from: string | null;
  to: string;
  user_id: number | null;
  reason: string | null;
  created_at: Ts;
}

export interface ShippingCollectionsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  command_id: number;
  delivery_man_id: number | null;
  transport_company_id: number | null;
  amount: number;
  currencyTag: string;
  collectedAt: Ts;
  recorded_by: number | null;
  reconciledAt: Ts | null;
  reconciled_by: number | null;
  caisse_id: number | null;
  operation_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}

// Issue 30: preparation screens and the step of each order on each, the self-order kiosk, paired customer displays.
export interface PrepScreensTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  name: string;
  /** A JSON array of category ids; empty: every category. */
  category_ids: ColumnType<string, string | undefined, string>;
  clear_after: ColumnType<number, number | undefined, number>;
  warn_after: ColumnType<number, number | undefined, number>;
  late_after: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface PrepStepsTable {
  entreprise_id: number;
  command_id: number;
  screen_id: number;
  magasin_id: number;
  step: string;
  user_id: number | null;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface KioskSettingsTable {
  id: Generated<number>;
  entreprise_id: number;
  magasin_id: number;
  enabled: Bool;
  category_ids: ColumnType<string, string | undefined, string>;
  upsell_category_ids: ColumnType<string, string | undefined, string>;
  title: string | null;
  welcome: string | null;
  color: string | null;
  idle_seconds: ColumnType<number, number | undefined, number>;
  card_terminal: Bool;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface CustomerDisplaysTable {
  code: string;
  entreprise_id: number;
  magasin_id: number;
  state: string;
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface DB {
  entreprises: EntreprisesTable;
  command_states: CommandStatesTable;
  serial_numbers: SerialNumbersTable;
  stock_movements: StockMovementsTable;
  stock_levels: StockLevelsTable;
  stock_day_values: StockDayValuesTable;
  stock_operations: StockOperationsTable;
  stock_operation_lines: StockOperationLinesTable;
  stock_operation_events: StockOperationEventsTable;
  central_orders: CentralOrdersTable;
  central_order_lines: CentralOrderLinesTable;
  central_order_events: CentralOrderEventsTable;
  central_order_serials: CentralOrderSerialsTable;
  central_achat_products: CentralAchatProductsTable;
  roles: RolesTable;
  functionalities: FunctionalitiesTable;
  role_functionalities: RoleFunctionalitiesTable;
  entreprise_functionalities: EntrepriseFunctionalitiesTable;
  users: UsersTable;
  entreprise_users: EntrepriseUsersTable;
  user_magasins: UserMagasinsTable;
  magasins: MagasinsTable;
  central_achats: CentralAchatsTable;
  labs: LabsTable;
  planning_periods: PlanningPeriodsTable;
  lab_users: LabUsersTable;
  lab_produit_magasins: LabProduitMagasinsTable;
  lab_plannings: LabPlanningsTable;
  lab_planning_lines: LabPlanningLinesTable;
  lab_planning_shipments: LabPlanningShipmentsTable;
  countries: CountriesTable;
  cities: CitiesTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  auth_throttle: AuthThrottleTable;
  audit_logs: AuditLogsTable;
  subscriptions: SubscriptionsTable;
  entreprise_configs: EntrepriseConfigsTable;
  api_integrations: ApiIntegrationsTable;
  sliders: SlidersTable;
  questions: QuestionsTable;
  currencies: CurrenciesTable;
  transport_companies: TransportCompaniesTable;
  user_transport_companies: UserTransportCompaniesTable;
  paper_sizes: PaperSizesTable;
  instructions: InstructionsTable;
  magasin_payment_methods: MagasinPaymentMethodsTable;
  command_report_configs: CommandReportConfigsTable;
  prep_screens: PrepScreensTable;
  prep_steps: PrepStepsTable;
  kiosk_settings: KioskSettingsTable;
  customer_displays: CustomerDisplaysTable;
  devices: DevicesTable;
  files: FilesTable;
  idempotency_keys: IdempotencyKeysTable;
  registers: RegistersTable;
  calendar_days: CalendarDaysTable;
  caisses: CaissesTable;
  caisse_counts: CaisseCountsTable;
  caisse_totals: CaisseTotalsTable;
  billets: BilletsTable;
  billet_operations: BilletOperationsTable;
  commands: CommandsTable;
  command_lines: CommandLinesTable;
  agg_days: AggDaysTable;
  agg_slices: AggSlicesTable;
  agg_products: AggProductsTable;
  agg_seller_products: AggSellerProductsTable;
  agg_modes: AggModesTable;
  approvals: ApprovalsTable;
  operations: OperationsTable;
  payment_methods: PaymentMethodsTable;
  notifications: NotificationsTable;
  notification_types: NotificationTypesTable;
  user_notification_magasins: UserNotificationMagasinsTable;
  role_notification_choices: RoleNotificationChoicesTable;
  role_notification_types: RoleNotificationTypesTable;
  command_instructions: CommandInstructionsTable;
  notification_views: NotificationViewsTable;
  push_subscriptions: PushSubscriptionsTable;
  shippings: ShippingsTable;
  shipping_moves: ShippingMovesTable;
  shipping_collections: ShippingCollectionsTable;
  clients: ClientsTable;
  client_info_natures: ClientInfoNaturesTable;
  client_info_types: ClientInfoTypesTable;
  client_additional_infos: ClientAdditionalInfosTable;
  client_queue: ClientQueueTable;
  loyalty_cards: LoyaltyCardsTable;
  loyalty_point_movements: LoyaltyPointMovementsTable;
  type_remises: TypeRemisesTable;
  remises: RemisesTable;
  remise_uses: RemiseUsesTable;
  gift_cards: GiftCardsTable;
  gift_card_movements: GiftCardMovementsTable;
  export_tokens: ExportTokensTable;
  product_categories: ProductCategoriesTable;
  brands: BrandsTable;
  suppliers: SuppliersTable;
  product_descriptions: ProductDescriptionsTable;
  products: ProductsTable;
  prices: PricesTable;
  price_files: PriceFilesTable;
  price_tags: PriceTagsTable;
  price_tag_prices: PriceTagPricesTable;
  detail_keys: DetailKeysTable;
  product_detail_keys: ProductDetailKeysTable;
  compositions: CompositionsTable;
  composition_relations: CompositionRelationsTable;
  combined_products: CombinedProductsTable;
  composition_exceptions: CompositionExceptionsTable;
  product_elements: ProductElementsTable;
  catalogue_sliders: CatalogueSlidersTable;
  channels: ChannelsTable;
  channel_exceptions: ChannelExceptionsTable;
  price_views: PriceViewsTable;
  price_ratings: PriceRatingsTable;
  price_history: PriceHistoryTable;
  invoice_templates: InvoiceTemplatesTable;
  billing_documents: BillingDocumentsTable;
  billing_document_commands: BillingDocumentCommandsTable;
  billing_counters: BillingCountersTable;
  collaborators: CollaboratorsTable;
  collaborator_magasins: CollaboratorMagasinsTable;
  collaborator_files: CollaboratorFilesTable;
  punch_cards: PunchCardsTable;
  punch_breaks: PunchBreaksTable;
  membership_plans: MembershipPlansTable;
  membership_plan_prices: MembershipPlanPricesTable;
  memberships: MembershipsTable;
  membership_periods: MembershipPeriodsTable;
  membership_uses: MembershipUsesTable;
  membership_events: MembershipEventsTable;
  online_orders: OnlineOrdersTable;
  ecommerce_shops: EcommerceShopsTable;
  ecommerce_links: EcommerceLinksTable;
  ecommerce_sync_issues: EcommerceSyncIssuesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EntrepriseRow = Selectable<EntreprisesTable>;
export type MagasinRow = Selectable<MagasinsTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type FileRow = Selectable<FilesTable>;
export type SliderRow = Selectable<SlidersTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type ApiIntegrationRow = Selectable<ApiIntegrationsTable>;
export type TransportCompanyRow = Selectable<TransportCompaniesTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;
export type CaisseRow = Selectable<CaissesTable>;
export type OperationRow = Selectable<OperationsTable>;
export type RegisterRow = Selectable<RegistersTable>;
export type ClientRow = Selectable<ClientsTable>;
export type RemiseRow = Selectable<RemisesTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;

// Issue 32: human resources (collaborators, punch cards and their breaks).
export interface CollaboratorsTable {
  id: Generated<number>;
  entreprise_id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  tel: string | null;
  position: string | null;
  contractType: string;
  contractStart: string | null;
  contractEnd: string | null;
  weeklyMinutes: number;
  payType: string;
  /** Integer minor units. */
  payAmount: number;
  user_id: number | null;
  emergencyName: string | null;
  emergencyTel: string | null;
  codeHash: string | null;
  isActive: Bool;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
  deleted_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
}
export interface CollaboratorMagasinsTable {
  entreprise_id: number;
  collaborator_id: number;
  magasin_id: number;
}
export interface CollaboratorFilesTable {
  entreprise_id: number;
  collaborator_id: number;
  file_id: number;
}
export interface PunchCardsTable {
  id: Generated<number>;
  entreprise_id: number;
  collaborator_id: number;
  magasin_id: number;
  startAt: Ts;
  endAt: Ts | null;
  offsetMinutes: number;
  /** The collaborator while the card is open, else null (unique). */
  open_key: number | null;
  closedBy: number | null;
  closeReason: string | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}
export interface PunchBreaksTable {
  id: Generated<number>;
  entreprise_id: number;
  punch_card_id: number;
  startAt: Ts;
  endAt: Ts | null;
  /** The card while the break is open, else null (unique). */
  open_key: number | null;
}

// Issue 32: client memberships (plans, subscriptions, billed periods, uses at the till, history).
export interface MembershipPlansTable {
  id: Generated<number>;
  entreprise_id: number;
  intitule: string;
  description: string | null;
  /** 'package' (a number of sessions of services) or 'product' (a product each period). */
  kind: string;
  price: number;
  currencyTag: string;
  period: string;
  /** Uses allowed per period; null: unlimited. */
  usesPerPeriod: number | null;
  active: Bool;
  /** The plan's tax rate in percent (its price includes it); migration 2026-11-27T11-20. */
  tva: ColumnType<number | string, number | undefined, number>;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
  deleted_at: Ts | null;
}

export interface MembershipPlanPricesTable {
  entreprise_id: number;
  plan_id: number;
  price_id: number;
}

export interface MembershipsTable {
  id: Generated<number>;
  entreprise_id: number;
  plan_id: number;
  client_id: number;
  magasin_id: number;
  etat: string;
  autoRenew: Bool;
  startAt: string;
  /** The current period [periodStart, periodEnd): uses are counted against it. */
  periodStart: string;
  periodEnd: string;
  /** The period end a renewal reminder was sent for (claimed by one run). */
  remindedFor: string | null;
  endedAt: Ts | null;
  user_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
  updated_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface MembershipPeriodsTable {
  id: Generated<number>;
  entreprise_id: number;
  membership_id: number;
  periodStart: string;
  periodEnd: string;
  amount: number;
  currencyTag: string;
  /** 'subscribe' (the first) or 'renewal'. */
  kind: string;
  command_id: number | null;
  /** The order line that billed the period (migration 2026-11-27T12-10); null for a period billed without one. */
  command_line_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the period's line was refunded, returned or cancelled (the period no longer counts as revenue). */
  refunded_at: ColumnType<Ts | null, Ts | null | undefined, Ts | null>;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface MembershipUsesTable {
  id: Generated<number>;
  entreprise_id: number;
  membership_id: number;
  periodStart: string;
  price_id: number;
  command_id: number;
  command_line_id: number;
  quantity: number;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}

export interface MembershipEventsTable {
  id: Generated<number>;
  entreprise_id: number;
  membership_id: number;
  client_id: number;
  type: string;
  command_id: number | null;
  amount: number | null;
  user_id: number | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}

/** Online ordering (issue 31): how an online order is taken and by which account. */
export interface OnlineOrdersTable {
  id: Generated<number>;
  entreprise_id: number;
  command_id: number;
  user_id: number;
  mode: string;
  payment: string;
  pickupAt: Ts | null;
  address: string | null;
  providerRef: string | null;
  created_at: ColumnType<Ts, Ts | undefined, Ts>;
}
// Issue 31: e-commerce synchronisation (api-spec 7.4), migration 2026-11-27T10-10. Secrets sealed (lib/secret-box).
export interface EcommerceShopsTable {
  id: Generated<number>;
  entreprise_id: number;
  provider: string;
  name: string;
  shopUrl: string;
  accessToken: string;
  tokenHint: string;
  webhookSecret: string | null;
  magasin_id: number;
  /** Who connected the shop: the actor of orders a webhook brings. */
  user_id: number;
  locationId: string | null;
  /** The last run (SyncRun as JSON). */
  lastRun: string | null;
  created_at: Ts;
  updated_at: Ts;
}
/** What a local row is on the shop: kind 'description' | 'lone' (a shop product), 'variant' (a price), 'order'. */
export interface EcommerceLinksTable {
  id: Generated<number>;
  entreprise_id: number;
  shop_id: number;
  kind: string;
  localId: number;
  remoteId: string;
  /** The pushed content's digest (a product, a variant's stock): unchanged content is not sent again. */
  hash: string | null;
  /** A variant's inventory item id. */
  extra: string | null;
  updated_at: Ts;
}
export interface EcommerceSyncIssuesTable {
  id: Generated<number>;
  entreprise_id: number;
  shop_id: number;
  kind: string;
  ref: string;
  label: string;
  message: string;
  attempts: number;
  resolved_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
}
export type EcommerceShopRow = Selectable<EcommerceShopsTable>;
