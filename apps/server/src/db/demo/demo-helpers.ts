// Shared by the demo seeders: a seeded generator (the same demo on every run), batched inserts, and the cash
// sessions' running totals computed from their operations as the app keeps them.
import type { Insertable } from 'kysely';
import type { Trx } from '../database';
import type { CaisseTotalsTable, DB } from '../schema';

/** mulberry32: a small seeded generator in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Inserts rows 400 at a time (under every database's bound-parameter limit for these tables). */
export async function batchInsert<T>(trx: Trx, table: keyof DB & string, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .execute();
}

/** Per session, operation type and payment mode: the sum and count of the operations given. */
export function runningTotals(
  entrepriseId: number,
  ops: { caisse_id?: number | null; type: string; modePayment: string; amount: number | string }[],
): Insertable<CaisseTotalsTable>[] {
  const totals = new Map<string, Insertable<CaisseTotalsTable>>();
  for (const o of ops) {
    const k = `${o.caisse_id}|${o.type}|${o.modePayment}`;
    const t = totals.get(k) ?? {
      entreprise_id: entrepriseId,
      caisse_id: o.caisse_id!,
      type: o.type,
      modePayment: o.modePayment,
      amount: 0,
      count: 0,
    };
    t.amount = Number(t.amount) + Number(o.amount);
    t.count = Number(t.count) + 1;
    totals.set(k, t);
  }
  return [...totals.values()];
}
