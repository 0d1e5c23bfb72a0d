// Price history (issue 8): every write of a price — the product form, a store price, update by lot, the buying price —
// ends with recordPriceChanges in the same transaction; a row is added when the price, promo price, promo end or buying
// price differs from the price's last row (the first write always adds one). GET /price/{id}/history reads them.
import { fromMinor } from '@comptoir/shared';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './catalogue.repository';
import * as activity from './price-activity.repository';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function recordPriceChanges(trx: Executor, ctx: RequestContext, priceIds: number[], now: string): Promise<void> {
  const ids = [...new Set(priceIds)];
  if (!ids.length) return;
  const [states, last] = await Promise.all([
    activity.currentStates(trx, ctx.entrepriseId, ids),
    activity.lastHistory(trx, ctx.entrepriseId, ids),
  ]);
  const lastOf = new Map(last.map((l) => [l.priceId, l]));
  const rows = states
    .map((s) => ({
      priceId: s.id,
      price: Number(s.price),
      promoPrice: num(s.promoPrice),
      promotionEndAt: s.promoPrice === null ? null : iso(s.promotionEndAt),
      buyingPrice: num(s.buyingPrice),
    }))
    .filter((s) => {
      const l = lastOf.get(s.priceId);
      return (
        !l ||
        Number(l.price) !== s.price ||
        num(l.promoPrice) !== s.promoPrice ||
        iso(l.promotionEndAt) !== s.promotionEndAt ||
        num(l.buyingPrice) !== s.buyingPrice
      );
    })
    // The demo and imports act as no one (user 0).
    .map((s) => ({ ...s, entreprise_id: ctx.entrepriseId, user_id: ctx.userId > 0 ? ctx.userId : null, created_at: now }));
  await activity.insertHistory(trx, rows);
}

/** After a buying-price change of products: a history row for every price selling them. */
export async function recordProductChanges(trx: Executor, ctx: RequestContext, productIds: number[], now: string): Promise<void> {
  await recordPriceChanges(trx, ctx, await activity.priceIdsOfProducts(trx, ctx.entrepriseId, productIds), now);
}

/** GET /price/{id}/history: the price (trashed ones too: their past stays readable) and its changes, oldest first. */
export async function history(database: Database, ctx: RequestContext, priceId: number) {
  const db = database.db;
  const p =
    (await repo.findRow(db, 'prices', ctx.entrepriseId, priceId)) ?? (await repo.findRow(db, 'prices', ctx.entrepriseId, priceId, true));
  if (!p) throw notFound('price');
  const rows = await activity.historyOf(db, ctx.entrepriseId, priceId);
  const money = (v: unknown) => (v === null || v === undefined ? null : fromMinor(Number(v)));
  return {
    price: {
      id: p.id,
      label: String(p.label),
      currencyTag: String(p.currencyTag),
      magasinId: (p.magasinId as number | null) ?? null,
      price: fromMinor(Number(p.price)),
      promoPrice: money(p.promoPrice),
      productDescriptionId: (p.productDescriptionId as number | null) ?? null,
    },
    history: rows.map((r) => ({
      id: r.id,
      price: fromMinor(Number(r.price)),
      promoPrice: money(r.promoPrice),
      promotionEndAt: iso(r.promotionEndAt),
      buyingPrice: money(r.buyingPrice),
      userId: r.user_id,
      userName: r.userName ?? null,
      created_at: iso(r.created_at)!,
    })),
  };
}
