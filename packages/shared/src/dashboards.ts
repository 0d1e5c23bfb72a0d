// Dashboards (api-spec 7.13, product-spec §1, §2, §9): the query every chart takes (a period and a set of stores) and
// the answer of each call. Every figure comes with the same figure over the previous period of the same length
// (`previous`), so a screen shows the comparison without asking twice. Money is in the wire's decimal units, like every
// amount; quantities may be fractional (weighed articles). Days are the stores' business days (YYYY-MM-DD, the local
// date of the sale at the till); hours are local hours 0–23.
import { z } from 'zod';
import { dbId } from './schemas/fields.schema';

export const DASHBOARD_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format');

/** A set of store ids from JSON ([1, 2]) or a query string ("1,2", or entityIdList repeated). */
export const entityIdList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.flatMap((x) => (typeof x === 'string' ? x.split(',').filter((s) => s.trim() !== '') : [x]));
}, z.array(dbId).max(500).optional());

/**
 * The query of every chart. `period` today | yesterday | week (Monday to today) | month (the 1st to today) | custom
 * (from and to required, at most 3 years). `entityIdList`: the stores (none = every store the user may see). A store
 * the user may not see is 404.
 */
export const dashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('today'),
  from: isoDay.optional(),
  to: isoDay.optional(),
  entityIdList,
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The days a chart covers, and the previous period of the same length (the days just before). */
export const dashboardRange = z.object({ from: isoDay, to: isoDay, days: z.number() });
export type DashboardRange = z.infer<typeof dashboardRange>;

export const dashboardPeriods = z.object({ current: dashboardRange, previous: dashboardRange });

/** One figure and the same figure over the previous period. */
export const figure = z.object({ value: z.number(), previous: z.number() });
export type Figure = z.infer<typeof figure>;

/** The sales figures shared by several charts (product-spec §1). */
export const salesFigures = z.object({
  /** Net revenue: what was sold (after discounts) less what was given back. */
  revenue: figure,
  /** Tickets (traffic): sales counted once each; a cancelled sale no longer counts. */
  tickets: figure,
  /** Revenue ÷ tickets. */
  averageBasket: figure,
  /** Discounts granted (line and order discounts). */
  discounts: figure,
  /** Money given back (refunds, returns, the returned side of exchanges). */
  refunds: figure,
  /** Articles sold (net of returns). */
  quantity: figure,
});
export type SalesFigures = z.infer<typeof salesFigures>;

const named = { label: z.string() };

export const storeShare = z.object({
  magasinId: z.number(),
  intitule: z.string(),
  revenue: figure,
  tickets: figure,
  /** Share of the selection's revenue, 0–100. */
  share: figure,
});
export const hourPoint = z.object({ hour: z.number().int().min(0).max(23), revenue: figure, tickets: figure });
/** A day of the current period beside the day at the same position in the previous period. */
export const dayPoint = z.object({
  day: isoDay,
  previousDay: isoDay,
  revenue: figure,
  tickets: figure,
  discounts: figure,
  refunds: figure,
});
export const productPoint = z.object({
  priceId: z.number().nullable(),
  ...named,
  quantity: figure,
  revenue: figure,
});
export const categoryPoint = z.object({
  categoryId: z.number().nullable(),
  ...named,
  quantity: figure,
  revenue: figure,
});
export const modePoint = z.object({ modePayment: z.string(), amount: figure, count: figure });
export const sourcePoint = z.object({ source: z.string(), revenue: figure, tickets: figure });
export const sellerPoint = z.object({
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  revenue: figure,
  tickets: figure,
  quantity: figure,
});

/** POST /DashBoard/getHomeQuickCharts: the home (`/`). */
export const homeQuickCharts = z.object({
  periods: dashboardPeriods,
  figures: salesFigures,
  byStore: z.array(storeShare),
  byHour: z.array(hourPoint),
  topProducts: z.array(productPoint),
  paymentModes: z.array(modePoint),
});
export type HomeQuickCharts = z.infer<typeof homeQuickCharts>;

/** POST /DashBoard/getPointOfSellCharts: traffic, revenue, average basket, discounts by day; order sources. */
export const pointOfSellCharts = z.object({
  periods: dashboardPeriods,
  figures: salesFigures,
  byDay: z.array(dayPoint),
  bySource: z.array(sourcePoint),
});
export type PointOfSellCharts = z.infer<typeof pointOfSellCharts>;

/** POST /DashBoard/getContributionCharts: each store's part of the revenue. */
export const contributionCharts = z.object({
  periods: dashboardPeriods,
  total: figure,
  stores: z.array(storeShare),
});
export type ContributionCharts = z.infer<typeof contributionCharts>;

/** POST /DashBoard/getChiffreAffaireCharts: revenue by day, by payment mode and in total. */
export const chiffreAffaireCharts = z.object({
  periods: dashboardPeriods,
  figures: salesFigures,
  /** Revenue before discounts. */
  grossRevenue: figure,
  byDay: z.array(dayPoint),
  paymentModes: z.array(modePoint),
});
export type ChiffreAffaireCharts = z.infer<typeof chiffreAffaireCharts>;

/** POST /DashBoard/getVentesCharts: sales by category, by day, by seller. */
export const ventesCharts = z.object({
  periods: dashboardPeriods,
  figures: salesFigures,
  byCategory: z.array(categoryPoint),
  byDay: z.array(dayPoint),
  bySeller: z.array(sellerPoint),
});
export type VentesCharts = z.infer<typeof ventesCharts>;

/** Product charts narrow to some prices (articles) or a category. */
export const productSalesQuery = dashboardQuery.extend({
  priceIds: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(dbId).max(500).optional()),
  categoryId: dbId.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type ProductSalesQuery = z.infer<typeof productSalesQuery>;

/** POST /DashBoard/getProductSalesCharts: product sales, best first (by revenue). */
export const productSalesCharts = z.object({
  periods: dashboardPeriods,
  products: z.array(productPoint),
  byDay: z.array(z.object({ day: isoDay, previousDay: isoDay, quantity: figure, revenue: figure })),
});
export type ProductSalesCharts = z.infer<typeof productSalesCharts>;

/** POST /DashBoard/getProductSalesCharts/ByUsersV2: product sales by seller. */
export const productSalesByUsersCharts = z.object({
  periods: dashboardPeriods,
  sellers: z.array(sellerPoint.extend({ products: z.array(productPoint) })),
});
export type ProductSalesByUsersCharts = z.infer<typeof productSalesByUsersCharts>;

/** POST /DashBoard/getTopSellersCharts (/reports/sales/top-salers): sellers, best first. */
export const topSellersCharts = z.object({ periods: dashboardPeriods, sellers: z.array(sellerPoint) });
export type TopSellersCharts = z.infer<typeof topSellersCharts>;

/** POST /DashBoard/getBestSellersCharts (/best-seller): articles, best first by quantity. */
export const bestSellersCharts = z.object({ periods: dashboardPeriods, products: z.array(productPoint) });
export type BestSellersCharts = z.infer<typeof bestSellersCharts>;

/** POST /DashBoard/getStockReelTheoriqueCharts: real (last count) versus theoretical (ledger) stock, per product. */
export const stockReelTheoriqueRow = z.object({
  magasinId: z.number(),
  productId: z.number(),
  ...named,
  /** The level the ledger holds now. */
  theoretical: z.number(),
  /** The last count in the period, null when not counted. */
  real: z.number().nullable(),
  countedAt: z.string().nullable(),
  /** real − theoretical at the count (what the count corrected). */
  difference: z.number().nullable(),
  /** The difference valued at the product's cost (money), null without a cost. */
  differenceValue: z.number().nullable(),
});
export const stockReelTheoriqueCharts = z.object({
  periods: dashboardPeriods,
  /** Counts in the period and in the previous one. */
  counts: figure,
  /** Sum of differenceValue. */
  differenceValue: figure,
  rows: z.array(stockReelTheoriqueRow),
});
export type StockReelTheoriqueCharts = z.infer<typeof stockReelTheoriqueCharts>;

/** POST /DashBoard/getMarginsCharts (/margins, gestion_profit): revenue − cost of goods sold. */
export const marginFigures = z.object({
  revenue: figure,
  cost: figure,
  margin: figure,
  /** margin ÷ revenue × 100. */
  rate: figure,
  /** Revenue of lines sold without a known cost (not in cost nor margin). */
  revenueWithoutCost: figure,
});
export const marginPoint = z.object({ quantity: figure, revenue: figure, cost: figure, margin: figure, rate: figure });
export const marginsCharts = z.object({
  periods: dashboardPeriods,
  figures: marginFigures,
  byProduct: z.array(marginPoint.extend({ priceId: z.number().nullable(), ...named })),
  byCategory: z.array(marginPoint.extend({ categoryId: z.number().nullable(), ...named })),
  byStore: z.array(marginPoint.extend({ magasinId: z.number(), intitule: z.string() })),
});
export type MarginsCharts = z.infer<typeof marginsCharts>;

/** POST /DashBoard/getBilletsCharts (/business-intelligence/billets): notes and coins counted at openings and closings. */
export const billetsCharts = z.object({
  periods: dashboardPeriods,
  /** One point per business day and count type. */
  byDay: z.array(
    z.object({
      day: isoDay,
      type: z.enum(['opening', 'closing', 'control']),
      total: z.number(),
      billets: z.array(z.object({ value: z.number(), kind: z.enum(['note', 'coin']), quantity: z.number(), amount: z.number() })),
    }),
  ),
  /** Per denomination over the period (counted at closings). */
  totals: z.array(z.object({ value: z.number(), kind: z.enum(['note', 'coin']), quantity: figure, amount: figure })),
});
export type BilletsCharts = z.infer<typeof billetsCharts>;

/** GET /DashBoard/getCaisseLiveCharts?entityIdList=1,2: the open sessions of the stores, live. */
export const caisseLiveQuery = z.object({ entityIdList });
export const caisseLiveCharts = z.object({
  sessions: z.array(
    z.object({
      caisseId: z.number(),
      magasinId: z.number(),
      intitule: z.string(),
      registerId: z.number(),
      openedAt: z.string(),
      openingFund: z.number(),
      revenue: z.number(),
      tickets: z.number(),
      /** Cash the drawer should hold now. */
      expectedCash: z.number(),
      paymentModes: z.array(z.object({ modePayment: z.string(), amount: z.number(), count: z.number() })),
    }),
  ),
  /** Today in the stores, hour by hour, beside the same day a week before. */
  byHour: z.array(hourPoint),
  figures: salesFigures,
});
export type CaisseLiveCharts = z.infer<typeof caisseLiveCharts>;

/** The charts that export (xlsx) and their names in the export-charts link. */
export const CHART_NAMES = [
  'home',
  'pointOfSell',
  'contribution',
  'chiffreAffaire',
  'stockReelTheorique',
  'ventes',
  'productSales',
  'productSalesByUsers',
  'topSellers',
  'bestSellers',
  'margins',
  'billets',
] as const;
export type ChartName = (typeof CHART_NAMES)[number];

/** POST /DashBoard/exportCharts: the xlsx of a chart's data, in the session. */
export const chartExportBody = dashboardQuery.extend({ chartName: z.enum(CHART_NAMES) });
export type ChartExportBody = z.infer<typeof chartExportBody>;

/** POST /DashBoard/exportChartsLink: a link that downloads the xlsx without a session, for a short while. */
export const chartExportLink = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });
export type ChartExportLink = z.infer<typeof chartExportLink>;

/** GET /DashBoard/exportCharts?chartName&from&to&userId&entityIdList&token: the link (no session; the token signs the rest). */
export const chartExportLinkQuery = z.object({
  chartName: z.enum(CHART_NAMES),
  from: isoDay,
  to: isoDay,
  userId: dbId,
  entityIdList,
  token: z.string().min(1).max(500),
});
export type ChartExportLinkQuery = z.infer<typeof chartExportLinkQuery>;
