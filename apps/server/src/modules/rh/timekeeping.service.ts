// Timekeeping (issue 32): worked hours per collaborator, ISO week and month from the closed punch cards (less breaks,
// split at the store's local midnights), overtime above the contract's weekly hours, and the xlsx a payroll office
// reads. The rules are the shared module's (packages/shared/src/timekeeping.ts).
import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../files/sheet-writer';
import {
  fromMinor,
  minutesByDay,
  monthFigures,
  monthSpan,
  type ContractType,
  type PayType,
  type PunchInterval,
  type Timekeeping,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { timekeepingQuery } from '@comptoir/shared';
import type { Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { exportFileName } from '../users/users-activity.service';
import { scopeOf } from './collaborators.service';
import * as repo from './rh.repository';

const DAY_MS = 86_400_000;
// A card's local day may differ from its UTC day by up to 14 hours: read a day more on each side.
const utc = (day: string, plusDays: number) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS).toISOString();

export async function month(database: Database, ctx: RequestContext, q: z.infer<typeof timekeepingQuery>): Promise<Timekeeping> {
  const { db } = database;
  const scope = scopeOf(ctx);
  const span = monthSpan(q.month);
  const from = utc(span.readFrom, -1);
  const to = utc(span.last, 2);
  const cards = await repo.closedCardsBetween(db, ctx.entrepriseId, scope, from, to, q.magasinId);
  const breaks = await repo.breaksOf(
    db,
    cards.map((c) => c.id),
  );
  let people = repo.collaboratorsQuery(db, ctx.entrepriseId, scope);
  if (q.magasinId) {
    const magasinId = q.magasinId;
    people = people.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collaborator_magasins as cm2')
          .select('cm2.magasin_id')
          .whereRef('cm2.collaborator_id', '=', 'c.id')
          .where('cm2.magasin_id', '=', magasinId),
      ),
    );
  }
  if (q.collaboratorIds?.length) people = people.where('c.id', 'in', q.collaboratorIds);
  const rows = await people.select(repo.collaboratorColumns).orderBy('c.lastName').orderBy('c.firstName').orderBy('c.id').execute();
  const open = await repo.unclosedCardsBetween(db, ctx.entrepriseId, utc(span.first, -1), utc(span.last, 2));
  const byCollaborator = new Map<number, PunchInterval[]>();
  for (const c of cards) {
    const list = byCollaborator.get(c.collaborator_id) ?? [];
    list.push({
      startAt: c.startAt,
      endAt: c.endAt!,
      offsetMinutes: c.offsetMinutes,
      breaks: breaks.filter((b) => b.punch_card_id === c.id).map((b) => ({ startAt: b.startAt, endAt: b.endAt })),
    });
    byCollaborator.set(c.collaborator_id, list);
  }
  return {
    month: q.month,
    rows: rows
      // Collaborators who left (inactive) appear only when they worked that month.
      .filter((r) => Boolean(r.isActive) || byCollaborator.has(r.id))
      .map((r) => {
        const figures = monthFigures(q.month, r.weeklyMinutes / 60, minutesByDay(byCollaborator.get(r.id) ?? []));
        return {
          collaboratorId: r.id,
          name: `${r.firstName} ${r.lastName}`,
          position: r.position,
          contractType: r.contractType as ContractType,
          weeklyHours: r.weeklyMinutes / 60,
          payType: r.payType as PayType,
          payAmount: fromMinor(Number(r.payAmount)),
          workedMinutes: figures.workedMinutes,
          overtimeMinutes: figures.overtimeMinutes,
          openCards: Number(open.find((o) => o.collaborator_id === r.id)?.n ?? 0),
          weeks: figures.weeks,
        };
      }),
  };
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The month as a spreadsheet: one sheet of totals per collaborator, one of weeks. */
export async function workbook(database: Database, ctx: RequestContext, q: z.infer<typeof timekeepingQuery>) {
  const data = await month(database, ctx, q);
  const t = (k: string) => translate(ctx.locale, k);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const rtl = ctx.locale === 'ar' ? [{ rightToLeft: true }] : undefined;
  const totals = wb.addWorksheet(`${t('rh_xl_month')} ${q.month}`.slice(0, 30), { views: rtl });
  totals.columns = [
    { header: t('rh_xl_name'), key: 'name', width: 28 },
    { header: t('rh_xl_position'), key: 'position', width: 18 },
    { header: t('rh_xl_contract'), key: 'contract', width: 14 },
    { header: t('rh_xl_weekly_hours'), key: 'weeklyHours', width: 14 },
    { header: t('rh_xl_worked_hours'), key: 'worked', width: 14 },
    { header: t('rh_xl_overtime_hours'), key: 'overtime', width: 14 },
    { header: t('rh_xl_pay_type'), key: 'payType', width: 12 },
    { header: t('rh_xl_pay_amount'), key: 'payAmount', width: 14 },
    { header: t('rh_xl_open_cards'), key: 'openCards', width: 14 },
  ];
  totals.getRow(1).font = { bold: true };
  for (const r of data.rows) {
    totals.addRow({
      name: r.name,
      position: r.position ?? '',
      contract: t(`rh_contract_${r.contractType}`),
      weeklyHours: r.weeklyHours,
      worked: hours(r.workedMinutes),
      overtime: hours(r.overtimeMinutes),
      payType: t(`rh_pay_${r.payType}`),
      payAmount: r.payAmount,
      openCards: r.openCards,
    });
  }
  for (const k of ['weeklyHours', 'worked', 'overtime', 'payAmount']) totals.getColumn(k).numFmt = '0.00';
  const weeks = wb.addWorksheet(t('rh_xl_weeks').slice(0, 30), { views: rtl });
  weeks.columns = [
    { header: t('rh_xl_name'), key: 'name', width: 28 },
    { header: t('rh_xl_week'), key: 'week', width: 12 },
    { header: t('rh_xl_from'), key: 'from', width: 12 },
    { header: t('rh_xl_to'), key: 'to', width: 12 },
    { header: t('rh_xl_worked_hours'), key: 'worked', width: 14 },
    { header: t('rh_xl_overtime_hours'), key: 'overtime', width: 14 },
  ];
  weeks.getRow(1).font = { bold: true };
  for (const r of data.rows)
    for (const w of r.weeks)
      weeks.addRow({
        name: r.name,
        week: w.week,
        from: w.from,
        to: w.to,
        worked: hours(w.workedMinutes),
        overtime: hours(w.overtimeMinutes),
      });
  for (const k of ['worked', 'overtime']) weeks.getColumn(k).numFmt = '0.00';
  return { buffer: await workbookBuffer(wb), fileName: exportFileName() };
}
