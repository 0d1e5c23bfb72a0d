// A chart's data as xlsx (issue 24), in the session or through the export-charts link of 7.13 (chartName, from, to,
// userId, entityIdList and a token) that downloads without a session: the token is an HMAC of every parameter of the
// link, the company and an expiry, with the server's signing secret, so a link altered in any part or expired is
// refused (401), and the user it names must still be an active member holding the chart's tags (else 403) and see the
// stores (else 404), as when signed in.
import { timingSafeEqual } from 'node:crypto';
import { EXPORT_SHEET_NAME_MAX, type ChartName, type Figure, type FunctionalityTag } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { plainXlsx, type PlainCell, type PlainSheet } from '../../files/plain-xlsx';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { translate } from '../../lib/messages';
import { hmac } from '../../lib/tokens';
import { findGrantedTags, findUserMagasinIds } from '../auth/auth.repository';
import type { RoleTag } from '@comptoir/shared';
import * as charts from './dashboards.service';

/** How long an export-charts link downloads. */
export const EXPORT_LINK_TTL_MS = 10 * 60_000;

export const SALES_TAGS: readonly FunctionalityTag[] = ['gestion_caisse'];
export const HOME_TAGS: readonly FunctionalityTag[] = ['gestion_caisse', 'gestion_stock'];
export const STOCK_TAGS: readonly FunctionalityTag[] = ['gestion_stock'];
export const PROFIT_TAGS: readonly FunctionalityTag[] = ['gestion_profit'];

/** Each exportable chart: its tags (any one passes) and how it is read. */
export const CHARTS: Record<
  ChartName,
  { tags: readonly FunctionalityTag[]; read: (i: charts.ChartInput, q: ChartQuery) => Promise<object> }
> = {
  home: { tags: HOME_TAGS, read: charts.homeQuickCharts },
  pointOfSell: { tags: SALES_TAGS, read: charts.pointOfSellCharts },
  contribution: { tags: SALES_TAGS, read: charts.contributionCharts },
  chiffreAffaire: { tags: SALES_TAGS, read: charts.chiffreAffaireCharts },
  stockReelTheorique: { tags: STOCK_TAGS, read: charts.stockReelTheoriqueCharts },
  ventes: { tags: SALES_TAGS, read: charts.ventesCharts },
  productSales: { tags: SALES_TAGS, read: (i, q) => charts.productSalesCharts(i, { ...q, limit: 500 }) },
  productSalesByUsers: { tags: SALES_TAGS, read: (i, q) => charts.productSalesByUsersCharts(i, { ...q, limit: 500 }) },
  topSellers: { tags: SALES_TAGS, read: charts.topSellersCharts },
  bestSellers: { tags: SALES_TAGS, read: charts.bestSellersCharts },
  margins: { tags: PROFIT_TAGS, read: charts.marginsCharts },
  billets: { tags: SALES_TAGS, read: charts.billetsCharts },
};

export interface ChartQuery {
  period: 'today' | 'yesterday' | 'week' | 'month' | 'custom';
  from?: string;
  to?: string;
  entityIdList?: number[];
}

const forbidden = () => new AppError('FORBIDDEN', 'unauthorized action');
export const hasChartTags = (ctx: Pick<RequestContext, 'tags'>, chart: ChartName) => CHARTS[chart].tags.some((t) => ctx.tags.includes(t));

// ---- The workbook
const ID_COLUMNS = new Set(['priceId', 'magasinId', 'userId', 'categoryId', 'productId', 'caisseId', 'registerId']);
const isFigure = (v: unknown): v is Figure =>
  typeof v === 'object' && v !== null && 'value' in v && 'previous' in v && Object.keys(v).length === 2;

/** One sheet per list of the chart's answer (figures first), a figure as two columns: the period and the previous one. */
export function chartWorkbook(name: ChartName, answer: object, locale: string): Buffer {
  const t = (k: string, params?: Record<string, string>) => translate(locale, `xl_dash_${k}`, params);
  const label = (k: string) => {
    const text = t(k);
    return text === `xl_dash_${k}` ? k : text;
  };
  const sheets: PlainSheet[] = [];
  const sheet = (key: string, rows: PlainCell[][]) =>
    sheets.push({ name: label(key).slice(0, EXPORT_SHEET_NAME_MAX), rows, header: true, width: 18 });
  const entries = Object.entries(answer);
  // The figures: objects of figures (salesFigures, marginFigures) and single figures (total, counts, grossRevenue).
  const figures: [string, Figure][] = [];
  for (const [k, v] of entries) {
    if (isFigure(v)) figures.push([k, v]);
    else if (k === 'figures' && typeof v === 'object' && v)
      for (const [fk, fv] of Object.entries(v)) if (isFigure(fv)) figures.push([fk, fv]);
  }
  if (figures.length)
    sheet('figures', [
      [label('figure'), label('value'), t('previous', { label: label('value') })],
      ...figures.map(([k, f]) => [label(k), f.value, f.previous]),
    ]);
  for (const [k, v] of entries) {
    if (!Array.isArray(v) || !v.length || typeof v[0] !== 'object') continue;
    const columns = Object.keys(v[0] as object).filter((c) => !ID_COLUMNS.has(c) && !Array.isArray((v[0] as Record<string, unknown>)[c]));
    const header: string[] = [];
    for (const c of columns)
      if (isFigure((v[0] as Record<string, unknown>)[c])) header.push(label(c), t('previous', { label: label(c) }));
      else header.push(label(c));
    const rows: PlainCell[][] = [header];
    for (const row of v as Record<string, unknown>[]) {
      const cells: PlainCell[] = [];
      for (const c of columns) {
        const cell = row[c];
        if (isFigure(cell)) cells.push(cell.value, cell.previous);
        else cells.push(typeof cell === 'number' ? cell : cell === null || cell === undefined ? '' : String(cell));
      }
      rows.push(cells);
    }
    sheet(k, rows);
  }
  if (!sheets.length) sheet(name, []);
  return plainXlsx(sheets, { rightToLeft: locale === 'ar' });
}

export const chartFileName = (name: ChartName, from: string, to: string) => `${name}_${from}_${to}.xlsx`;

// ---- The signed link
export interface LinkParams {
  chartName: ChartName;
  from: string;
  to: string;
  userId: number;
  entityIdList?: number[];
}

const canonical = (p: LinkParams, entrepriseId: number, expires: number) =>
  [
    'dashboards-export',
    p.chartName,
    p.from,
    p.to,
    p.userId,
    [...(p.entityIdList ?? [])].sort((a, b) => a - b).join(','),
    entrepriseId,
    expires,
  ].join('|');

/** The token of a link: company.expiry.signature (base64url HMAC-SHA256 of every parameter). */
export function signLink(secret: string, p: LinkParams, entrepriseId: number, now = Date.now()): { token: string; expiresAt: string } {
  const expires = Math.floor((now + EXPORT_LINK_TTL_MS) / 1000);
  return {
    token: `${entrepriseId}.${expires}.${hmac(secret, canonical(p, entrepriseId, expires))}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

const linkInvalid = () => new AppError('UNAUTHENTICATED', 'link_invalid');

/** The company of a valid, unexpired token for these parameters; 401 otherwise. */
export function verifyLink(secret: string, p: LinkParams, token: string, now = Date.now()): number {
  const m = token.match(/^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!m) throw linkInvalid();
  const entrepriseId = Number(m[1]);
  const expires = Number(m[2]);
  const expected = Buffer.from(hmac(secret, canonical(p, entrepriseId, expires)));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkInvalid();
  if (expires * 1000 < now) throw linkInvalid();
  return entrepriseId;
}

/** The context of the link's user, as a session would give it: an active member of the company, with the chart's tags. */
export async function linkContext(
  db: Executor,
  entrepriseId: number,
  userId: number,
  chart: ChartName,
  locale: string,
): Promise<RequestContext> {
  const member = await db
    .selectFrom('entreprise_users as eu')
    .innerJoin('users as u', 'u.id', 'eu.user_id')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .select(['eu.roleId', 'r.tag as roleTag', 'eu.magasinId', 'u.name'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.user_id', '=', userId)
    .where('eu.isActive', '=', true)
    .where('u.isActive', '=', true)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw linkInvalid();
  const [tags, magasinIds] = await Promise.all([
    findGrantedTags(db, entrepriseId, member.roleId),
    findUserMagasinIds(db, entrepriseId, userId),
  ]);
  const ctx: RequestContext = {
    userId,
    userName: member.name,
    entrepriseId,
    sessionId: 0,
    roleId: member.roleId,
    roleTag: member.roleTag as RoleTag,
    tags,
    magasinId: member.magasinId,
    magasinIds: magasinIds.length ? magasinIds : member.magasinId ? [member.magasinId] : [],
    locale,
    ip: '',
  };
  if (!hasChartTags(ctx, chart)) throw forbidden();
  return ctx;
}
