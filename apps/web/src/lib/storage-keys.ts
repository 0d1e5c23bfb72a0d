// Every key the web app keeps in the browser, in one place.
export const STORAGE_KEYS = {
  auth: 'comptoir.auth',
  locale: 'comptoir.locale',
  theme: 'comptoir.theme',
  currency: 'comptoir.currency',
  sidebarCollapsed: 'comptoir.sidebar-collapsed',
  installBannerDismissed: 'comptoir.install-banner-dismissed',
  /** The till's cart of one store (suffix: the store id) and the sale waiting to reach the server. */
  posCart: 'comptoir.pos.cart',
  posPendingSale: 'comptoir.pos.pendingSale',
  /** The register this device sells on, per store (suffix: the store id), and the store its till opens on. */
  posRegister: 'comptoir.pos.register',
  posStore: 'comptoir.pos.store',
  /** Clients the till found or picked lately, so one can be attached offline; removed with the token. */
  posClients: 'comptoir.pos.clients',
  /** The client's online cart (product-spec §3), bound to the sign-in that filled it; removed with the token. */
  cart: 'comptoir.cart',
  /** The offline catalogue's delta marker; removed with the token so the next user starts clean. */
  catalogueLastUpdatedAt: 'catalogue.lastUpdatedAt',
} as const;

export const SESSION_KEYS = {
  /** Set when a call answered 401; the login page shows the notice after the reload. */
  authNotice: 'comptoir.auth-notice',
  /** Set before reloading on a chunk-load failure, so a second failure does not loop. */
  chunkReload: 'comptoir.chunk-reload',
} as const;

export const LANG_COOKIE = 'lang';
