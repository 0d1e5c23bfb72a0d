// Delivery forms (bons de livraison; api-spec 7.10 GET /BonLivraison, POST /GenerateBonsLivraison, GET
// /PrintBonLivraison/{id}, and the link, unlink, add and list calls named in docs/decisions.md). An order is on at most
// one live delivery form. `generateDeliveryForms` is the function shipping calls for a set of orders, inside its own
// transaction.
import type { CertificateBody, Locale } from '@comptoir/shared';
import { nowIso, type Database, type Trx } from '../../db/database';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './billing.repository';
import {
  clientParty,
  companyParty,
  detailOf,
  loadDocument,
  ordersFor,
  snapshotOf,
  snapshotOfOrders,
  totalsOf,
  writeDocument,
  type OrderRow,
} from './documents';

const localeOf = (ctx: RequestContext): Locale => (['fr', 'en', 'ar', 'it'] as const).find((l) => l === ctx.locale) ?? 'fr';

/**
 * Delivery forms for orders, issued (numbered) in the caller's transaction: one per order, or one for all when
 * `grouped` (the orders then share a client). Orders already on a live form are refused (409). Answers the forms' ids.
 */
export async function generateDeliveryForms(
  trx: Trx,
  ctx: RequestContext,
  commandIds: number[],
  opts: { grouped?: boolean; templateId?: number | null } = {},
): Promise<number[]> {
  const orders = await ordersFor(trx, ctx, commandIds, 'commandIds');
  const taken = await repo.commandsAlreadyOn(
    trx,
    ctx.entrepriseId,
    'delivery_form',
    orders.map((o) => o.id),
  );
  if (taken.length) throw conflict('already_on_delivery_form', `commandIds.${commandIds.indexOf(taken[0])}`);
  const groups: OrderRow[][] = opts.grouped ? [orders] : orders.map((o) => [o]);
  if (opts.grouped && new Set(orders.map((o) => o.client_id)).size > 1)
    throw invalid([{ field: 'commandIds', message: 'orders_of_one_client' }]);
  const ids: number[] = [];
  for (const group of groups) {
    const snapshot = await snapshotOfOrders(trx, ctx, group, {});
    const id = await writeDocument(trx, ctx, {
      kind: 'delivery_form',
      tag: 'generated_delivery_form',
      status: 'issued',
      clientId: group[0].client_id,
      magasinId: group[0].magasin_id,
      templateId: opts.templateId ?? null,
      locale: localeOf(ctx),
      snapshot,
    });
    await repo.linkCommands(
      trx,
      ctx.entrepriseId,
      id,
      'delivery_form',
      group.map((o) => o.id),
    );
    ids.push(id);
  }
  return ids;
}

export async function generate(
  database: Database,
  ctx: RequestContext,
  b: { commandIds: number[]; grouped?: boolean; templateId?: number | null },
) {
  const ids = await database.db.transaction().execute((trx) => generateDeliveryForms(trx, ctx, b.commandIds, b));
  const rows = await Promise.all(ids.map((id) => loadDocument(database.db, ctx, id)));
  return Promise.all(rows.map((r) => detailOf(database.db, ctx, r)));
}

/** Re-reads the orders of a form into its snapshot (after a link or unlink). */
async function refresh(trx: Trx, ctx: RequestContext, id: number, commandIds: number[]) {
  const row = await loadDocument(trx, ctx, id, ['delivery_form']);
  const old = snapshotOf(row);
  const manualLines = old.lines.filter((l) => l.commandId === null);
  const fromOrders = commandIds.length
    ? await snapshotOfOrders(trx, ctx, await ordersFor(trx, ctx, commandIds, 'commandIds'), { client: old.client })
    : null;
  const lines = [...manualLines, ...(fromOrders?.lines ?? [])];
  const snapshot = { ...old, ...(fromOrders ?? {}), lines, commands: fromOrders?.commands ?? [], company: old.company, client: old.client };
  Object.assign(snapshot, totalsOf(lines));
  await repo.updateDocument(trx, ctx.entrepriseId, id, {
    snapshot: JSON.stringify(snapshot),
    total: snapshot.total,
    totalTva: snapshot.totalTva,
    updated_at: nowIso(),
  });
}

/** POST /BonLivraison/{id}/link: orders join a form (their lines with them). */
export async function link(database: Database, ctx: RequestContext, id: number, commandIds: number[]) {
  await database.db.transaction().execute(async (trx) => {
    await loadDocument(trx, ctx, id, ['delivery_form']);
    await ordersFor(trx, ctx, commandIds, 'commandIds');
    const taken = await repo.commandsAlreadyOn(trx, ctx.entrepriseId, 'delivery_form', commandIds);
    if (taken.length) throw conflict('already_on_delivery_form', `commandIds.${commandIds.indexOf(taken[0])}`);
    await trx
      .deleteFrom('billing_document_commands')
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('document_id', '=', id)
      .where('command_id', 'in', commandIds)
      .execute();
    await repo.linkCommands(trx, ctx.entrepriseId, id, 'delivery_form', [...new Set(commandIds)]);
    await refresh(trx, ctx, id, (await repo.commandIdsOf(trx, ctx.entrepriseId, [id])).get(id) ?? []);
  });
  return detailOf(database.db, ctx, await loadDocument(database.db, ctx, id));
}

/** POST /BonLivraison/{id}/unlink: orders leave a form. */
export async function unlink(database: Database, ctx: RequestContext, id: number, commandIds: number[]) {
  await database.db.transaction().execute(async (trx) => {
    await loadDocument(trx, ctx, id, ['delivery_form']);
    await repo.unlinkCommands(trx, ctx.entrepriseId, id, commandIds);
    await refresh(trx, ctx, id, (await repo.commandIdsOf(trx, ctx.entrepriseId, [id])).get(id) ?? []);
  });
  return detailOf(database.db, ctx, await loadDocument(database.db, ctx, id));
}

// ---- Certificates (POST /Certificate/manual, GET /Certificate/invoices, data/{id}, DELETE; POST /certificate/static)

export async function createCertificate(
  database: Database,
  ctx: RequestContext,
  b: CertificateBody,
  tag: 'manual_certificate' | 'static_certificate',
) {
  const id = await database.db.transaction().execute(async (trx) => {
    const typed = b.client
      ? { name: b.client.name, ice: b.client.ice || null, address: b.client.address ?? null, tel: b.client.tel ?? null }
      : null;
    const client = typed ?? (b.clientId ? await clientParty(trx, ctx.entrepriseId, b.clientId) : null);
    const currencyTag = (
      await trx.selectFrom('entreprises').select('currencyTag').where('id', '=', ctx.entrepriseId).executeTakeFirstOrThrow()
    ).currencyTag;
    return writeDocument(trx, ctx, {
      kind: 'certificate',
      tag,
      status: 'issued',
      clientId: b.clientId ?? null,
      magasinId: null,
      templateId: b.templateId ?? null,
      locale: b.locale ?? localeOf(ctx),
      snapshot: {
        company: await companyParty(trx, ctx.entrepriseId, null),
        client,
        lines: [],
        taxes: [],
        totalHt: 0,
        totalTva: 0,
        total: 0,
        paid: 0,
        remise: 0,
        currencyTag,
        paymentTerms: null,
        dueDate: null,
        moreInfo: null,
        title: b.title,
        body: b.body,
        commands: [],
      },
    });
  });
  return detailOf(database.db, ctx, await loadDocument(database.db, ctx, id));
}
