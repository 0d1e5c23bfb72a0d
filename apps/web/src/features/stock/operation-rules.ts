// The stock operations screens' rules: a state's colour, the steps a state allows, the form's values and what they
// send, the server's problems placed on the form's fields, and a line's difference on arrival.
import {
  nextSteps,
  STOCK_KINDS,
  STOCK_OPERATION_KINDS,
  type FieldError,
  type StockEntityType,
  type StockNature,
  type StockOperationBody,
  type StockOperationKind,
  type StockOperationReceiveBody,
  type StockOperationState,
} from '@comptoir/shared';
import { z } from 'zod';
import type { OperationStep } from './api/operations-api';

export const OPERATION_STATE_COLOR: Record<StockOperationState, string> = {
  draft: 'gray',
  announced: 'grape',
  counting: 'yellow',
  sent: 'blue',
  received: 'green',
  done: 'teal',
  cancelled: 'red',
};

const FLOW_COLOR = { transfer: 'indigo', announced: 'grape', in: 'green', out: 'orange', neutral: 'cyan', count: 'yellow' } as const;
export const OPERATION_KIND_COLOR = Object.fromEntries(STOCK_OPERATION_KINDS.map((k) => [k, FLOW_COLOR[STOCK_KINDS[k].flow]])) as Record<
  StockOperationKind,
  string
>;

/** What can be done next from the screen (shared stock-flows.ts); a count's lines are entered on its count screen. */
export function stepsAllowed(op: { type: StockOperationKind; state: StockOperationState }): OperationStep[] {
  return nextSteps(op.type, op.state)
    .map((n) => n.step)
    .filter((s): s is OperationStep => s !== 'count');
}

/** Which side acts on a step: a transfer's target receives, the operation's entity (its source) takes the rest. */
export const stepSide = (type: StockOperationKind, step: OperationStep): 'source' | 'target' =>
  nextSteps(type, STOCK_KINDS[type].flow === 'transfer' ? 'sent' : STOCK_KINDS[type].initial).find((n) => n.step === step)?.side ??
  'source';

/** Whether the user acts for an entity (their stores, labs and, company-wide, the warehouse). */
export type ActsFor = (type: StockEntityType, id: number) => boolean;

/** The steps the user may take: those the state allows, on a side the user acts for. */
export function stepsForUser(
  op: {
    type: StockOperationKind;
    state: StockOperationState;
    sourceTypeTag?: StockEntityType;
    sourceId: number;
    targetTypeTag?: StockEntityType | null;
    targetId: number | null;
  },
  actsFor: ActsFor,
): OperationStep[] {
  return stepsAllowed(op).filter((step) => {
    const source = stepSide(op.type, step) === 'source';
    const id = source ? op.sourceId : op.targetId;
    return id !== null && actsFor((source ? op.sourceTypeTag : op.targetTypeTag) ?? 'magasin', id);
  });
}

/** A line of the form: the product as the picker found it in the source store, and the quantity typed. */
export interface OperationFormLine {
  productId: number;
  label: string;
  barcode: string | null;
  unity: string | null;
  /** What the source store had when picked; null when unknown (the source store changed since). */
  available: number | null;
  quantity: number | '';
  nature: StockNature;
  /** A reception's buying price (the company's currency). */
  unitPrice: number | '';
}

export interface OperationFormValues {
  type: StockOperationKind;
  /** An entity as `type:id` (a store, the warehouse, a lab). */
  sourceId: string | null;
  targetId: string | null;
  reason: 'loss' | 'return' | null;
  note: string;
  lines: OperationFormLine[];
}

/** An entity as the form's selects hold it, and back. */
export const entityKey = (type: StockEntityType, id: number) => `${type}:${id}`;
export function parseEntity(key: string | null): { type: StockEntityType; id: number } | null {
  if (!key) return null;
  const [type, id] = key.includes(':') ? key.split(':') : ['magasin', key];
  return { type: type as StockEntityType, id: Number(id) };
}

export const emptyOperation = (type: StockOperationKind, sourceId: number | null): OperationFormValues => ({
  type,
  sourceId: sourceId === null ? null : entityKey('magasin', sourceId),
  targetId: null,
  reason: null,
  note: '',
  lines: [],
});

/**
 * The store an operation leaves from by default (issue 23): the one the page is filtered on, else the user's own store
 * (their main one, else the first they are attached to), else the only store they can choose; one they can choose.
 */
export function defaultSource(
  asked: number | null,
  user: { magasinId: number | null; magasins: readonly number[] } | undefined,
  stores: readonly { id: number }[],
): number | null {
  const choosable = (id: number | null | undefined) => (id !== null && id !== undefined && stores.some((s) => s.id === id) ? id : null);
  return (
    choosable(asked) ??
    choosable(user?.magasinId) ??
    choosable(user?.magasins.find((id) => choosable(id) !== null)) ??
    (stores.length === 1 ? stores[0].id : null)
  );
}

const MAX_QUANTITY = 100_000_000;

// The server's rules (stockOperationBody), messages as i18n keys.
export const operationSchema = z
  .object({
    type: z.enum(STOCK_OPERATION_KINDS),
    sourceId: z.string('validation.required').min(1, 'validation.required'),
    targetId: z.string().nullable(),
    reason: z.enum(['loss', 'return']).nullable(),
    note: z.string().max(500, 'stock.operations.form.noteTooLong'),
    lines: z.array(
      z.object({
        quantity: z.number('validation.required').positive('stock.operations.form.positive').max(MAX_QUANTITY, 'stock.count.tooBig'),
        unitPrice: z.union([z.number().min(0), z.literal('')]),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    const rule = STOCK_KINDS[v.type];
    // An empty list says 'required' under the picker, as every empty field does (lib/form.ts); a count starts empty.
    if (rule.flow !== 'count' && !v.lines.length) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['lines'] });
    if (rule.priced === 'required')
      v.lines.forEach((l, i) => {
        if (l.unitPrice === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['lines', i, 'unitPrice'] });
      });
    if (v.type === 'switch_neutral' && !v.reason) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['reason'] });
    if (rule.flow !== 'transfer') return;
    if (!v.targetId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['targetId'] });
    else if (v.targetId === v.sourceId) ctx.addIssue({ code: 'custom', message: 'stock.operations.form.sameStore', path: ['targetId'] });
  });

/** The body of POST /StockOperation (only a transfer has a target; only a priced kind its prices). */
export function toOperationBody(v: OperationFormValues): StockOperationBody {
  const rule = STOCK_KINDS[v.type];
  const source = parseEntity(v.sourceId)!;
  const target = rule.flow === 'transfer' ? parseEntity(v.targetId) : null;
  return {
    type: v.type,
    sourceTypeTag: source.type,
    sourceId: source.id,
    targetTypeTag: target?.type ?? 'magasin',
    targetId: target?.id ?? null,
    reason: v.type === 'switch_neutral' ? v.reason : null,
    note: v.note.trim() || null,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      quantity: Number(l.quantity),
      nature: l.nature,
      unitPrice: rule.priced && l.unitPrice !== '' ? Number(l.unitPrice) : null,
    })),
  };
}

/** The form fields the server may name for an operation of `lineCount` lines (its 422 goes under them). */
export function operationFields(lineCount: number): string[] {
  const fields = ['type', 'sourceId', 'sourceTypeTag', 'targetId', 'targetTypeTag', 'reason', 'note', 'lines'];
  for (let i = 0; i < lineCount; i++)
    fields.push(`lines.${i}.productId`, `lines.${i}.quantity`, `lines.${i}.unitPrice`, `lines.${i}.nature`);
  return fields;
}

/** The server takes up to 500 lines: every field it may name. */
export const MAX_LINES = 500;
export const OPERATION_FIELDS: readonly string[] = operationFields(MAX_LINES);

/** The server's problems that no field of the form shows (listed above the buttons so none is lost). */
export const unplacedErrors = (errors: readonly FieldError[], fields: readonly string[]): FieldError[] =>
  errors.filter((e) => !fields.includes(e.field));

/** A line's problem that is not its quantity's (an unknown or repeated product), shown under its label. */
export const lineProblem = (errors: Record<string, unknown>, index: number): string | undefined => {
  const e = errors[`lines.${index}.productId`];
  return typeof e === 'string' ? e : undefined;
};

/** A line picked again adds nothing: the quantity input of the line already there takes it. */
export function addLine(lines: readonly OperationFormLine[], line: OperationFormLine): { lines: OperationFormLine[]; index: number } {
  const at = lines.findIndex((l) => l.productId === line.productId);
  if (at >= 0) return { lines: [...lines], index: at };
  return { lines: [...lines, line], index: lines.length };
}

/** More asked than the source store has (the server allows it; the form warns). */
export const exceedsStock = (l: OperationFormLine): boolean =>
  l.available !== null && typeof l.quantity === 'number' && l.quantity > l.available;

/** What arrived minus what was sent; null until received. */
export const arrivalDifference = (l: { quantity: number; received: number | null }): number | null =>
  l.received === null ? null : Math.round((l.received - l.quantity) * 1000) / 1000;

export interface ReceiveFormValues {
  note: string;
  lines: { productId: number; label: string; unity: string | null; quantity: number; received: number | '' }[];
}

export const receiveSchema = z.object({
  note: z.string().max(500, 'stock.operations.form.noteTooLong'),
  lines: z.array(
    z.object({
      received: z.number('validation.required').min(0, 'stock.count.notNegative').max(MAX_QUANTITY, 'stock.count.tooBig'),
    }),
  ),
});

/** Prefilled with what was sent: the receiver only corrects what differs. */
export const receiveValues = (lines: readonly { productId: number; label: string; unity: string | null; quantity: number }[]) => ({
  note: '',
  lines: lines.map((l) => ({ productId: l.productId, label: l.label, unity: l.unity, quantity: l.quantity, received: l.quantity })),
});

/** PATCH …/receive: every line with what arrived, in the order shown (so a 422's lines.N is the Nth input). */
export const toReceiveBody = (v: ReceiveFormValues): StockOperationReceiveBody => ({
  lines: v.lines.map((l) => ({ productId: l.productId, received: Number(l.received) })),
  note: v.note.trim() || null,
});

export const receiveFields = (lineCount: number): string[] => [
  'note',
  'lines',
  ...Array.from({ length: lineCount }, (_, i) => `lines.${i}.received`),
];
