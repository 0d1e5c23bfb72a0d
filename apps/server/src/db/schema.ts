// Kysely table types. Column names are the spec's field names (see DESIGN.md glossary).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  tokenHash: string;
  user_id: number;
  purpose: string;
  expiresAt: Ts;
  usedAt: Ts | null;
  created_at: Ts;
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

// Catalogue V2 (product-spec §3). Money columns are integer minor units; every row is soft deleted.
interface CatalogueRow {
  id: Generated<number>;
  entreprise_id: number;
  created_at: Ts;
  updated_at: Ts;
  deleted_at: Ts | null;
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

export interface DB {
  entreprises: EntreprisesTable;
  roles: RolesTable;
  functionalities: FunctionalitiesTable;
  role_functionalities: RoleFunctionalitiesTable;
  entreprise_functionalities: EntrepriseFunctionalitiesTable;
  users: UsersTable;
  entreprise_users: EntrepriseUsersTable;
  user_magasins: UserMagasinsTable;
  magasins: MagasinsTable;
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
  devices: DevicesTable;
  files: FilesTable;
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
