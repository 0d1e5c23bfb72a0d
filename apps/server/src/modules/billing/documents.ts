// What a document states, frozen when it is made (issue 28 point 1): the company and client as they are, the lines with
// their prices and taxes, the totals. Later changes to the catalogue, the client or the company never reach an issued
// document. Numbers are taken in the issuing transaction (billing.repository.ts takeNumber).
import {
  DOCUMENT_PREFIX,
  amountInWords,
  fromMinor,
  orderTotals,
  taxOf,
  toMinor,
  type BillingDocument,
  type BillingDocumentDetail,
  type DocumentKind,
  type DocumentLineInput,
  type DocumentSnapshot,
  type DocumentStatus,
  type DocumentTag,
  type Locale,
  type SnapshotLine,
  type SnapshotParty,
} from '@comptoir/shared';
import { nowIso, type Executor, type Trx } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import * as repo from './billing.repository';

export const reference = (kind: DocumentKind, year: number, number: number) =>
  `${DOCUMENT_PREFIX[kind]}-${year}-${String(number).padStart(5, '0')}`;

/** The year a document issued now is numbered in. */
export const yearOf = (iso: string) => Number(iso.slice(0, 4));

export async function companyParty(db: Executor, entrepriseId: number, magasinId: number | null): Promise<SnapshotParty> {
  const e = await db.selectFrom('entreprises').selectAll().where('id', '=', entrepriseId).executeTakeFirstOrThrow();
  const store = magasinId
    ? await db
        .selectFrom('magasins')
        .select(['ice', 'rue', 'city', 'tel'])
        .where('id', '=', magasinId)
        .where('entreprise_id', '=', entrepriseId)
        .executeTakeFirst()
    : undefined;
  const storeAddress = store ? [store.rue, store.city].filter(Boolean).join(', ') : '';
  return {
    name: e.intitule,
    ice: e.ice ?? store?.ice ?? null,
    address: e.adresse ?? (storeAddress || null),
    tel: e.tel ?? store?.tel ?? null,
  };
}

export async function clientParty(db: Executor, entrepriseId: number, clientId: number): Promise<SnapshotParty> {
  const c = await db
    .selectFrom('clients')
    .select(['name', 'ice', 'adresse', 'city', 'tel', 'email'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!c) throw notFound('client');
  return {
    name: c.name,
    ice: c.ice ?? null,
    address: [c.adresse, c.city].filter(Boolean).join(', ') || null,
    tel: c.tel,
    email: c.email,
  };
}

function taxesOf(lines: readonly SnapshotLine[]) {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.tva, (byRate.get(l.tva) ?? 0) + l.total);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([tva, total]) => ({ tva, total, ...taxOf(total, tva) }));
}

/** Totals of a snapshot's lines (tax-inclusive line totals; VAT contained, per rate). */
export function totalsOf(lines: readonly SnapshotLine[]) {
  const taxes = taxesOf(lines);
  const total = lines.reduce((a, l) => a + l.total, 0);
  const totalTva = taxes.reduce((a, t) => a + t.amount, 0);
  return { taxes, total, totalTva, totalHt: total - totalTva };
}

const INVOICEABLE = new Set(['validated', 'credit_validated', 'unpaid', 'paid', 'delivered', 'archived', 'not_validated']);

/** The orders, in the company and the user's stores, ready to be billed: every problem at once. */
export async function ordersFor(db: Executor, ctx: RequestContext, commandIds: number[], field = 'cmdClientIds') {
  const ids = [...new Set(commandIds)];
  let q = db
    .selectFrom('commands')
    .select(['id', 'magasin_id', 'client_id', 'clientName', 'etat', 'currencyTag', 'total', 'paid', 'remise', 'ticketNumber', 'created_at'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null);
  const stores = storesOf(ctx);
  if (stores) q = q.where('magasin_id', 'in', stores.length ? stores : [0]);
  const rows = await q.orderBy('created_at').orderBy('id').execute();
  if (rows.length !== ids.length) throw notFound('command');
  const bad = rows.findIndex((r) => !INVOICEABLE.has(r.etat));
  if (bad >= 0) throw invalid([{ field: `${field}.${ids.indexOf(rows[bad].id)}`, message: 'order_not_billable' }]);
  return rows;
}
export type OrderRow = Awaited<ReturnType<typeof ordersFor>>[number];

/** The snapshot of orders' lines (their prices, discounts and taxes as sold). */
export async function snapshotOfOrders(
  db: Executor,
  ctx: RequestContext,
  orders: OrderRow[],
  extra: { moreInfo?: string | null; paymentTerms?: string | null; client?: SnapshotParty | null },
): Promise<DocumentSnapshot> {
  const lineRows = await db
    .selectFrom('command_lines')
    .select(['command_id', 'price_id', 'label', 'quantity', 'unitPrice', 'remise', 'orderRemise', 'tva', 'total', 'returnedQuantity'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where(
      'command_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('command_id')
    .orderBy('id')
    .execute();
  const lines: SnapshotLine[] = lineRows.map((l) => ({
    label: l.label,
    quantity: Number(l.quantity),
    unitPrice: Number(l.unitPrice),
    tva: Number(l.tva ?? 0),
    remise: Number(l.remise ?? 0) + Number(l.orderRemise ?? 0),
    total: Number(l.total),
    priceId: l.price_id,
    commandId: l.command_id,
  }));
  const first = orders[0];
  const client =
    extra.client !== undefined
      ? extra.client
      : first.client_id
        ? await clientParty(db, ctx.entrepriseId, first.client_id)
        : first.clientName
          ? { name: first.clientName, ice: null, address: null, tel: null }
          : null;
  return {
    company: await companyParty(db, ctx.entrepriseId, first.magasin_id),
    client,
    lines,
    ...totalsOf(lines),
    paid: orders.reduce((a, o) => a + Math.min(Number(o.paid), Number(o.total)), 0),
    remise: lines.reduce((a, l) => a + l.remise, 0),
    currencyTag: first.currencyTag,
    paymentTerms: extra.paymentTerms ?? null,
    dueDate: null,
    moreInfo: extra.moreInfo ?? null,
    commands: orders.map((o) => ({ id: o.id, ticketNumber: o.ticketNumber, date: String(o.created_at) })),
  };
}

/** Lines typed on a manual document: decimals to minor units, totals by the one order formula (tax included). */
export function linesOfInput(input: readonly DocumentLineInput[]): SnapshotLine[] {
  const totals = orderTotals({
    lines: input.map((l) => ({
      unitPrice: toMinor(l.unitPrice),
      quantity: l.quantity,
      tva: l.tva ?? 0,
      remise: l.remise ? { type: 'fixed_amount' as const, value: toMinor(l.remise) } : null,
    })),
  });
  return input.map((l, i) => ({
    label: l.label,
    quantity: l.quantity,
    unitPrice: toMinor(l.unitPrice),
    tva: l.tva ?? 0,
    remise: totals.lines[i].remise,
    total: totals.lines[i].total,
    priceId: l.priceId ?? null,
    commandId: null,
  }));
}

export interface NewDocument {
  kind: DocumentKind;
  tag: DocumentTag;
  status: DocumentStatus;
  clientId: number | null;
  magasinId: number | null;
  templateId: number | null;
  locale: Locale;
  snapshot: DocumentSnapshot;
  creditOfId?: number | null;
}

/** Writes a document; an issued one takes its number here, in the caller's transaction. */
export async function writeDocument(trx: Trx, ctx: RequestContext, d: NewDocument): Promise<number> {
  const now = nowIso();
  const numbered = d.status === 'issued' ? await numberFor(trx, ctx.entrepriseId, d.kind, now) : null;
  return repo.insertDocument(trx, {
    entreprise_id: ctx.entrepriseId,
    kind: d.kind,
    tag: d.tag,
    status: d.status,
    number: numbered?.number ?? null,
    year: numbered?.year ?? null,
    reference: numbered?.reference ?? null,
    client_id: d.clientId,
    clientName: d.snapshot.client?.name ?? null,
    magasin_id: d.magasinId,
    template_id: d.templateId,
    locale: d.locale,
    currencyTag: d.snapshot.currencyTag,
    total: d.snapshot.total,
    totalTva: d.snapshot.totalTva,
    snapshot: JSON.stringify(d.snapshot),
    credit_of_id: d.creditOfId ?? null,
    issuedBy: numbered ? ctx.userId : null,
    issued_at: numbered ? now : null,
    created_by: ctx.userId,
    created_at: now,
    updated_at: now,
  });
}

export async function numberFor(trx: Trx, entrepriseId: number, kind: DocumentKind, now: string) {
  const year = yearOf(now);
  const number = await repo.takeNumber(trx, entrepriseId, kind, year);
  return { year, number, reference: reference(kind, year, number) };
}

export const snapshotOf = (row: repo.DocumentRow) => JSON.parse(row.snapshot) as DocumentSnapshot;

/** A document on the wire: amounts as decimals. */
export function toWire(row: repo.DocumentRow, commandIds: number[], creditNoteId: number | null): BillingDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    tag: row.tag as DocumentTag,
    status: row.status as DocumentStatus,
    number: row.number,
    year: row.year,
    reference: row.reference,
    clientId: row.client_id,
    clientName: row.clientName,
    magasinId: row.magasin_id,
    templateId: row.template_id,
    locale: row.locale as Locale,
    currencyTag: row.currencyTag,
    total: fromMinor(Number(row.total)),
    totalTva: fromMinor(Number(row.totalTva)),
    creditOfId: row.credit_of_id,
    creditNoteId,
    commandId: commandIds.length === 1 ? commandIds[0] : null,
    commandIds,
    issuedAt: row.issued_at ? String(row.issued_at) : null,
    createdAt: String(row.created_at),
  };
}

/** Snapshot amounts are minor units inside; the detail answers them as decimals too. */
function wireSnapshot(s: DocumentSnapshot): DocumentSnapshot {
  const m = fromMinor;
  return {
    ...s,
    lines: s.lines.map((l) => ({ ...l, unitPrice: m(l.unitPrice), remise: m(l.remise), total: m(l.total) })),
    taxes: s.taxes.map((t) => ({ ...t, base: m(t.base), amount: m(t.amount), total: m(t.total) })),
    totalHt: m(s.totalHt),
    totalTva: m(s.totalTva),
    total: m(s.total),
    paid: m(s.paid),
    remise: m(s.remise),
  };
}

export async function loadDocument(db: Executor, ctx: RequestContext, id: number, kinds?: DocumentKind[]) {
  const row = await repo.findDocument(db, ctx.entrepriseId, id);
  if (!row || (kinds && !kinds.includes(row.kind as DocumentKind))) throw notFound('document');
  return row;
}

export async function detailOf(db: Executor, ctx: RequestContext, row: repo.DocumentRow): Promise<BillingDocumentDetail> {
  const [links, credits] = await Promise.all([
    repo.commandIdsOf(db, ctx.entrepriseId, [row.id]),
    repo.findCreditNoteOf(db, ctx.entrepriseId, [row.id]),
  ]);
  const s = snapshotOf(row);
  return {
    ...toWire(row, links.get(row.id) ?? [], credits[0]?.id ?? null),
    snapshot: wireSnapshot(s),
    amountInWords: amountInWords(s.total, s.currencyTag, row.locale as Locale),
  };
}

export async function wireList(db: Executor, ctx: RequestContext, rows: repo.DocumentRow[]): Promise<BillingDocument[]> {
  const ids = rows.map((r) => r.id);
  const [links, credits] = await Promise.all([
    repo.commandIdsOf(db, ctx.entrepriseId, ids),
    repo.findCreditNoteOf(db, ctx.entrepriseId, ids),
  ]);
  const creditOf = new Map(credits.map((c) => [c.credit_of_id!, c.id]));
  return rows.map((r) => toWire(r, links.get(r.id) ?? [], creditOf.get(r.id) ?? null));
}
