// SQL of online ordering: the stores a client may order from, the visibility of prices, an online order's own row and
// its shipping row, and the account's orders with their lines, planning and shipping state.
import { fromMinor, type ClientStore, type OnlineMode, type OnlineOrder, type OnlinePayment, type OnlineStatus } from '@comptoir/shared';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { OnlineOrdersTable, ShippingsTable } from '../../db/schema';

const storeColumns = ['id', 'intitule', 'latitude', 'longitude', 'startTime', 'rue', 'city', 'tel', 'isOnline', 'currencyTag'] as const;

/** The company's live, active stores. */
export const clientStores = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('magasins')
    .select(storeColumns)
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('isActive', '=', true)
    .orderBy('intitule')
    .orderBy('id')
    .execute();

/** One of the company's live, active stores, or undefined. */
export const orderableStore = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('magasins')
    .select(storeColumns)
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('isActive', '=', true)
    .executeTakeFirst();

type StoreRow = NonNullable<Awaited<ReturnType<typeof orderableStore>>>;

const coordinate = (v: string | null): number | null => (v !== null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

export const toClientStore = (s: StoreRow): ClientStore => ({
  id: s.id,
  intitule: s.intitule,
  latitude: coordinate(s.latitude),
  longitude: coordinate(s.longitude),
  startTime: s.startTime,
  rue: s.rue,
  city: s.city,
  tel: s.tel,
  isOnline: Boolean(s.isOnline),
});

/** The client's address as one line (street, city), or null. */
export const addressOf = (c: { adresse: string | null; city: string | null }): string | null =>
  [c.adresse, c.city].filter((x) => x && x.trim()).join(', ') || null;

/** Of these prices, those a shopper may not order (hidden, or not displayed). */
export const hiddenPrices = async (db: Executor, entrepriseId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .selectFrom('prices')
          .select('id')
          .where('entreprise_id', '=', entrepriseId)
          .where('id', 'in', ids)
          .where((eb) => eb.or([eb('isHidden', '=', true), eb('isDisplayed', '=', false)]))
          .execute()
      ).map((r) => r.id)
    : [];

/** Of these prices, those of the company that only another store sells. */
export const otherStorePrices = async (db: Executor, entrepriseId: number, magasinId: number, ids: number[]) =>
  (
    await db
      .selectFrom('prices')
      .select('id')
      .where('entreprise_id', '=', entrepriseId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .where('magasinId', 'is not', null)
      .where('magasinId', '!=', magasinId)
      .execute()
  ).map((r) => r.id);

export async function insertOnlineOrder(db: Executor, values: Insertable<OnlineOrdersTable>): Promise<void> {
  await db.insertInto('online_orders').values(values).execute();
}

export async function insertShipping(db: Executor, values: Insertable<ShippingsTable>): Promise<void> {
  await db.insertInto('shippings').values(values).execute();
}

const CANCELLED = new Set(['cancelled', 'refunded', 'cancellation_approved']);
const SHIPPED = new Set(['delivered', 'payed_and_archived']);

/** Where an online order stands in the client's words: from the order's state, its planning and its shipping. */
export function statusOf(o: { mode: string; etat: string; planning: string | null; shippingState: string | null }): OnlineStatus {
  if (CANCELLED.has(o.etat)) return 'cancelled';
  const handedOver = o.etat === 'delivered' || o.etat === 'archived';
  if (o.mode === 'delivery') {
    if (handedOver || (o.shippingState && SHIPPED.has(o.shippingState))) return 'delivered';
    if (o.shippingState === 'pending' || o.shippingState === 'delivering') return 'delivering';
  } else if (handedOver) return 'picked_up';
  if (o.planning === 'ready') return 'ready';
  if (o.planning === 'plannified' || o.planning === 'in_production' || o.shippingState === 'reserved' || o.shippingState === 'packed')
    return 'preparing';
  return 'received';
}

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

function ordersQuery(db: Executor, entrepriseId: number, userId: number) {
  return db
    .selectFrom('online_orders as o')
    .innerJoin('commands as c', 'c.id', 'o.command_id')
    .innerJoin('magasins as m', 'm.id', 'c.magasin_id')
    .leftJoin('shippings as s', (j) => j.onRef('s.command_id', '=', 'c.id').onRef('s.entreprise_id', '=', 'c.entreprise_id'))
    .where('o.entreprise_id', '=', entrepriseId)
    .where('o.user_id', '=', userId)
    .where('c.deleted_at', 'is', null);
}

/** The account's online orders, newest first (or the one `commandId`), with their lines. */
export async function ordersOf(
  db: Executor,
  entrepriseId: number,
  userId: number,
  q: { commandId?: number; limit?: number; offset?: number },
): Promise<OnlineOrder[]> {
  let query = ordersQuery(db, entrepriseId, userId)
    .select([
      'c.id',
      'c.uuid',
      'c.magasin_id',
      'm.intitule as magasin',
      'o.mode',
      'o.payment',
      'o.pickupAt',
      'o.address',
      'c.etat',
      'c.planning',
      's.state as shippingState',
      'c.currencyTag',
      'c.subtotal',
      'c.remise',
      'c.codePromo',
      'c.total',
      'c.paid',
      'c.taxes',
      'c.pointsEarned',
      'c.created_at',
    ])
    .orderBy('o.id', 'desc');
  if (q.commandId !== undefined) query = query.where('c.id', '=', q.commandId);
  if (q.limit !== undefined) query = query.limit(q.limit).offset(q.offset ?? 0);
  const rows = await query.execute();
  if (!rows.length) return [];
  const lines = await db
    .selectFrom('command_lines as l')
    .leftJoin('prices as p', 'p.id', 'l.price_id')
    .select(['l.command_id', 'l.price_id', 'l.label', 'p.en_label', 'p.ar_label', 'p.it_label', 'l.quantity', 'l.unitPrice', 'l.total'])
    .where('l.entreprise_id', '=', entrepriseId)
    .where(
      'l.command_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('l.id')
    .execute();
  return rows.map((r) => {
    const taxes = r.taxes ? (JSON.parse(r.taxes) as { tva: number; total: number; base: number; amount: number }[]) : [];
    return {
      id: r.id,
      uuid: r.uuid,
      magasinId: r.magasin_id,
      magasin: r.magasin,
      mode: r.mode as OnlineMode,
      payment: r.payment as OnlinePayment,
      pickupAt: iso(r.pickupAt),
      address: r.address,
      etat: r.etat,
      planning: r.planning,
      shippingState: r.shippingState,
      status: statusOf({ mode: r.mode, etat: r.etat, planning: r.planning, shippingState: r.shippingState }),
      currencyTag: r.currencyTag,
      subtotal: fromMinor(Number(r.subtotal)),
      remise: fromMinor(Number(r.remise)),
      codePromo: r.codePromo,
      total: fromMinor(Number(r.total)),
      paid: fromMinor(Number(r.paid)),
      taxes: taxes.map((t) => ({ tva: Number(t.tva), total: fromMinor(t.total), base: fromMinor(t.base), amount: fromMinor(t.amount) })),
      pointsEarned: Number(r.pointsEarned),
      createdAt: iso(r.created_at)!,
      lines: lines
        .filter((l) => l.command_id === r.id)
        .map((l) => ({
          priceId: l.price_id,
          label: l.label,
          en_label: l.en_label ?? null,
          ar_label: l.ar_label ?? null,
          it_label: l.it_label ?? null,
          quantity: Number(l.quantity),
          unitPrice: fromMinor(Number(l.unitPrice)),
          total: fromMinor(Number(l.total)),
        })),
    };
  });
}

export async function countOrders(db: Executor, entrepriseId: number, userId: number): Promise<number> {
  const r = await ordersQuery(db, entrepriseId, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
