// E-commerce synchronisation with a Shopify shop (issue 31, api-spec 7.4). The catalogue is pushed (one shop product
// per article, one variant per price of the shop's store or of all stores, its stock in the store as the variant's
// inventory); what was pushed is kept as a digest, so a run with nothing changed sends nothing. The shop's orders are
// pulled (or brought by a webhook, verified by its HMAC) into the store as orders priced by the catalogue — the server
// owns prices, as for a sale — once each. A failure is listed with the number of attempts until a retry succeeds.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  fromMinor,
  orderTotals,
  type EcommerceShop,
  type ExternalProducts,
  type FieldError,
  type ShopConnectData,
  type SyncIssue,
  type SyncRun,
  type SyncStatus,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { EcommerceShopRow } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { unauthenticated } from '../../http/access';
import { keyHint, seal, unseal } from '../../lib/secret-box';
import { insertAudit } from '../audit/audit.repository';
import { findStoreIds } from '../magasins/magasins.repository';
import { validateWaiting } from '../orders/command-lines';
import { catalogueUnitPrice, promoRuns } from '../orders/line-prices';
import { notifyOrder } from '../orders/order-notifications';
import * as orderRepo from '../orders/orders.repository';
import { STORE_ENTITY } from '../orders/stock';
import * as repo from './ecommerce.repository';
import { ShopifyError, shopifyClient, type ShopifyClient, type ShopifyOrder } from './shopify-client';

const WEBHOOK_TOPICS = ['orders/create', 'orders/paid'] as const;

const sha = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
const money = (minor: number) => fromMinor(minor).toFixed(2);

const toShop = (r: EcommerceShopRow): EcommerceShop => ({
  id: r.id,
  provider: 'shopify',
  name: r.name,
  shopUrl: r.shopUrl,
  accessToken: `••••${r.tokenHint}`,
  hasWebhookSecret: r.webhookSecret !== null,
  magasinId: r.magasin_id,
  lastRun: r.lastRun ? (JSON.parse(r.lastRun) as SyncRun) : null,
  created_at: String(r.created_at),
});

const toIssue = (r: Awaited<ReturnType<typeof repo.openIssues>>[number]): SyncIssue => ({
  id: r.id,
  shopId: r.shop_id,
  kind: r.kind as SyncIssue['kind'],
  ref: r.ref,
  label: r.label,
  message: r.message,
  attempts: r.attempts,
  updated_at: String(r.updated_at),
});

async function loadShop(db: Executor, ctx: { entrepriseId: number }, shopId: number): Promise<EcommerceShopRow> {
  const shop = await repo.findShop(db, ctx.entrepriseId, shopId);
  if (!shop) throw notFound('shop');
  return shop;
}

const clientOf = (secret: string, shop: EcommerceShopRow): ShopifyClient => shopifyClient(shop.shopUrl, unseal(secret, shop.accessToken));

export async function status(database: Database, ctx: RequestContext, shopId?: number): Promise<SyncStatus> {
  if (shopId !== undefined) await loadShop(database.db, ctx, shopId);
  const shops = (await repo.listShops(database.db, ctx.entrepriseId)).filter((s) => shopId === undefined || s.id === shopId);
  return { shops: shops.map(toShop), issues: (await repo.openIssues(database.db, ctx.entrepriseId, shopId)).map(toIssue) };
}

/** Connects a shop (its credentials checked against it first), or changes a connected one's settings. */
export async function connect(database: Database, secret: string, ctx: RequestContext, b: ShopConnectData): Promise<EcommerceShop> {
  const db = database.db;
  const shopUrl = b.shopUrl.replace(/\/+$/, '');
  const existing = b.id !== undefined ? await loadShop(db, ctx, b.id) : undefined;
  const errors: FieldError[] = [];
  if (!(await findStoreIds(db, ctx.entrepriseId, [b.magasinId])).length) errors.push({ field: 'magasinId', message: 'unknown_reference' });
  if (!existing && !b.accessToken) errors.push({ field: 'accessToken', message: 'access_token_required' });
  const other = await repo.findShopByUrl(db, ctx.entrepriseId, shopUrl);
  if (other && other.id !== existing?.id) errors.push({ field: 'shopUrl', message: 'shop_url_taken' });
  if (errors.length) throw invalid(errors);
  const token = b.accessToken ?? unseal(secret, existing!.accessToken);
  try {
    await shopifyClient(shopUrl, token).shop();
  } catch (e) {
    const s = e instanceof ShopifyError ? e.status : 0;
    throw invalid([
      s === 401 || s === 403 ? { field: 'accessToken', message: 'shop_refused' } : { field: 'shopUrl', message: 'shop_unreachable' },
    ]);
  }
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const fields = {
      name: b.name,
      shopUrl,
      magasin_id: b.magasinId,
      ...(b.accessToken ? { accessToken: seal(secret, b.accessToken), tokenHint: keyHint(b.accessToken) } : {}),
      ...(b.webhookSecret ? { webhookSecret: seal(secret, b.webhookSecret) } : {}),
      updated_at: now,
    };
    let id = existing?.id;
    if (id !== undefined) await repo.updateShop(trx, ctx.entrepriseId, id, fields);
    else
      id = await repo.insertShop(trx, {
        entreprise_id: ctx.entrepriseId,
        provider: 'shopify',
        name: b.name,
        shopUrl,
        accessToken: seal(secret, b.accessToken!),
        tokenHint: keyHint(b.accessToken!),
        webhookSecret: b.webhookSecret ? seal(secret, b.webhookSecret) : null,
        magasin_id: b.magasinId,
        user_id: ctx.userId,
        locationId: null,
        lastRun: null,
        created_at: now,
        updated_at: now,
      });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'ecommerce.connect',
      entity: 'ecommerce_shop',
      entityId: id,
      data: { name: b.name, shopUrl, magasinId: b.magasinId, tokenChanged: Boolean(b.accessToken) },
      ip: ctx.ip,
      now,
    });
    return toShop((await repo.findShop(trx, ctx.entrepriseId, id))!);
  });
}

export async function disconnect(database: Database, ctx: RequestContext, shopId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await loadShop(trx, ctx, shopId);
    await repo.deleteShop(trx, ctx.entrepriseId, shopId);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'ecommerce.disconnect',
      entity: 'ecommerce_shop',
      entityId: shopId,
      data: {},
      ip: ctx.ip,
      now: nowIso(),
    });
  });
}

// ---- Catalogue push

interface Sellable {
  id: number;
  label: string;
  description: string | null;
  price: number;
  promoPrice: number | null;
  promotionEndAt: string | null;
  barcode: string | null;
  productId: number | null;
  productDescriptionId: number | null;
  descriptionLabel: string | null;
  descriptionText: string | null;
  sku: string | null;
}
interface Group {
  /** 'd12' (an article and its prices) or 'p5' (a price alone). */
  key: string;
  kind: 'description' | 'lone';
  localId: number;
  prices: Sellable[];
}

/** The prices the shop sells: of the shop's store or of all stores, shown, not compositions. */
async function sellables(db: Executor, entrepriseId: number, magasinId: number): Promise<Sellable[]> {
  const rows = await db
    .selectFrom('prices as p')
    .leftJoin('product_descriptions as d', (j) => j.onRef('d.id', '=', 'p.productDescriptionId').on('d.deleted_at', 'is', null))
    .leftJoin('products as pr', 'pr.id', 'p.productId')
    .select([
      'p.id',
      'p.label',
      'p.description',
      'p.price',
      'p.promoPrice',
      'p.promotionEndAt',
      'p.barcode',
      'p.productId',
      'p.productDescriptionId',
      'd.label as descriptionLabel',
      'd.description as descriptionText',
      'pr.sku',
    ])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where('p.isHidden', '=', false)
    .where('p.compositionIdentifier', 'is', null)
    .where((w) => w.or([w('p.magasinId', 'is', null), w('p.magasinId', '=', magasinId)]))
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    price: Number(r.price),
    promoPrice: r.promoPrice === null ? null : Number(r.promoPrice),
    promotionEndAt: r.promotionEndAt === null ? null : String(r.promotionEndAt),
  }));
}

function groupsOf(prices: Sellable[]): Group[] {
  const groups = new Map<string, Group>();
  for (const p of prices) {
    const key = p.productDescriptionId && p.descriptionLabel ? `d${p.productDescriptionId}` : `p${p.id}`;
    const g = groups.get(key) ?? {
      key,
      kind: key.startsWith('d') ? ('description' as const) : ('lone' as const),
      localId: p.productDescriptionId && p.descriptionLabel ? p.productDescriptionId : p.id,
      prices: [],
    };
    g.prices.push(p);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The price a client pays now: the promo price while it runs and is lower. */
function sellingPrice(p: Sellable, at: number): { price: number; compareAt: number | null } {
  return promoRuns(p, at) ? { price: p.promoPrice!, compareAt: p.price } : { price: p.price, compareAt: null };
}

/** The shop product of a group, without shop ids (its digest) — variants in price order. */
function productPayload(g: Group, at: number) {
  const title = g.kind === 'description' ? g.prices[0].descriptionLabel! : g.prices[0].label;
  const options = new Set<string>();
  return {
    title,
    body_html: (g.kind === 'description' ? g.prices[0].descriptionText : g.prices[0].description) ?? '',
    status: 'active',
    variants: g.prices.map((p) => {
      const s = sellingPrice(p, at);
      let option = g.prices.length > 1 ? p.label : 'Default Title';
      if (options.has(option)) option = `${option} #${p.id}`;
      options.add(option);
      return {
        option1: option,
        title: option,
        price: money(s.price),
        compare_at_price: s.compareAt === null ? null : money(s.compareAt),
        sku: p.sku ?? p.barcode ?? `CPT-${p.id}`,
        barcode: p.barcode,
        inventory_management: p.productId ? 'shopify' : null,
      };
    }),
  };
}

async function levels(db: Executor, entrepriseId: number, magasinId: number, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom('stock_levels')
    .select(['product_id', 'quantity'])
    .where('entreprise_id', '=', entrepriseId)
    .where('entityTypeTag', '=', STORE_ENTITY)
    .where('entity_id', '=', magasinId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, Math.max(0, Math.floor(Number(r.quantity)))]));
}

const messageOf = (e: unknown) => (e instanceof ShopifyError ? e.message : e instanceof Error ? e.message : String(e)).slice(0, 500);

type Counts = NonNullable<SyncRun['products']>;

/** Pushes the catalogue (or the group of one price) to the shop. */
export async function pushProducts(database: Database, secret: string, shop: EcommerceShopRow, onlyPriceId?: number): Promise<Counts> {
  const db = database.db;
  const counts: Counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  const at = Date.now();
  const all = groupsOf(await sellables(db, shop.entreprise_id, shop.magasin_id));
  const groups = onlyPriceId === undefined ? all : all.filter((g) => g.prices.some((p) => p.id === onlyPriceId));
  if (onlyPriceId !== undefined && !groups.length) throw notFound('price');
  const client = clientOf(secret, shop);
  const productLinks = new Map(
    [...(await repo.linksOf(db, shop.id, 'description')), ...(await repo.linksOf(db, shop.id, 'lone'))].map((l) => [
      `${l.kind}:${l.localId}`,
      l,
    ]),
  );
  const variantLinks = new Map((await repo.linksOf(db, shop.id, 'variant')).map((l) => [l.localId, l]));
  const stock = await levels(db, shop.entreprise_id, shop.magasin_id, [
    ...new Set(groups.flatMap((g) => g.prices.map((p) => p.productId).filter((x): x is number => x !== null))),
  ]);
  let locationId = shop.locationId;

  for (const g of groups) {
    const label = g.kind === 'description' ? g.prices[0].descriptionLabel! : g.prices[0].label;
    const fail = async (e: unknown) => {
      counts.failed++;
      await repo.recordIssue(db, {
        entrepriseId: shop.entreprise_id,
        shopId: shop.id,
        kind: 'product',
        ref: g.key,
        label,
        message: messageOf(e),
        now: nowIso(),
      });
    };
    const payload = productPayload(g, at);
    const hash = sha(payload);
    const link = productLinks.get(`${g.kind}:${g.localId}`);
    let changed = false;
    try {
      if (!link || link.hash !== hash) {
        const sent = {
          ...payload,
          variants: payload.variants.map((v, i) => {
            const vl = variantLinks.get(g.prices[i].id);
            return vl ? { id: Number(vl.remoteId), ...v } : v;
          }),
        };
        // A product deleted on the shop is created again (its variants too).
        const answer = link
          ? await client.updateProduct(link.remoteId, sent).catch((e: unknown) => {
              if (e instanceof ShopifyError && e.status === 404) return client.createProduct(payload);
              throw e;
            })
          : await client.createProduct(sent);
        const now = nowIso();
        await db.transaction().execute(async (trx) => {
          await repo.saveLink(trx, {
            entrepriseId: shop.entreprise_id,
            shopId: shop.id,
            kind: g.kind,
            localId: g.localId,
            remoteId: String(answer.product.id),
            hash,
            now,
          });
          for (const [i, p] of g.prices.entries()) {
            const v = answer.product.variants[i];
            if (!v) continue;
            const old = variantLinks.get(p.id);
            const sameItem = old?.extra === String(v.inventory_item_id);
            await repo.saveLink(trx, {
              entrepriseId: shop.entreprise_id,
              shopId: shop.id,
              kind: 'variant',
              localId: p.id,
              remoteId: String(v.id),
              hash: sameItem ? (old?.hash ?? null) : null,
              extra: String(v.inventory_item_id),
              now,
            });
          }
        });
        for (const l of await repo.linksOf(
          db,
          shop.id,
          'variant',
          g.prices.map((p) => p.id),
        ))
          variantLinks.set(l.localId, l);
        if (link) counts.updated++;
        else counts.created++;
        changed = true;
      }
      // Stock: each variant's inventory at the shop's location, when it differs from what was last sent.
      for (const p of g.prices) {
        const vl = variantLinks.get(p.id);
        if (!p.productId || !vl?.extra) continue;
        const level = stock.get(p.productId) ?? 0;
        if (vl.hash === String(level)) continue;
        if (!locationId) {
          locationId = String((await client.locations()).locations[0]?.id ?? '');
          await repo.updateShop(db, shop.entreprise_id, shop.id, { locationId });
        }
        await client.setInventory(locationId, vl.extra, level);
        await repo.setLinkHash(db, shop.id, 'variant', p.id, String(level), nowIso());
        vl.hash = String(level);
        if (!changed) {
          counts.updated++;
          changed = true;
        }
      }
      if (!changed) counts.unchanged++;
      await repo.resolveIssue(db, shop.id, 'product', g.key, nowIso());
    } catch (e) {
      if (e instanceof AppError) throw e;
      // The shop unreachable or the token refused: one failure for the whole catalogue, not one per product.
      if (e instanceof ShopifyError && [0, 401, 403].includes(e.status)) {
        counts.failed += groups.length - groups.indexOf(g);
        await repo.recordIssue(db, {
          entrepriseId: shop.entreprise_id,
          shopId: shop.id,
          kind: 'product',
          ref: 'all',
          label: shop.name,
          message: messageOf(e),
          now: nowIso(),
        });
        return counts;
      }
      await fail(e);
    }
  }
  if (onlyPriceId === undefined) await repo.resolveIssue(db, shop.id, 'product', 'all', nowIso());
  return counts;
}

// ---- Orders

/** The context orders of a shop are written with: the user who connected it, acting for its company. */
const shopActor = (shop: EcommerceShopRow): RequestContext => ({
  userId: shop.user_id,
  entrepriseId: shop.entreprise_id,
  sessionId: 0,
  roleId: 0,
  roleTag: 'admin',
  tags: [],
  magasinId: shop.magasin_id,
  magasinIds: [shop.magasin_id],
  locale: 'fr',
  ip: 'ecommerce',
});

class OrderRefused extends Error {}

/**
 * One shop order into the store's orders, once (its link and the order's uuid are unique): each line's price is the
 * catalogue's (the server owns prices, as for a sale), its stock taken as the order is validated.
 */
export async function importOrder(database: Database, shop: EcommerceShopRow, o: ShopifyOrder): Promise<'imported' | 'skipped'> {
  const remoteId = String(o.id);
  if ((await repo.linkByRemote(database.db, shop.id, 'order', [remoteId])).length) return 'skipped';
  const ctx = shopActor(shop);
  try {
    await database.db.transaction().execute(async (trx) => {
      const variants = new Map(
        (
          await repo.linkByRemote(
            trx,
            shop.id,
            'variant',
            o.line_items.map((l) => String(l.variant_id ?? '')),
          )
        ).map((l) => [l.remoteId, l.localId]),
      );
      const unknown = o.line_items.filter((l) => !variants.has(String(l.variant_id ?? '')));
      if (unknown.length) throw new OrderRefused(`unknown_variant: ${unknown.map((l) => l.title).join(', ')}`);
      if (!o.line_items.length) throw new OrderRefused('empty_order');
      const prices = new Map(
        (await orderRepo.findPrices(trx, shop.entreprise_id, [...new Set(variants.values())])).map((p) => [p.id, p] as const),
      );
      const at = Date.now();
      const lines = o.line_items.map((l) => {
        const p = prices.get(variants.get(String(l.variant_id))!);
        if (!p || (p.magasinId !== null && p.magasinId !== shop.magasin_id)) throw new OrderRefused(`unknown_price: ${l.title}`);
        const unit = catalogueUnitPrice(p, at);
        if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 100_000) throw new OrderRefused(`invalid_quantity: ${l.title}`);
        return { p, unit, quantity: l.quantity, tva: Number(p.tva ?? 0), label: p.label };
      });
      const currencies = new Set(lines.map((l) => l.p.currencyTag));
      if (currencies.size > 1) throw new OrderRefused('mixed_currencies');
      const totals = orderTotals({
        lines: lines.map((l) => ({ unitPrice: l.unit, quantity: l.quantity, tva: l.tva })),
        remise: null,
        payments: [],
      });
      const now = nowIso();
      const name = [o.customer?.first_name, o.customer?.last_name].filter(Boolean).join(' ') || o.email || null;
      const commandId = await orderRepo.insertCommand(trx, {
        entreprise_id: shop.entreprise_id,
        uuid: `shopify-${shop.id}-${remoteId}`,
        magasin_id: shop.magasin_id,
        caisse_id: null,
        calendar_day_id: null,
        ticketNumber: null,
        user_id: shop.user_id,
        client_id: null,
        clientName: name ? name.slice(0, 120) : null,
        etat: 'not_validated',
        isCredit: false,
        currencyTag: [...currencies][0],
        subtotal: totals.subtotal,
        remise: totals.remise,
        total: totals.total,
        paid: o.financial_status === 'paid' ? totals.total : 0,
        notes: `${shop.name} ${o.name ?? `#${remoteId}`}`.slice(0, 500),
        validatedBy: null,
        validatedAt: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        source: 'ecommerce',
        taxes: JSON.stringify(totals.taxes),
      });
      await orderRepo.insertLines(
        trx,
        lines.map((l, i) => ({
          entreprise_id: shop.entreprise_id,
          command_id: commandId,
          price_id: l.p.id,
          label: l.label,
          quantity: l.quantity,
          unitPrice: l.unit,
          remise: totals.lines[i].remise,
          tva: l.tva,
          total: totals.lines[i].total,
          created_at: now,
        })),
      );
      await orderRepo.insertState(trx, {
        entrepriseId: shop.entreprise_id,
        commandId,
        from: null,
        to: 'not_validated',
        userId: shop.user_id,
        now,
      });
      await validateWaiting(trx, ctx, { id: commandId, magasin_id: shop.magasin_id }, now, o.name ?? null);
      await repo.saveLink(trx, {
        entrepriseId: shop.entreprise_id,
        shopId: shop.id,
        kind: 'order',
        localId: commandId,
        remoteId,
        hash: null,
        now,
      });
      // Staff hear of it as of any order taken from afar (issue 25's new-order notification).
      await notifyOrder(trx, ctx, 'order_new', {
        id: commandId,
        magasin_id: shop.magasin_id,
        caisse_id: null,
        ticketNumber: null,
        clientName: name ? name.slice(0, 120) : null,
        source: 'ecommerce',
        remindTimeAt: null,
        total: totals.total,
        currencyTag: [...currencies][0],
      });
    });
  } catch (e) {
    // Brought twice at once (a webhook and a pull): the other one wrote it.
    if ((await repo.linkByRemote(database.db, shop.id, 'order', [remoteId])).length) return 'skipped';
    if (!(e instanceof AppError && e.code === 'NOT_FOUND')) {
      await repo.recordIssue(database.db, {
        entrepriseId: shop.entreprise_id,
        shopId: shop.id,
        kind: 'order',
        ref: remoteId,
        label: o.name ?? `#${remoteId}`,
        message: messageOf(e),
        now: nowIso(),
      });
    }
    throw e;
  }
  await repo.resolveIssue(database.db, shop.id, 'order', remoteId, nowIso());
  return 'imported';
}

/** Pulls the shop's orders after the last one pulled (and those that failed before, again). */
export async function pullOrders(database: Database, secret: string, shop: EcommerceShopRow): Promise<NonNullable<SyncRun['orders']>> {
  const counts = { imported: 0, skipped: 0, failed: 0 };
  const client = clientOf(secret, shop);
  const failedRefs = (await repo.openIssues(database.db, shop.entreprise_id, shop.id))
    .filter((i) => i.kind === 'order' && /^\d+$/.test(i.ref))
    .map((i) => Number(i.ref));
  // Start before the oldest failed order, so a retry sees it again; else after the last one pulled.
  let since = failedRefs.length ? Math.min(...failedRefs) - 1 : await repo.lastOrderRemoteId(database.db, shop.id);
  for (let page = 0; page < 40; page++) {
    let orders: ShopifyOrder[];
    try {
      orders = (await client.orders(since)).orders;
    } catch (e) {
      await repo.recordIssue(database.db, {
        entrepriseId: shop.entreprise_id,
        shopId: shop.id,
        kind: 'order',
        ref: 'pull',
        label: shop.name,
        message: messageOf(e),
        now: nowIso(),
      });
      counts.failed++;
      return counts;
    }
    await repo.resolveIssue(database.db, shop.id, 'order', 'pull', nowIso());
    for (const o of orders) {
      try {
        counts[await importOrder(database, shop, o)]++;
      } catch {
        counts.failed++;
      }
      since = Math.max(since, o.id);
    }
    if (orders.length < 250) break;
  }
  return counts;
}

async function saveRun(database: Database, shop: EcommerceShopRow, run: SyncRun) {
  await repo.updateShop(database.db, shop.entreprise_id, shop.id, { lastRun: JSON.stringify(run), updated_at: nowIso() });
}

export type RunWhat = 'all' | 'products' | 'orders';

export async function run(database: Database, secret: string, ctx: RequestContext, shopId: number, what: RunWhat, onlyPriceId?: number) {
  const shop = await loadShop(database.db, ctx, shopId);
  const result: SyncRun = {
    shopId,
    at: nowIso(),
    products: what === 'orders' ? null : await pushProducts(database, secret, shop, onlyPriceId),
    orders: what === 'products' ? null : await pullOrders(database, secret, shop),
  };
  await saveRun(database, shop, result);
  return result;
}

/** A failure tried again: its product pushed, or the orders pulled again. */
export async function retry(database: Database, secret: string, ctx: RequestContext, issueId: number) {
  const issue = await repo.findIssue(database.db, ctx.entrepriseId, issueId);
  if (!issue) throw notFound('issue');
  const shop = await loadShop(database.db, ctx, issue.shop_id);
  const result: SyncRun = { shopId: shop.id, at: nowIso(), products: null, orders: null };
  if (issue.kind === 'product' && issue.ref === 'all') result.products = await pushProducts(database, secret, shop);
  else if (issue.kind === 'product') {
    const id = Number(issue.ref.slice(1));
    const prices = await sellables(database.db, ctx.entrepriseId, shop.magasin_id);
    const p = prices.find((x) => (issue.ref.startsWith('d') ? x.productDescriptionId === id : x.id === id));
    if (!p) {
      // Gone from the catalogue: nothing left to push.
      await repo.resolveIssue(database.db, shop.id, 'product', issue.ref, nowIso());
      result.products = { created: 0, updated: 0, unchanged: 0, failed: 0 };
    } else result.products = await pushProducts(database, secret, shop, p.id);
  } else result.orders = await pullOrders(database, secret, shop);
  await saveRun(database, shop, result);
  return result;
}

// ---- Webhooks

/** Registers the order webhooks on the shop (those already there are left). */
export async function createWebhooks(database: Database, secret: string, ctx: RequestContext, shopId: number, baseUrl: string) {
  const shop = await loadShop(database.db, ctx, shopId);
  const client = clientOf(secret, shop);
  const address = `${baseUrl.replace(/\/+$/, '')}/Ecommerce/hook/shopify/${shop.id}`;
  try {
    const there = (await client.webhooks()).webhooks;
    const created: string[] = [];
    const existing: string[] = [];
    for (const topic of WEBHOOK_TOPICS) {
      if (there.some((w) => w.topic === topic && w.address === address)) existing.push(topic);
      else {
        await client.createWebhook(topic, address);
        created.push(topic);
      }
    }
    await repo.resolveIssue(database.db, shop.id, 'webhook', 'create', nowIso());
    return { created, existing };
  } catch (e) {
    if (!(e instanceof ShopifyError)) throw e;
    await repo.recordIssue(database.db, {
      entrepriseId: shop.entreprise_id,
      shopId: shop.id,
      kind: 'webhook',
      ref: 'create',
      label: shop.name,
      message: messageOf(e),
      now: nowIso(),
    });
    throw invalid([{ field: 'shopId', message: 'shop_unreachable' }]);
  }
}

/** Shopify's signature: base64 HMAC-SHA256 of the raw body with the shop's webhook secret. */
export function verifyHmac(secret: string, raw: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(raw, 'utf8').digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A webhook from a shop: refused (401) unless signed with its secret; an order topic brings the order in, once. */
export async function receiveWebhook(
  database: Database,
  secret: string,
  shopId: number,
  h: { topic: string | undefined; hmac: string | undefined },
  raw: string,
  body: unknown,
) {
  const shop = await repo.findShopById(database.db, shopId);
  if (!shop) throw notFound('shop');
  if (!shop.webhookSecret || !verifyHmac(unseal(secret, shop.webhookSecret), raw, h.hmac)) throw unauthenticated();
  if (!WEBHOOK_TOPICS.includes(h.topic as (typeof WEBHOOK_TOPICS)[number])) return { ok: true as const, result: 'ignored' };
  const o = body as ShopifyOrder;
  if (!o || typeof o !== 'object' || !Number.isSafeInteger(o.id) || !Array.isArray(o.line_items))
    throw invalid([{ field: 'id', message: 'required' }]);
  try {
    return { ok: true as const, result: await importOrder(database, shop, o) };
  } catch (e) {
    if (e instanceof OrderRefused) return { ok: true as const, result: 'failed' };
    throw e;
  }
}

// ---- The shop's products

export async function externalProducts(
  database: Database,
  secret: string,
  ctx: RequestContext,
  q: { shopId: number; page: number; perPage: number; search?: string },
): Promise<ExternalProducts> {
  const shop = await loadShop(database.db, ctx, q.shopId);
  const client = clientOf(secret, shop);
  // The REST API pages by cursor: read forward by since_id up to the page asked.
  let since = 0;
  let list: Awaited<ReturnType<ShopifyClient['products']>>['products'] = [];
  try {
    for (let page = 1; page <= q.page; page++) {
      list = (await client.products({ limit: q.perPage + (page === q.page ? 1 : 0), sinceId: since, title: q.search })).products;
      if (page < q.page) {
        if (list.length < q.perPage) return { products: [], page: q.page, hasMore: false };
        since = list[q.perPage - 1].id;
      }
    }
  } catch (e) {
    if (!(e instanceof ShopifyError)) throw e;
    throw invalid([{ field: 'shopId', message: e.status === 401 ? 'shop_refused' : 'shop_unreachable' }]);
  }
  return {
    products: list.slice(0, q.perPage).map((p) => ({
      id: String(p.id),
      title: p.title,
      status: p.status ?? null,
      variants: p.variants.map((v) => ({
        id: String(v.id),
        title: v.title,
        sku: v.sku ?? null,
        price: v.price,
        inventory: v.inventory_quantity ?? null,
      })),
    })),
    page: q.page,
    hasMore: list.length > q.perPage,
  };
}

export { loadShop };
