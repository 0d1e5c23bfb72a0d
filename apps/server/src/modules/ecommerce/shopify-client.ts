// The Shopify Admin REST API, the subset Comptoir calls (products, inventory levels, orders, webhooks). The shop's
// address is the connected shop's (https://{shop}.myshopify.com, or the tests' local fake); the token is its Admin API
// access token, sent in X-Shopify-Access-Token.
export const SHOPIFY_API_VERSION = '2024-10';
const TIMEOUT_MS = 15_000;

/** A refused or failed call: status 0 when the shop could not be reached. */
export class ShopifyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ShopifyVariant {
  id: number;
  title: string;
  price: string;
  sku: string | null;
  inventory_item_id: number;
  inventory_quantity?: number;
}
export interface ShopifyProduct {
  id: number;
  title: string;
  status?: string;
  variants: ShopifyVariant[];
}
export interface ShopifyOrder {
  id: number;
  name?: string;
  email?: string | null;
  financial_status?: string;
  total_price?: string;
  customer?: { first_name?: string | null; last_name?: string | null } | null;
  line_items: { id: number; variant_id: number | null; title: string; quantity: number; price: string }[];
}

/** The shop's answer's errors as one line ("title: is not accepted"). */
function errorText(body: unknown): string {
  const e = (body as { errors?: unknown } | null)?.errors;
  if (typeof e === 'string') return e;
  if (e && typeof e === 'object')
    return Object.entries(e as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      .join('; ');
  return '';
}

export function shopifyClient(shopUrl: string, token: string) {
  const base = `${shopUrl.replace(/\/+$/, '')}/admin/api/${SHOPIFY_API_VERSION}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-shopify-access-token': token, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new ShopifyError(0, `shop_unreachable: ${(e as Error).message}`.slice(0, 300));
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!res.ok) throw new ShopifyError(res.status, (errorText(parsed) || `HTTP ${res.status}`).slice(0, 300));
    return parsed as T;
  }
  return {
    shop: () => call<{ shop: { id: number; name: string } }>('GET', '/shop.json'),
    locations: () => call<{ locations: { id: number }[] }>('GET', '/locations.json'),
    products: (q: { limit: number; sinceId?: number; title?: string }) => {
      const p = new URLSearchParams({ limit: String(q.limit) });
      if (q.sinceId) p.set('since_id', String(q.sinceId));
      if (q.title) p.set('title', q.title);
      return call<{ products: ShopifyProduct[] }>('GET', `/products.json?${p.toString()}`);
    },
    createProduct: (product: unknown) => call<{ product: ShopifyProduct }>('POST', '/products.json', { product }),
    updateProduct: (id: string, product: unknown) => call<{ product: ShopifyProduct }>('PUT', `/products/${id}.json`, { product }),
    setInventory: (locationId: string, inventoryItemId: string, available: number) =>
      call('POST', '/inventory_levels/set.json', {
        location_id: Number(locationId),
        inventory_item_id: Number(inventoryItemId),
        available,
      }),
    orders: (sinceId: number, limit = 250) =>
      call<{ orders: ShopifyOrder[] }>('GET', `/orders.json?status=any&limit=${limit}&since_id=${sinceId}`),
    webhooks: () => call<{ webhooks: { id: number; topic: string; address: string }[] }>('GET', '/webhooks.json'),
    createWebhook: (topic: string, address: string) => call('POST', '/webhooks.json', { webhook: { topic, address, format: 'json' } }),
  };
}
export type ShopifyClient = ReturnType<typeof shopifyClient>;
