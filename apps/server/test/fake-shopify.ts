// A local fake of the Shopify Admin REST API (the subset Comptoir calls), for the tests and the E2E: no network here.
/* eslint-disable @typescript-eslint/no-explicit-any -- the fake reads whatever JSON it is sent, as the shop does */
// node:http only, so Playwright can start it too. State in memory; `writes` counts every call that changes the shop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const API_VERSION = '2024-10';

interface Variant {
  id: number;
  product_id: number;
  title: string;
  price: string;
  compare_at_price: string | null;
  sku: string | null;
  barcode: string | null;
  inventory_item_id: number;
  inventory_quantity: number;
}
interface Product {
  id: number;
  title: string;
  body_html: string | null;
  status: string;
  variants: Variant[];
}
export interface FakeOrder {
  id: number;
  name: string;
  email?: string | null;
  currency?: string;
  financial_status?: string;
  created_at?: string;
  total_price?: string;
  customer?: { first_name?: string; last_name?: string } | null;
  line_items: { id: number; variant_id: number | null; title: string; quantity: number; price: string }[];
}

export interface FakeShopify {
  url: string;
  token: string;
  products: Map<number, Product>;
  orders: FakeOrder[];
  webhooks: { id: number; topic: string; address: string }[];
  inventory: Map<number, number>;
  /** Product titles the shop refuses (422), to test failures and retries. */
  rejectTitles: Set<string>;
  /** The next n product creations are refused (422), whatever their title. */
  rejectNext: number;
  writes: number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<Record<string, any>>((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      try {
        resolve(raw ? (JSON.parse(raw) as Record<string, any>) : {});
      } catch {
        resolve({});
      }
    });
  });

export async function startFakeShopify(opts: { token?: string; port?: number } = {}): Promise<FakeShopify> {
  let next = 1000;
  const nextId = () => ++next;
  const state = {
    token: opts.token ?? 'shpat_fake_token_1234',
    products: new Map<number, Product>(),
    orders: [] as FakeOrder[],
    webhooks: [] as { id: number; topic: string; address: string }[],
    inventory: new Map<number, number>(),
    rejectTitles: new Set<string>(),
    rejectNext: 0,
    writes: 0,
  };
  const base = `/admin/api/${API_VERSION}`;

  const toVariants = (productId: number, input: any[], old: Variant[]): Variant[] =>
    (input ?? []).map((v) => {
      const kept = old.find((o) => o.id === Number(v.id));
      const id = kept?.id ?? nextId();
      const inventoryItem = kept?.inventory_item_id ?? nextId();
      return {
        id,
        product_id: productId,
        title: String(v.title ?? v.option1 ?? 'Default Title'),
        price: String(v.price ?? '0.00'),
        compare_at_price: v.compare_at_price ?? null,
        sku: v.sku ?? null,
        barcode: v.barcode ?? null,
        inventory_item_id: inventoryItem,
        inventory_quantity: state.inventory.get(inventoryItem) ?? 0,
      };
    });
  const withStock = (p: Product): Product => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, inventory_quantity: state.inventory.get(v.inventory_item_id) ?? 0 })),
  });
  const refuse = (title: string) => state.rejectTitles.has(title);

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (req.headers['x-shopify-access-token'] !== state.token) return json(res, 401, { errors: '[API] Invalid API key or access token' });
      const body = req.method === 'GET' ? {} : await readBody(req);
      let m: RegExpMatchArray | null;
      if (req.method === 'GET' && path === `${base}/shop.json`)
        return json(res, 200, { shop: { id: 1, name: 'Fake shop', currency: 'MAD' } });
      if (req.method === 'GET' && path === `${base}/locations.json`) return json(res, 200, { locations: [{ id: 77, name: 'Main' }] });
      if (req.method === 'GET' && path === `${base}/products.json`) {
        const title = url.searchParams.get('title')?.toLowerCase();
        const limit = Number(url.searchParams.get('limit') ?? 50);
        const sinceId = Number(url.searchParams.get('since_id') ?? 0);
        const list = [...state.products.values()]
          .filter((p) => p.id > sinceId && (!title || p.title.toLowerCase().includes(title)))
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
          .map(withStock);
        return json(res, 200, { products: list });
      }
      if (req.method === 'POST' && path === `${base}/products.json`) {
        const p = body.product ?? {};
        if (p.title && state.rejectNext > 0) {
          state.rejectNext--;
          return json(res, 422, { errors: { title: ['is not accepted by this shop'] } });
        }
        if (!p.title || refuse(p.title))
          return json(res, 422, { errors: { title: [p.title ? 'is not accepted by this shop' : "can't be blank"] } });
        state.writes++;
        const id = nextId();
        const product: Product = { id, title: p.title, body_html: p.body_html ?? null, status: p.status ?? 'active', variants: [] };
        product.variants = toVariants(id, p.variants, []);
        state.products.set(id, product);
        return json(res, 201, { product: withStock(product) });
      }
      if ((m = path.match(new RegExp(`^${base}/products/(\\d+)\\.json$`)))) {
        const product = state.products.get(Number(m[1]));
        if (!product) return json(res, 404, { errors: 'Not Found' });
        if (req.method === 'GET') return json(res, 200, { product: withStock(product) });
        if (req.method === 'PUT') {
          const p = body.product ?? {};
          if (p.title && refuse(p.title)) return json(res, 422, { errors: { title: ['is not accepted by this shop'] } });
          state.writes++;
          if (p.title) product.title = p.title;
          if ('body_html' in p) product.body_html = p.body_html;
          if (p.variants) product.variants = toVariants(product.id, p.variants, product.variants);
          return json(res, 200, { product: withStock(product) });
        }
      }
      if (req.method === 'POST' && path === `${base}/inventory_levels/set.json`) {
        state.writes++;
        state.inventory.set(Number(body.inventory_item_id), Number(body.available));
        return json(res, 200, {
          inventory_level: { inventory_item_id: body.inventory_item_id, location_id: body.location_id, available: body.available },
        });
      }
      if (req.method === 'GET' && path === `${base}/orders.json`) {
        const sinceId = Number(url.searchParams.get('since_id') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 50);
        return json(res, 200, {
          orders: state.orders
            .filter((o) => o.id > sinceId)
            .sort((a, b) => a.id - b.id)
            .slice(0, limit),
        });
      }
      if (req.method === 'GET' && path === `${base}/webhooks.json`) return json(res, 200, { webhooks: state.webhooks });
      if (req.method === 'POST' && path === `${base}/webhooks.json`) {
        state.writes++;
        const w = { id: nextId(), topic: String(body.webhook?.topic), address: String(body.webhook?.address) };
        state.webhooks.push(w);
        return json(res, 201, { webhook: w });
      }
      return json(res, 404, { errors: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
