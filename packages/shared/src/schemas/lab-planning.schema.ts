// Labs and production planning (issue 27, api-spec 7.15): a lab's people, what it makes for which stores
// (LabProduitMagasin), the planning periods (PlanningPeriod), the day's planning grid (DayPlanning, DayPlanning/Add),
// the plannings of a lab (LabPlannings) and one planning's details (production sheet, packing lists, history).
import { z } from 'zod';
import { LAB_PLANNING_STATES } from '../lab-planning';
import { dbId, idField, int32, int32Query } from './fields.schema';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
const quantity = z.number().min(0).max(1_000_000);

// ---- Periods
export const planningPeriodBody = z.object({
  intitule: z.string().trim().min(1).max(60),
  startsAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'),
  position: int32(0, 1000).optional(),
});
export type PlanningPeriodBody = z.input<typeof planningPeriodBody>;
export const planningPeriod = z.object({ id: z.number(), intitule: z.string(), startsAt: z.string(), position: z.number() });
export type PlanningPeriod = z.infer<typeof planningPeriod>;

// ---- A lab's settings: its people (bakers) and what it makes for which stores
export const labPerson = z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), roleTag: z.string() });
export type LabPerson = z.infer<typeof labPerson>;
export const labUpdateBody = z.object({
  intitule: z.string().trim().min(2).max(120),
  magasinId: idField.nullable().optional(),
  userIds: z.array(idField).max(200).optional(),
});
export type LabUpdateBody = z.input<typeof labUpdateBody>;
export const labSettings = z.object({
  id: z.number(),
  intitule: z.string(),
  magasinId: z.number().nullable(),
  magasinName: z.string().nullable(),
  people: z.array(labPerson),
});
export type LabSettings = z.infer<typeof labSettings>;

export const labProduitMagasin = z.object({
  productId: z.number(),
  label: z.string(),
  unity: z.string().nullable(),
  type: z.string(),
  magasinId: z.number(),
  magasinName: z.string(),
  planningPeriodId: z.number().nullable(),
});
export type LabProduitMagasin = z.infer<typeof labProduitMagasin>;
export const labProduitMagasinBody = z.object({
  labId: idField,
  rows: z.array(z.object({ productId: idField, magasinId: idField, planningPeriodId: idField.nullable().optional() })).max(20_000),
});
export type LabProduitMagasinBody = z.input<typeof labProduitMagasinBody>;

// ---- The day's planning
export const dayPlanningBody = z.object({ date: day, weeks: int32(1, 12).optional() });
export const dayPlanningCell = z.object({
  productId: z.number(),
  magasinId: z.number(),
  planningPeriodId: z.number(),
  quantity: z.number(),
  suggested: z.number(),
});
export type DayPlanningCell = z.infer<typeof dayPlanningCell>;
export const dayPlanningBasis = z.object({
  productId: z.number(),
  magasinId: z.number(),
  /** Average sold the same weekday over the weeks taken. */
  sales: z.number(),
  /** Customer orders due that day. */
  orders: z.number(),
  /** What the store still has. */
  stock: z.number(),
  suggested: z.number(),
});
export type DayPlanningBasis = z.infer<typeof dayPlanningBasis>;
export const dayPlanning = z.object({
  labId: z.number(),
  date: z.string(),
  weeks: z.number(),
  periods: z.array(
    planningPeriod.extend({
      planningId: z.number().nullable(),
      state: z.enum(LAB_PLANNING_STATES).nullable(),
      updatedAt: z.string().nullable(),
    }),
  ),
  stores: z.array(z.object({ id: z.number(), intitule: z.string() })),
  products: z.array(z.object({ productId: z.number(), label: z.string(), unity: z.string().nullable() })),
  cells: z.array(dayPlanningCell),
  basis: z.array(dayPlanningBasis),
});
export type DayPlanning = z.infer<typeof dayPlanning>;
export const dayPlanningAddBody = z.object({
  date: day,
  cells: z
    .array(z.object({ productId: idField, magasinId: idField, planningPeriodId: idField, quantity, suggested: quantity.optional() }))
    .max(50_000),
  /** Each period's planning as the screen read it (its updatedAt): a planning changed since is a 409. */
  versions: z
    .array(z.object({ planningPeriodId: idField, updatedAt: z.string().nullable() }))
    .max(50)
    .optional(),
});
export type DayPlanningAddBody = z.input<typeof dayPlanningAddBody>;

// ---- Plannings, details, moves
export const labPlanningsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  offset: int32Query(0).optional(),
  limit: int32Query(1, 200).optional(),
});
export const labPlanningSummary = z.object({
  id: z.number(),
  labId: z.number(),
  labName: z.string(),
  day: z.string(),
  planningPeriodId: z.number(),
  periodName: z.string(),
  startsAt: z.string(),
  state: z.enum(LAB_PLANNING_STATES),
  lostReason: z.string().nullable(),
  planned: z.number(),
  lines: z.number(),
  userName: z.string().nullable(),
  updatedAt: z.string(),
});
export type LabPlanningSummary = z.infer<typeof labPlanningSummary>;
export const labPlanningsPage = z.object({ rows: z.array(labPlanningSummary), total: z.number(), offset: z.number() });
export type LabPlanningsPage = z.infer<typeof labPlanningsPage>;

const qtyUnit = { quantity: z.number(), unity: z.string().nullable() };
export const labPlanningDetails = labPlanningSummary.extend({
  lines: z.array(
    z.object({
      productId: z.number(),
      label: z.string(),
      unity: z.string().nullable(),
      magasinId: z.number(),
      magasinName: z.string(),
      quantity: z.number(),
      suggested: z.number().nullable(),
    }),
  ),
  /** Per product made: the total and its recipe scaled to it, each line in the unit it is weighed in. */
  products: z.array(
    z.object({
      productId: z.number(),
      label: z.string(),
      ...qtyUnit,
      elements: z.array(z.object({ productId: z.number(), label: z.string(), ...qtyUnit })),
    }),
  ),
  /** The raw ingredients the whole planning takes (semi-finished products expanded), in their stock units. */
  ingredients: z.array(z.object({ productId: z.number(), label: z.string(), ...qtyUnit })),
  stores: z.array(z.object({ id: z.number(), intitule: z.string() })),
  /** What the ledger says it did: consumed, produced, lost (by product, in the lab). */
  moved: z.object({
    consumed: z.array(z.object({ productId: z.number(), label: z.string(), ...qtyUnit })),
    produced: z.array(z.object({ productId: z.number(), label: z.string(), ...qtyUnit })),
    lost: z.array(z.object({ productId: z.number(), label: z.string(), ...qtyUnit })),
  }),
  shipments: z.array(
    z.object({ operationId: z.number(), magasinId: z.number(), magasinName: z.string(), state: z.string(), lineCount: z.number() }),
  ),
  moves: z.array(z.enum(LAB_PLANNING_STATES)),
});
export type LabPlanningDetails = z.infer<typeof labPlanningDetails>;
export const labPlanningStateBody = z.object({
  state: z.enum(['in_production', 'ready', 'lost']),
  reason: z.string().trim().min(2).max(300).optional(),
});
export type LabPlanningStateBody = z.input<typeof labPlanningStateBody>;
export const labPlanningIdParam = z.object({ id: dbId });
