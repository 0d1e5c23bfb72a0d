// What a sale and an exchange share: the prices of the lines (the company's, for the store or all, in the session's
// currency), writing lines with serial numbers and the stock they take, and writing payments with the change.
import { toMinor, type CommandLineInput, type FieldError, type LineTotals, type PaymentInput } from '@comptoir/shared';
import type { Trx } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { recordOperation } from '../caisse/caisse.common';
import type { SessionRow } from '../caisse/caisse.repository';
import { activeMode } from '../caisse/registers.service';
import { redeemGiftCard } from '../gift-cards/gift-cards.service';
import { POINT_VALUE_MINOR, spendPoints } from '../loyalty/loyalty.service';
import * as repo from './orders.repository';
import { unitCostAtSale } from './unit-cost';
import { componentsOfLines, type ProductCosts, moveStockOfLines, stockedQuantitiesOfLines } from './stock';

export type PriceRow = Awaited<ReturnType<typeof repo.findPrices>>[number];

export async function loadPrices(
  trx: Trx,
  ctx: RequestContext,
  lines: readonly CommandLineInput[],
  s: { magasin_id: number; currencyTag: string },
  field = 'lines',
): Promise<Map<number, PriceRow>> {
  const prices = new Map((await repo.findPrices(trx, ctx.entrepriseId, [...new Set(lines.map((l) => l.priceId))])).map((p) => [p.id, p]));
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    const p = prices.get(l.priceId);
    if (!p || (p.magasinId !== null && p.magasinId !== s.magasin_id)) throw notFound('price');
    if (p.currencyTag !== s.currencyTag) errors.push({ field: `${field}.${i}.priceId`, message: 'mixed_currencies' });
  });
  if (errors.length) throw invalid(errors);
  return prices;
}

/** A line's tax rate: always the catalogue's (a till's `tva` is not the truth, issue 22). */
export const tvaOf = (l: CommandLineInput, prices: Map<number, PriceRow>): number => Number(prices.get(l.priceId)!.tva ?? 0);

/**
 * The rate a line is written with: its column keeps 2 decimals (numeric(5,2)), rounded half away from zero as
 * PostgreSQL rounds the decimal it is sent (5.555 → 5.56); SQLite is given the same, so both keep what the sale answered.
 */
export const lineTva = (l: CommandLineInput, prices: Map<number, PriceRow>): number => {
  const tva = tvaOf(l, prices);
  return Number.isInteger(tva) ? tva : Math.round(Number(`${tva}e2`)) / 100 || Math.round(tva * 100) / 100;
};

/** A line's composition choices as the line keeps them (JSON, or null without any). */
export const compositionsOf = (l: CommandLineInput): string | null => (l.compositions?.length ? JSON.stringify(l.compositions) : null);

export async function writeLines(
  trx: Trx,
  ctx: RequestContext,
  w: {
    commandId: number;
    magasinId: number;
    lines: readonly CommandLineInput[];
    prices: Map<number, PriceRow>;
    totals: readonly LineTotals[];
    moveStock: boolean;
    now: string;
    field?: string;
  },
): Promise<{ lineIds: number[]; perUnit: Map<number, number>[]; unitCosts: (number | null)[] }> {
  // Four to eight statements whatever the number of lines: compositions (and their exceptions) checked, lines, serial
  // numbers, then the stock.
  const field = w.field ?? 'lines';
  const costs: ProductCosts = new Map();
  const perUnit = await componentsOfLines(
    trx,
    ctx.entrepriseId,
    w.lines.map((l, i) => ({ priceId: l.priceId, choices: l.compositions ?? [], field: `${field}.${i}` })),
    { refuseHidden: true, costs },
  );
  const unitCosts = unitCostAtSale(perUnit, costs);
  const lineIds = await repo.insertLines(
    trx,
    w.lines.map((l, i) => {
      const t = w.totals[i];
      return {
        entreprise_id: ctx.entrepriseId,
        command_id: w.commandId,
        price_id: l.priceId,
        label: w.prices.get(l.priceId)!.label,
        quantity: l.quantity,
        unitPrice: toMinor(l.unitPrice),
        remise: t.remise,
        orderRemise: t.orderRemise,
        tva: lineTva(l, w.prices),
        total: t.total,
        compositions: compositionsOf(l),
        notes: l.notes ?? null,
        unitCost: unitCosts[i],
        created_at: w.now,
      };
    }),
  );
  await repo.insertSerialNumbers(
    trx,
    w.lines.flatMap((l, i) =>
      (l.serialNumbers ?? []).map((serialNumber) => ({
        entreprise_id: ctx.entrepriseId,
        command_id: w.commandId,
        command_line_id: lineIds[i],
        price_id: l.priceId,
        serialNumber,
        created_at: w.now,
      })),
    ),
  );
  if (w.moveStock)
    await takeLinesStock(
      trx,
      ctx,
      { id: w.commandId, magasin_id: w.magasinId },
      w.lines.map((l, i) => ({ lineId: lineIds[i], quantity: l.quantity, perUnit: perUnit[i] })),
      w.now,
    );
  return { lineIds, perUnit, unitCosts };
}

/** What lines take out of the stock (recipes replaced by their ingredients), read without writing anything. */
export const stockOfLines = (trx: Trx, ctx: RequestContext, lines: readonly { quantity: number; perUnit: Map<number, number> }[]) =>
  stockedQuantitiesOfLines(
    trx,
    ctx.entrepriseId,
    lines.map((l) => new Map([...l.perUnit].map(([p, u]) => [p, u * l.quantity]))),
  );

/**
 * The 'sale' movements of lines (their per-unit components known), all lines at once; `read` is their `stockOfLines`
 * when the caller read it earlier (before taking its locks).
 */
export async function takeLinesStock(
  trx: Trx,
  ctx: RequestContext,
  c: { id: number; magasin_id: number },
  lines: readonly { lineId: number; quantity: number; perUnit: Map<number, number> }[],
  now: string,
  read?: Awaited<ReturnType<typeof stockOfLines>>,
): Promise<void> {
  const { quantities: stocked, products } = read ?? (await stockOfLines(trx, ctx, lines));
  const base = { entrepriseId: ctx.entrepriseId, magasinId: c.magasin_id, type: 'sale', commandId: c.id, userId: ctx.userId, now };
  await moveStockOfLines(
    trx,
    base,
    lines.map((l, i) => ({ commandLineId: l.lineId, quantities: stocked[i] })),
    -1,
    products,
  );
}

/** An operation a sale wrote, as the order's detail shows it. */
export interface WrittenOperation {
  id: number;
  type: string;
  modePayment: string;
  amount: number;
  created_at: string;
}

/**
 * Payments as operations of the session (gift card debited, points spent), then the change; answers what points paid
 * and the operations written, in order.
 */
export async function writePayments(
  trx: Trx,
  ctx: RequestContext,
  w: {
    key: string;
    commandId: number;
    session: SessionRow;
    clientId: number | null;
    payments: readonly PaymentInput[];
    change: number;
    now: string;
  },
): Promise<{ pointsPaid: number; operations: WrittenOperation[] }> {
  const actor = { entrepriseId: ctx.entrepriseId, userId: ctx.userId };
  const s = w.session;
  const op = {
    entrepriseId: ctx.entrepriseId,
    magasinId: s.magasin_id,
    caisseId: s.id,
    calendarDayId: s.calendar_day_id,
    commandId: w.commandId,
    userId: ctx.userId,
    currencyTag: s.currencyTag,
    now: w.now,
  };
  let pointsPaid = 0;
  const operations: WrittenOperation[] = [];
  const record = async (type: string, modePayment: string, amount: number, reason: string | null) => {
    const id = await recordOperation(trx, { ...op, type, modePayment, amount, reason });
    operations.push({ id, type, modePayment, amount, created_at: w.now });
  };
  for (const [i, p] of w.payments.entries()) {
    const amount = toMinor(p.amount);
    if (p.modePayment === 'gift_cheque') {
      await redeemGiftCard(trx, actor, { code: p.code!, amountMinor: amount, key: `gift:${w.key}:${i}`, commandId: w.commandId });
    } else if (p.modePayment === 'loyalty_points') {
      if (!w.clientId) throw invalid([{ field: 'clientId', message: 'required' }]);
      if (amount % POINT_VALUE_MINOR !== 0) throw invalid([{ field: `payments.${i}.amount`, message: 'invalid_value' }]);
      await spendPoints(trx, actor, {
        clientId: w.clientId,
        points: amount / POINT_VALUE_MINOR,
        commandId: w.commandId,
        key: `spend:${w.key}:${i}`,
      });
      pointsPaid += amount;
    } else {
      await activeMode(trx, ctx.entrepriseId, p.modePayment, s.magasin_id);
    }
    await record('payment', p.modePayment, amount, p.reference ?? null);
  }
  if (w.change > 0) await record('change', 'cash', w.change, null);
  return { pointsPaid, operations };
}

/** The 'sale' movements of an order written without them (a quote, when it is validated). */
export async function takeStockOf(trx: Trx, ctx: RequestContext, c: { id: number; magasin_id: number }, now: string): Promise<void> {
  const lines = (await repo.listLines(trx, ctx.entrepriseId, [c.id])).filter((l) => l.price_id !== null);
  const perUnit = await componentsOfLines(
    trx,
    ctx.entrepriseId,
    lines.map((l) => ({ priceId: l.price_id!, choices: l.compositions ? (JSON.parse(l.compositions) as never[]) : [], field: 'lines' })),
  );
  await takeLinesStock(
    trx,
    ctx,
    c,
    lines.map((l, i) => ({ lineId: l.id, quantity: Number(l.quantity), perUnit: perUnit[i] })),
    now,
  );
}

/**
 * Validates an order waiting for it (a quote, not_validated → validated) as the state change does: one atomic update,
 * its 'sale' stock movements and the history entry. Answers false (nothing written) when it was no longer waiting.
 */
export async function validateWaiting(
  trx: Trx,
  ctx: RequestContext,
  c: { id: number; magasin_id: number },
  now: string,
  reason: string | null = null,
): Promise<boolean> {
  const set = { etat: 'validated', validatedBy: ctx.userId, validatedAt: now, updated_at: now };
  if (!(await repo.updateCommand(trx, ctx.entrepriseId, c.id, set, 'not_validated'))) return false;
  await takeStockOf(trx, ctx, c, now);
  await repo.insertState(trx, {
    entrepriseId: ctx.entrepriseId,
    commandId: c.id,
    from: 'not_validated',
    to: 'validated',
    userId: ctx.userId,
    reason,
    now,
  });
  return true;
}
