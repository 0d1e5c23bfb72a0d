// Wire shapes of orders: rows in minor units → decimals, with lines, payments, history and the moves now allowed.
import {
  allowedMoves,
  isOrderState,
  orderKind,
  toCommandSummary as summaryOf,
  type Command,
  type CommandInstruction,
  type OrderState,
} from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { money, storesOf } from '../caisse/caisse.common';
import { listInstructions } from './command-instructions';
import * as repo from './orders.repository';
import { membershipsOfLines } from '../memberships/membership-refunds';

const num = (v: unknown) => Number(v ?? 0);

function parseJson<T>(s: string | null, fallback: T): T {
  if (!s) return fallback;
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
}

export function toCommand(c: repo.CommandRow): Command {
  const total = num(c.total);
  const paid = num(c.paid);
  return {
    id: c.id,
    uuid: c.uuid,
    ticketNumber: c.ticketNumber,
    magasinId: c.magasin_id,
    caisseId: c.caisse_id,
    clientId: c.client_id,
    clientName: c.clientName,
    etat: c.etat,
    previousEtat: c.previousEtat,
    isCredit: Boolean(c.isCredit),
    source: c.source,
    currencyTag: c.currencyTag,
    subtotal: money(c.subtotal),
    remise: money(c.remise),
    orderRemise: money(c.orderRemise),
    total: money(total),
    paid: money(paid),
    change: money(c.change),
    remaining: money(Math.max(0, total - paid)),
    taxes: parseJson<{ tva: number; total: number; base: number; amount: number }[]>(c.taxes, []).map((t) => ({
      tva: t.tva,
      total: money(t.total),
      base: money(t.base),
      amount: money(t.amount),
    })),
    codePromo: c.codePromo,
    pointsEarned: num(c.pointsEarned),
    priceFlag: c.priceFlag ?? null,
    provisional: c.provisional ?? null,
    notes: c.notes,
    remindTimeAt: c.remindTimeAt ?? null,
    userId: c.user_id,
    userName: c.userName ?? null,
    validatedAt: c.validatedAt,
    planning: c.planning ?? null,
    planningAt: c.planningAt ?? null,
    created_at: c.created_at,
  };
}

/** The cash-register calls' order shape: picked from the same row and the same mapping as `toCommand`. */
export const toCommandSummary = (c: repo.CommandRow) => summaryOf(toCommand(c));

/** The names of a formula's chosen products (product id → article labels), for tickets and the order page. */
export async function choiceNames(
  db: Executor,
  entrepriseId: number,
  lines: Pick<repo.LineRow, 'compositions'>[],
): Promise<Map<number, ChoiceName>> {
  const ids = new Set<number>();
  for (const l of lines) for (const c of parseJson<{ productId: number }[]>(l.compositions, [])) ids.add(c.productId);
  if (!ids.size) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', 'd.label', 'd.en_label', 'd.ar_label', 'd.it_label'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { label: r.label, labels: { en: r.en_label, ar: r.ar_label, it: r.it_label } }]));
}

export type LineLabels = { en: string | null; ar: string | null; it: string | null };
const NO_LABELS: LineLabels = { en: null, ar: null, it: null };
export type ChoiceName = { label: string; labels: LineLabels };

/** The sold prices' labels in the other languages (price id → labels), soft-deleted prices included. */
async function lineLabels(db: Executor, entrepriseId: number, lines: repo.LineRow[]): Promise<Map<number, LineLabels>> {
  const ids = [...new Set(lines.map((l) => l.price_id).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('prices')
    .select(['id', 'en_label', 'ar_label', 'it_label'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { en: r.en_label, ar: r.ar_label, it: r.it_label }]));
}

export function toLine(
  l: DetailLine,
  serials: { command_line_id: number; serialNumber: string }[],
  names: ReadonlyMap<number, ChoiceName> = new Map(),
  labels: ReadonlyMap<number, LineLabels> = new Map(),
  memberships: ReadonlyMap<number, number> = new Map(),
) {
  return {
    id: l.id,
    commandId: l.command_id,
    priceId: l.price_id,
    label: l.label,
    labels: (l.price_id !== null ? labels.get(l.price_id) : undefined) ?? NO_LABELS,
    quantity: num(l.quantity),
    returnedQuantity: num(l.returnedQuantity),
    unitPrice: money(l.unitPrice),
    remise: money(num(l.remise) + num(l.orderRemise)),
    tva: num(l.tva),
    total: money(l.total),
    compositions: parseJson<{ compositionId: number; productId: number; quantity?: number; unitPrice?: number }[]>(l.compositions, []).map(
      (c) => ({
        compositionId: c.compositionId,
        productId: c.productId,
        label: names.get(c.productId)?.label ?? null,
        labels: names.get(c.productId)?.labels ?? NO_LABELS,
        quantity: c.quantity ?? 1,
        unitPrice: c.unitPrice ?? 0,
      }),
    ),
    serialNumbers: serials.filter((s) => s.command_line_id === l.id).map((s) => s.serialNumber),
    notes: l.notes,
    membershipId: memberships.get(l.id) ?? null,
  };
}

export async function visibleCommand(db: Executor, ctx: RequestContext, id: number) {
  const c = await repo.findCommand(db, ctx.entrepriseId, storesOf(ctx), id);
  if (!c) throw notFound('command');
  return c;
}

/** What an order's detail is made of: the rows as the database answers them (read back, or as a sale just wrote them). */
export interface DetailRows {
  c: repo.CommandRow;
  lines: DetailLine[];
  serials: { command_line_id: number; serialNumber: string }[];
  payments: { id: number; type: string; modePayment: string; amount: number; created_at: string }[];
  history: {
    from: string | null;
    to: string;
    user_id: number | null;
    userName: string | null;
    reason: string | null;
    created_at: string;
  }[];
  names: ReadonlyMap<number, ChoiceName>;
  labels: ReadonlyMap<number, LineLabels>;
  instructions?: CommandInstruction[];
  /** Line id → the subscription the line billed (plans' lines). */
  memberships?: ReadonlyMap<number, number>;
}
export type DetailLine = Pick<
  repo.LineRow,
  | 'id'
  | 'command_id'
  | 'price_id'
  | 'label'
  | 'quantity'
  | 'returnedQuantity'
  | 'unitPrice'
  | 'remise'
  | 'orderRemise'
  | 'tva'
  | 'total'
  | 'compositions'
  | 'notes'
>;

export async function commandDetail(db: Executor, ctx: RequestContext, id: number) {
  const c = await visibleCommand(db, ctx, id);
  const [lines, serials, payments, history, instructions] = await Promise.all([
    repo.listLines(db, ctx.entrepriseId, [c.id]),
    repo.listSerials(db, ctx.entrepriseId, [c.id]),
    repo.listPayments(db, ctx.entrepriseId, c.id),
    repo.listStates(db, ctx.entrepriseId, c.id),
    listInstructions(db, ctx.entrepriseId, c.id),
  ]);
  const [names, labels, memberships] = await Promise.all([
    choiceNames(db, ctx.entrepriseId, lines),
    lineLabels(db, ctx.entrepriseId, lines),
    // Only plans' lines (no price) bill a subscription: most orders ask nothing more.
    lines.some((l) => l.price_id === null) ? membershipsOfLines(db, ctx.entrepriseId, c.id) : new Map<number, number>(),
  ]);
  return detailOf({ c, lines, serials, payments, history, names, labels, instructions, memberships });
}

/** The detail answer of an order from its rows. */
export function detailOf({ c, lines, serials, payments, history, names, labels, instructions = [], memberships }: DetailRows) {
  const previous = c.previousEtat && isOrderState(c.previousEtat) ? (c.previousEtat as OrderState) : null;
  return {
    ...toCommand(c),
    lines: lines.map((l) => toLine(l, serials, names, labels, memberships)),
    payments: payments.map((p) => ({
      id: p.id,
      type: p.type,
      modePayment: p.modePayment,
      amount: money(p.amount),
      created_at: p.created_at,
    })),
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      userId: h.user_id,
      userName: h.userName ?? null,
      reason: h.reason,
      created_at: h.created_at,
    })),
    allowedMoves: allowedMoves(c.etat, { total: num(c.total), paid: num(c.paid), previous, kind: orderKind(c) }),
    instructions,
  };
}
