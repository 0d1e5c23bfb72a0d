// A member's sign-in QR code, activity and command charts, and the spreadsheet of their audited activity.
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import QRCode from 'qrcode';
import { EXPORT_SHEET_NAME_MAX, type ChartAnswer } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { AppError, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/messages';
import { insertAudit } from '../audit/audit.repository';
import { createAutoLoginLink } from '../auth/auth.service';
import * as repo from './users.repository';
import { guardAdminTarget, visibleMember } from './users.service';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;
const SIGN_IN_ACTIONS = ['auth.login', 'auth.login_link'];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from..to (UTC, both included); 30 days up to today by default, at most 366. */
export function dayRange(q: { from?: string; to?: string }): { days: string[]; from: string; toExclusive: string } {
  const to = q.to ?? day(Date.now());
  const from = q.from ?? day(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) throw invalid([{ field: 'from', message: 'date_range' }]);
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > MAX_DAYS) throw invalid([{ field: 'to', message: 'range_too_long' }]);
  return {
    days: Array.from({ length: count }, (_, i) => day(start + i * DAY_MS)),
    from: `${from}T00:00:00.000Z`,
    toExclusive: new Date(end + DAY_MS).toISOString(),
  };
}

/** A single-use sign-in link for the member as a QR code (the till scans it). */
export async function qrCode(deps: Deps, ctx: RequestContext, userId: number) {
  const m = await visibleMember(deps.database.db, ctx, userId);
  guardAdminTarget(ctx, m);
  if (!m.isActive) throw new AppError('CONFLICT', 'account_blocked');
  const link = await createAutoLoginLink(deps, ctx, userId);
  const svg = await QRCode.toString(link.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  await insertAudit(deps.database.db, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: 'user.qrcode',
    entity: 'user',
    entityId: userId,
    ip: ctx.ip,
    now: nowIso(),
  });
  return { ...link, svg };
}

/** Sign-ins per day. */
export async function activityChart(
  database: Database,
  ctx: RequestContext,
  userId: number,
  q: { from?: string; to?: string },
): Promise<ChartAnswer> {
  await visibleMember(database.db, ctx, userId);
  const range = dayRange(q);
  const rows = await repo.userAudit(
    database.db,
    ctx.entrepriseId,
    userId,
    { from: range.from, to: range.toExclusive },
    SIGN_IN_ACTIONS,
    1_000_000,
  );
  const counts = new Map<string, number>();
  for (const r of rows) {
    const d = new Date(r.created_at).toISOString().slice(0, 10);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  const series = range.days.map((date) => ({ date, value: counts.get(date) ?? 0 }));
  return { from: range.days[0], to: range.days[range.days.length - 1], series, total: rows.length };
}

/** Commands per day: no commands are recorded yet, so every day is 0. */
export async function commandChart(
  database: Database,
  ctx: RequestContext,
  userId: number,
  q: { from?: string; to?: string },
): Promise<ChartAnswer> {
  await visibleMember(database.db, ctx, userId);
  const range = dayRange(q);
  return { from: range.days[0], to: range.days[range.days.length - 1], series: range.days.map((date) => ({ date, value: 0 })), total: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** form_{date}_{time}.xlsx (product-spec §9). */
export function exportFileName(d = new Date()): string {
  return `form_${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}.xlsx`;
}

/** The member's audited activity in the period (365 days by default) as a spreadsheet. */
export async function activityWorkbook(database: Database, ctx: RequestContext, userId: number, q: { from?: string; to?: string }) {
  const m = await visibleMember(database.db, ctx, userId);
  const range = dayRange(q.from || q.to ? q : { from: day(Date.now() - (MAX_DAYS - 2) * DAY_MS) });
  const rows = await repo.userAudit(database.db, ctx.entrepriseId, userId, { from: range.from, to: range.toExclusive });
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const sheetName = `${t('xl_sheet')} ${m.name}`
    .replace(/[\\/?*[\]:]/g, ' ')
    .slice(0, EXPORT_SHEET_NAME_MAX)
    .trim();
  const ws = wb.addWorksheet(sheetName, { views: ctx.locale === 'ar' ? [{ rightToLeft: true }] : undefined });
  ws.columns = [
    { header: t('xl_date'), key: 'date', width: 22 },
    { header: t('xl_action'), key: 'action', width: 22 },
    { header: t('xl_entity'), key: 'entity', width: 16 },
    { header: t('xl_entity_id'), key: 'entityId', width: 12 },
    { header: t('xl_ip'), key: 'ip', width: 18 },
    { header: t('xl_details'), key: 'data', width: 60 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow({
      date: new Date(r.created_at),
      action: r.action,
      entity: r.entity ?? '',
      entityId: r.entityId ?? '',
      ip: r.ip ?? '',
      data: r.data ?? '',
    });
  }
  ws.getColumn('date').numFmt = 'yyyy-mm-dd hh:mm:ss';
  const buffer = await workbookBuffer(wb);
  return { buffer, fileName: exportFileName() };
}
