// The demo sales' stock (issue 23: the stock history showed 0 sold every past day, the demo wrote its sales without
// their movements). Each line takes what a till's sale takes (formula choices, bundles, recipes: the orders module's
// own rules), as 'sale' movements at the sale's time, given back as 'return' movements when the order was refunded or
// cancelled. The opening inventory is then dated before the first sale and raised by what was sold, so today's levels
// stay those the demo chose, and every level is still the sum of its movements.
import type { Insertable } from 'kysely';
import type { Trx } from '../database';
import type { StockMovementsTable } from '../schema';
import { componentsOfLines, round3, STORE_ENTITY, stockedQuantitiesOfLines } from '../../modules/orders/stock';
import { batchInsert } from './demo-helpers';

const CHUNK = 500;

interface Line {
  id: number;
  command_id: number;
  price_id: number;
  quantity: number;
  compositions: string | null;
  magasin_id: number;
  user_id: number | null;
  etat: string;
  created_at: string;
  updated_at: string;
}

/** Per line, the product quantities it took (empty when its choices no longer fit the formula). */
async function takenBy(trx: Trx, entrepriseId: number, lines: Line[]): Promise<Map<number, number>[]> {
  const asked = lines.map((l) => ({ priceId: l.price_id, choices: l.compositions ? JSON.parse(l.compositions) : [], field: 'lines' }));
  let perUnit: Map<number, number>[];
  try {
    perUnit = await componentsOfLines(trx, entrepriseId, asked);
  } catch {
    perUnit = [];
    for (const a of asked)
      perUnit.push(
        await componentsOfLines(trx, entrepriseId, [a]).then(
          ([m]) => m,
          () => new Map<number, number>(),
        ),
      );
  }
  const wanted = perUnit.map((m, i) => new Map([...m].map(([p, u]) => [p, u * Number(lines[i].quantity)])));
  return (await stockedQuantitiesOfLines(trx, entrepriseId, wanted)).quantities;
}

export async function demoSalesStock(trx: Trx, entrepriseId: number): Promise<void> {
  const lines = (await trx
    .selectFrom('command_lines as l')
    .innerJoin('commands as c', 'c.id', 'l.command_id')
    .select([
      'l.id',
      'l.command_id',
      'l.price_id',
      'l.quantity',
      'l.compositions',
      'c.magasin_id',
      'c.user_id',
      'c.etat',
      'c.created_at',
      'c.updated_at',
    ])
    .where('l.entreprise_id', '=', entrepriseId)
    .where('l.price_id', 'is not', null)
    .orderBy('l.id')
    .execute()) as Line[];
  if (!lines.length) return;
  const movements: Insertable<StockMovementsTable>[] = [];
  /** What the sales took for good, per store and product. */
  const sold = new Map<string, { store: number; product: number; quantity: number }>();
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    const taken = await takenBy(trx, entrepriseId, chunk);
    chunk.forEach((l, k) => {
      const undone = l.etat === 'refunded' || l.etat === 'cancelled';
      for (const [product, q] of [...taken[k]].sort(([a], [b]) => a - b)) {
        if (!q) continue;
        const move = (type: string, quantity: number, at: string) =>
          movements.push({
            entreprise_id: entrepriseId,
            entityTypeTag: STORE_ENTITY,
            entity_id: l.magasin_id,
            product_id: product,
            type,
            quantity: round3(quantity),
            command_id: l.command_id,
            command_line_id: l.id,
            user_id: l.user_id,
            counted: null,
            countedAt: null,
            stock_operation_id: null,
            created_at: at,
          });
        move('sale', -q, l.created_at);
        if (undone) move('return', q, l.updated_at);
        else {
          const key = `${l.magasin_id}|${product}`;
          const s = sold.get(key) ?? { store: l.magasin_id, product, quantity: 0 };
          s.quantity = round3(s.quantity + q);
          sold.set(key, s);
        }
      }
    });
  }
  await batchInsert(trx, 'stock_movements', movements);

  // The opening inventory: counted an hour before the first sale, with what was sold since on top.
  const first = lines.reduce((min, l) => (l.created_at < min ? l.created_at : min), lines[0].created_at);
  const opening = new Date(Date.parse(first) - 3_600_000).toISOString();
  const counts = await trx
    .selectFrom('stock_movements')
    .select(['id', 'entity_id', 'product_id'])
    .where('entreprise_id', '=', entrepriseId)
    .where('type', '=', 'inventaire')
    .where('entityTypeTag', '=', STORE_ENTITY)
    .execute();
  const countOf = new Map(counts.map((c) => [`${c.entity_id}|${c.product_id}`, c.id]));
  await trx
    .updateTable('stock_movements')
    .set({ created_at: opening, countedAt: opening })
    .where('entreprise_id', '=', entrepriseId)
    .where('type', '=', 'inventaire')
    .execute();
  const added: Insertable<StockMovementsTable>[] = [];
  for (const [key, s] of sold) {
    const id = countOf.get(key);
    if (id !== undefined) {
      await trx
        .updateTable('stock_movements')
        .set((eb) => ({ quantity: eb('quantity', '+', s.quantity), counted: eb('counted', '+', s.quantity) }))
        .where('id', '=', id)
        .execute();
      continue;
    }
    added.push({
      entreprise_id: entrepriseId,
      entityTypeTag: STORE_ENTITY,
      entity_id: s.store,
      product_id: s.product,
      type: 'inventaire',
      quantity: s.quantity,
      counted: s.quantity,
      countedAt: opening,
      command_id: null,
      command_line_id: null,
      user_id: null,
      stock_operation_id: null,
      created_at: opening,
    });
  }
  await batchInsert(trx, 'stock_movements', added);
  // Sold out since: a level of 0 for what had none (the sum of its movements).
  for (let i = 0; i < added.length; i += 400)
    await trx
      .insertInto('stock_levels')
      .values(
        added.slice(i, i + 400).map((m) => ({
          entreprise_id: entrepriseId,
          entityTypeTag: STORE_ENTITY,
          entity_id: m.entity_id,
          product_id: m.product_id,
          quantity: 0,
          updated_at: opening,
        })),
      )
      .onConflict((oc) => oc.columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id']).doNothing())
      .execute();
}
