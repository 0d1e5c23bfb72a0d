// Credits journal (api-spec 7.8): orders sold on credit, what remains to pay, and their repayments; xlsx export.
import { EXPORT_SHEET_NAME_MAX } from '@comptoir/shared';
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import type { Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { exportFileName } from '../users/users-activity.service';
import { toCommandSummary } from '../orders/orders.view';
import { dayRange, money, storesOf, toOperation } from './caisse.common';
import * as opsRepo from './operations.repository';

interface CreditsQuery {
  page: number;
  limit: number;
  keyword?: string;
  from?: string;
  to?: string;
}

const filterOf = (ctx: RequestContext, q: Omit<CreditsQuery, 'page' | 'limit'>): opsRepo.CreditFilter => ({
  magasinIds: storesOf(ctx),
  keyword: q.keyword,
  ...dayRange(q.from, q.to),
});

async function entries(database: Database, ctx: RequestContext, rows: Awaited<ReturnType<typeof opsRepo.listCredits>>) {
  const repayments = await opsRepo.listCommandOperations(
    database.db,
    ctx.entrepriseId,
    rows.map((r) => r.id),
    ['credit', 'advance'],
  );
  return rows.map((r) => ({
    command: toCommandSummary(r),
    magasinName: r.magasinName,
    remaining: money(Number(r.total) - Number(r.paid)),
    repayments: repayments.filter((o) => o.command_id === r.id).map(toOperation),
  }));
}

export async function journal(database: Database, ctx: RequestContext, q: CreditsQuery) {
  const f = filterOf(ctx, q);
  const [rows, totals] = await Promise.all([
    opsRepo.listCredits(database.db, ctx.entrepriseId, f, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    opsRepo.creditsTotals(database.db, ctx.entrepriseId, f),
  ]);
  return {
    data: await entries(database, ctx, rows),
    total: totals.count,
    page: q.page,
    limit: q.limit,
    remaining: money(totals.remaining),
  };
}

/** The whole filtered journal (at most 10,000 orders) as a spreadsheet, right-to-left in Arabic. */
export async function journalWorkbook(database: Database, ctx: RequestContext, q: Omit<CreditsQuery, 'page' | 'limit'>) {
  const rows = await opsRepo.listCredits(database.db, ctx.entrepriseId, filterOf(ctx, q), { limit: 10_000, offset: 0 });
  const list = await entries(database, ctx, rows);
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(t('xl_credits_sheet').slice(0, EXPORT_SHEET_NAME_MAX), {
    views: ctx.locale === 'ar' ? [{ rightToLeft: true }] : undefined,
  });
  ws.columns = [
    { header: t('xl_ticket'), key: 'ticket', width: 10 },
    { header: t('xl_date'), key: 'date', width: 20 },
    { header: t('xl_store'), key: 'store', width: 22 },
    { header: t('xl_client'), key: 'client', width: 26 },
    { header: t('xl_total'), key: 'total', width: 12 },
    { header: t('xl_paid'), key: 'paid', width: 12 },
    { header: t('xl_remaining'), key: 'remaining', width: 14 },
    { header: t('xl_last_payment'), key: 'last', width: 20 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const e of list) {
    const last = e.repayments[e.repayments.length - 1];
    ws.addRow({
      ticket: e.command.ticketNumber ?? e.command.id,
      date: new Date(e.command.created_at),
      store: e.magasinName,
      client: e.command.clientName ?? '',
      total: e.command.total,
      paid: e.command.paid,
      remaining: e.remaining,
      last: last ? new Date(last.created_at) : '',
    });
  }
  for (const k of ['date', 'last']) ws.getColumn(k).numFmt = 'yyyy-mm-dd hh:mm';
  for (const k of ['total', 'paid', 'remaining']) ws.getColumn(k).numFmt = '#,##0.00';
  return { buffer: await workbookBuffer(wb), fileName: exportFileName() };
}
