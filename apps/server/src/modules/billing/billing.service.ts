// Invoices, credit notes, quotes and manual documents (api-spec 7.10; issue 28 points 1 and 2). One transaction per
// write; numbers taken in it. An issued invoice is never edited or deleted: a credit note cancels it (and frees its
// orders to be invoiced again).
import {
  DEFAULT_LOCALE,
  type BillingPage,
  type DocumentKind,
  type GlobalInvoiceBody,
  type InvoicesQueryData,
  type Locale,
  type ManualDocumentBody,
  type SnapshotParty,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { uniqueViolationRule } from '../../lib/unique-rules';
import { checkStore } from '../caisse/caisse.common';
import { validateWaiting } from '../orders/command-lines';
import * as orderRepo from '../orders/orders.repository';
import * as repo from './billing.repository';
import {
  clientParty,
  companyParty,
  detailOf,
  linesOfInput,
  loadDocument,
  numberFor,
  ordersFor,
  snapshotOf,
  snapshotOfOrders,
  totalsOf,
  wireList,
  writeDocument,
  yearOf,
  reference,
} from './documents';

const localeOf = (ctx: RequestContext, asked?: Locale): Locale =>
  asked ?? (['fr', 'en', 'ar', 'it'] as const).find((l) => l === ctx.locale) ?? DEFAULT_LOCALE;

/** A unique violation on the orders' live links: another request billed one of them first. */
function alreadyBilled(err: unknown): never {
  if (!(err instanceof AppError) && uniqueViolationRule(err)?.field === 'command_id') throw conflict('already_invoiced', 'cmdClientIds');
  throw err;
}

async function templateIdOf(db: Executor, ctx: RequestContext, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const t = await db
    .selectFrom('invoice_templates')
    .select('id')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!t) throw notFound('template');
  return t.id;
}

/** GET /Command/{id}/invoice: the order's invoice, issued on the first call. */
export async function invoiceOfCommand(
  database: Database,
  ctx: RequestContext,
  commandId: number,
  q: { templateId?: number; locale?: Locale },
) {
  const db = database.db;
  const existing = await repo.documentOfCommand(db, ctx.entrepriseId, commandId, 'invoice');
  if (existing) {
    await ordersFor(db, ctx, [commandId], 'id'); // the order is still the user's to see
    return loadDocument(db, ctx, existing.document_id);
  }
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const orders = await ordersFor(trx, ctx, [commandId], 'id');
      const snapshot = await snapshotOfOrders(trx, ctx, orders, {});
      const docId = await writeDocument(trx, ctx, {
        kind: 'invoice',
        tag: 'command_invoice',
        status: 'issued',
        clientId: orders[0].client_id,
        magasinId: orders[0].magasin_id,
        templateId: await templateIdOf(trx, ctx, q.templateId),
        locale: localeOf(ctx, q.locale),
        snapshot,
      });
      await repo.linkCommands(trx, ctx.entrepriseId, docId, 'invoice', [commandId]);
      return docId;
    })
    .catch(alreadyBilled);
  return loadDocument(db, ctx, id);
}

/** POST /Command/globalInvoice(s): one invoice over several orders of one client (product-spec §3 invoice global). */
export async function globalInvoice(database: Database, ctx: RequestContext, b: GlobalInvoiceBody) {
  const db = database.db;
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const orders = await ordersFor(trx, ctx, b.cmdClientIds);
      const clients = new Set(orders.map((o) => o.client_id));
      if (clients.size !== 1 || orders[0].client_id === null) throw invalid([{ field: 'cmdClientIds', message: 'orders_of_one_client' }]);
      const currencies = new Set(orders.map((o) => o.currencyTag));
      if (currencies.size !== 1 || (b.currency_tag && b.currency_tag !== orders[0].currencyTag))
        throw invalid([{ field: b.currency_tag ? 'currency_tag' : 'cmdClientIds', message: 'mixed_currencies' }]);
      const billed = await repo.commandsAlreadyOn(
        trx,
        ctx.entrepriseId,
        'invoice',
        orders.map((o) => o.id),
      );
      if (billed.length) throw conflict('already_invoiced', `cmdClientIds.${b.cmdClientIds.indexOf(billed[0])}`);
      const snapshot = await snapshotOfOrders(trx, ctx, orders, { moreInfo: b.moreInfo ?? null });
      const docId = await writeDocument(trx, ctx, {
        kind: 'invoice',
        tag: 'global_invoice',
        status: 'issued',
        clientId: orders[0].client_id,
        magasinId: orders[0].magasin_id,
        templateId: await templateIdOf(trx, ctx, b.templateId),
        locale: localeOf(ctx, b.locale),
        snapshot,
      });
      await repo.linkCommands(
        trx,
        ctx.entrepriseId,
        docId,
        'invoice',
        orders.map((o) => o.id),
      );
      return docId;
    })
    .catch(alreadyBilled);
  return loadDocument(db, ctx, id);
}

/** GET /Command/invoices/ and the other lists: a page of documents, newest first. */
export async function listDocuments(
  database: Database,
  ctx: RequestContext,
  q: InvoicesQueryData,
  kinds?: DocumentKind[],
): Promise<BillingPage> {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await repo.listDocuments(database.db, ctx.entrepriseId, { ...q, kinds }, limit, (page - 1) * limit);
  return { data: await wireList(database.db, ctx, rows), total, page, limit };
}

export async function nextId(database: Database, ctx: RequestContext, kind: DocumentKind = 'invoice', year = yearOf(nowIso())) {
  const next = await repo.peekNumber(database.db, ctx.entrepriseId, kind, year);
  return { kind, year, nextId: next, reference: reference(kind, year, next) };
}

async function partyOf(db: Executor, ctx: RequestContext, b: { clientId?: number | null; client?: ManualDocumentBody['client'] }) {
  const fromFile = b.clientId ? await clientParty(db, ctx.entrepriseId, b.clientId) : null;
  if (!b.client) return fromFile;
  const typed: SnapshotParty = {
    name: b.client.name,
    ice: b.client.ice || null,
    address: b.client.address ?? null,
    tel: b.client.tel ?? null,
    email: b.client.email ?? null,
  };
  // What the form typed wins; the client's file fills what it left empty.
  return fromFile
    ? {
        ...typed,
        ice: typed.ice ?? fromFile.ice,
        address: typed.address ?? fromFile.address,
        tel: typed.tel ?? fromFile.tel,
        email: typed.email ?? fromFile.email,
      }
    : typed;
}

const MANUAL_KIND = { manual_invoice: 'invoice', manual_quote: 'quote', manual_delivery_form: 'delivery_form' } as const;

async function checkPrices(db: Executor, ctx: RequestContext, b: ManualDocumentBody) {
  const ids = [...new Set(b.lines.map((l) => l.priceId).filter((id): id is number => !!id))];
  if (!ids.length) return;
  const found = await db.selectFrom('prices').select('id').where('entreprise_id', '=', ctx.entrepriseId).where('id', 'in', ids).execute();
  const known = new Set(found.map((f) => f.id));
  const errors = b.lines.flatMap((l, i) =>
    l.priceId && !known.has(l.priceId) ? [{ field: `lines.${i}.priceId`, message: 'unknown_reference' }] : [],
  );
  if (errors.length) throw invalid(errors);
}

/** POST /Invoice/manual: a manual invoice, quote or delivery form; a draft is updated in place until issued. */
export async function saveManual(database: Database, ctx: RequestContext, b: ManualDocumentBody) {
  const db = database.db;
  const kind = MANUAL_KIND[b.tag];
  const id = await db.transaction().execute(async (trx) => {
    await checkPrices(trx, ctx, b);
    if (b.magasinId) checkStore(ctx, b.magasinId);
    const lines = linesOfInput(b.lines);
    const snapshot = {
      company: await companyParty(trx, ctx.entrepriseId, b.magasinId ?? null),
      client: await partyOf(trx, ctx, b),
      lines,
      ...totalsOf(lines),
      paid: 0,
      remise: lines.reduce((a, l) => a + l.remise, 0),
      currencyTag:
        b.currencyTag ??
        (await trx.selectFrom('entreprises').select('currencyTag').where('id', '=', ctx.entrepriseId).executeTakeFirstOrThrow())
          .currencyTag,
      paymentTerms: b.paymentTerms ?? null,
      dueDate: b.dueDate ?? null,
      moreInfo: b.moreInfo ?? null,
      commands: [],
    };
    const templateId = await templateIdOf(trx, ctx, b.templateId);
    if (b.id) {
      const row = await loadDocument(trx, ctx, b.id);
      if (row.tag !== b.tag) throw notFound('document');
      if (row.status !== 'draft') throw conflict('document_issued', 'id');
      const numbered = b.issue ? await numberFor(trx, ctx.entrepriseId, kind, nowIso()) : null;
      const now = nowIso();
      const ok = await repo.updateDocument(
        trx,
        ctx.entrepriseId,
        b.id,
        {
          client_id: b.clientId ?? null,
          clientName: snapshot.client?.name ?? null,
          magasin_id: b.magasinId ?? null,
          template_id: templateId,
          locale: localeOf(ctx, b.locale),
          currencyTag: snapshot.currencyTag,
          total: snapshot.total,
          totalTva: snapshot.totalTva,
          snapshot: JSON.stringify(snapshot),
          updated_at: now,
          ...(numbered
            ? {
                status: 'issued',
                number: numbered.number,
                year: numbered.year,
                reference: numbered.reference,
                issuedBy: ctx.userId,
                issued_at: now,
              }
            : {}),
        },
        'draft',
      );
      if (!ok) throw conflict('document_issued', 'id');
      return b.id;
    }
    return writeDocument(trx, ctx, {
      kind,
      tag: b.tag,
      status: b.issue ? 'issued' : 'draft',
      clientId: b.clientId ?? null,
      magasinId: b.magasinId ?? null,
      templateId,
      locale: localeOf(ctx, b.locale),
      snapshot,
    });
  });
  return detailOf(db, ctx, await loadDocument(db, ctx, id));
}

/** Issues a draft: its number is taken now. */
export async function issueDocument(database: Database, ctx: RequestContext, id: number) {
  const db = database.db;
  await db.transaction().execute(async (trx) => {
    const row = await loadDocument(trx, ctx, id);
    if (row.status !== 'draft') throw conflict('document_issued', 'id');
    const now = nowIso();
    const n = await numberFor(trx, ctx.entrepriseId, row.kind as DocumentKind, now);
    const ok = await repo.updateDocument(
      trx,
      ctx.entrepriseId,
      id,
      { status: 'issued', number: n.number, year: n.year, reference: n.reference, issuedBy: ctx.userId, issued_at: now, updated_at: now },
      'draft',
    );
    if (!ok) throw conflict('document_issued', 'id');
  });
  return detailOf(db, ctx, await loadDocument(db, ctx, id));
}

/** DELETE /Invoice/manual/{id}: drafts, quotes and delivery forms go; an issued invoice never does (a credit note cancels it). */
export async function deleteManual(database: Database, ctx: RequestContext, id: number) {
  const row = await loadDocument(database.db, ctx, id);
  if ((row.kind === 'invoice' || row.kind === 'credit_note') && row.status !== 'draft') throw conflict('issued_invoice_locked', 'id');
  await database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await repo.updateDocument(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await repo.unlinkCommands(trx, ctx.entrepriseId, id);
  });
  return { id };
}

/** POST /Invoice/{id}/creditNote: a credit note reversing every amount of an issued invoice, which it cancels. */
export async function creditNote(database: Database, ctx: RequestContext, id: number, reason?: string) {
  const db = database.db;
  const creditId = await db.transaction().execute(async (trx: Trx) => {
    const row = await loadDocument(trx, ctx, id, ['invoice']);
    if (row.status !== 'issued') throw conflict(row.status === 'cancelled' ? 'invoice_already_cancelled' : 'invoice_not_issued', 'id');
    const now = nowIso();
    if (!(await repo.updateDocument(trx, ctx.entrepriseId, id, { status: 'cancelled', updated_at: now }, 'issued')))
      throw conflict('invoice_already_cancelled', 'id');
    const s = snapshotOf(row);
    const neg = (n: number) => (n === 0 ? 0 : -n);
    const snapshot = {
      ...s,
      lines: s.lines.map((l) => ({ ...l, unitPrice: neg(l.unitPrice), remise: neg(l.remise), total: neg(l.total) })),
      taxes: s.taxes.map((t) => ({ ...t, base: neg(t.base), amount: neg(t.amount), total: neg(t.total) })),
      totalHt: neg(s.totalHt),
      totalTva: neg(s.totalTva),
      total: neg(s.total),
      paid: neg(s.paid),
      remise: neg(s.remise),
      moreInfo: reason ?? s.moreInfo,
    };
    const docId = await writeDocument(trx, ctx, {
      kind: 'credit_note',
      tag: 'credit_note',
      status: 'issued',
      clientId: row.client_id,
      magasinId: row.magasin_id,
      templateId: row.template_id,
      locale: row.locale as Locale,
      snapshot,
      creditOfId: row.id,
    });
    // The orders may be invoiced again.
    await repo.unlinkCommands(trx, ctx.entrepriseId, id);
    return docId;
  });
  return detailOf(db, ctx, await loadDocument(db, ctx, creditId));
}

/** POST /Invoice/{id}/toCommand: a quote becomes a validated order of the store (its stock taken), the quote converted. */
export async function quoteToCommand(database: Database, ctx: RequestContext, id: number, magasinId: number) {
  return database.db.transaction().execute(async (trx) => {
    const row = await loadDocument(trx, ctx, id, ['quote']);
    if (row.status === 'converted') throw conflict('quote_converted', 'id');
    checkStore(ctx, magasinId);
    const store = await trx
      .selectFrom('magasins')
      .select('id')
      .where('id', '=', magasinId)
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!store) throw notFound('magasin');
    const s = snapshotOf(row);
    const now = nowIso();
    const commandId = await orderRepo.insertCommand(trx, {
      entreprise_id: ctx.entrepriseId,
      uuid: `quote-${ctx.entrepriseId}-${row.id}`,
      magasin_id: magasinId,
      caisse_id: null,
      calendar_day_id: null,
      ticketNumber: null,
      user_id: ctx.userId,
      client_id: row.client_id,
      clientName: s.client?.name ?? null,
      etat: 'not_validated',
      isCredit: false,
      currencyTag: s.currencyTag,
      subtotal: s.total + s.remise,
      remise: s.remise,
      total: s.total,
      paid: 0,
      notes: row.reference ? `${row.reference}` : null,
      validatedBy: null,
      validatedAt: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      source: 'other',
      taxes: JSON.stringify(s.taxes),
    });
    await orderRepo.insertLines(
      trx,
      s.lines.map((l) => ({
        entreprise_id: ctx.entrepriseId,
        command_id: commandId,
        price_id: l.priceId,
        label: l.label,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        remise: l.remise,
        tva: l.tva,
        total: l.total,
        created_at: now,
      })),
    );
    await orderRepo.insertState(trx, {
      entrepriseId: ctx.entrepriseId,
      commandId,
      from: null,
      to: 'not_validated',
      userId: ctx.userId,
      reason: row.reference,
      now,
    });
    if (!(await validateWaiting(trx, ctx, { id: commandId, magasin_id: magasinId }, now, row.reference)))
      throw conflict('quote_converted', 'id');
    if (
      !(await repo.updateDocument(
        trx,
        ctx.entrepriseId,
        id,
        { status: 'converted', converted_command_id: commandId, updated_at: now },
        row.status,
      ))
    )
      throw conflict('quote_converted', 'id');
    return { commandId, etat: 'validated' };
  });
}
