// The stock operations screens' rules: a state's colour, the steps a state allows, the form's values and what they
// send, the server's problems placed on the form's fields, and a line's difference on arrival.
import type { FieldError, StockOperationBody, StockOperationKind, StockOperationReceiveBody, StockOperationState } from '@comptoir/shared';
import { z } from 'zod';
import type { OperationStep } from './api/operations-api';

export const OPERATION_STATE_COLOR: Record<StockOperationState, string> = {
  draft: 'gray',
  sent: 'blue',
  received: 'green',
  done: 'teal',
  cancelled: 'red',
};

export const OPERATION_KIND_COLOR: Record<StockOperationKind, string> = { expedition: 'indigo', loss: 'orange' };

/** What can be done next: a draft is sent or cancelled, a sent expedition received or cancelled; the rest is final. */
export function stepsAllowed(op: { type: StockOperationKind; state: StockOperationState }): OperationStep[] {
  if (op.type !== 'expedition') return [];
  switch (op.state) {
    case 'draft':
      return ['send', 'cancel'];
    case 'sent':
      return ['receive', 'cancel'];
    case 'received':
    case 'done':
    case 'cancelled':
      return [];
  }
}

/** Which side acts on a step: the sender sends and cancels, the receiver receives (the server says 404 otherwise). */
export const stepSide = (step: OperationStep): 'source' | 'target' => (step === 'receive' ? 'target' : 'source');

/** The steps the user may take: those the state allows, on the side of one of the user's stores. */
export function stepsForUser(
  op: { type: StockOperationKind; state: StockOperationState; sourceId: number; targetId: number | null },
  myStores: ReadonlySet<number>,
): OperationStep[] {
  return stepsAllowed(op).filter((step) => {
    const store = stepSide(step) === 'source' ? op.sourceId : op.targetId;
    return store !== null && myStores.has(store);
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
}

export interface OperationFormValues {
  type: StockOperationKind;
  sourceId: string | null;
  targetId: string | null;
  note: string;
  lines: OperationFormLine[];
}

export const emptyOperation = (type: StockOperationKind, sourceId: number | null): OperationFormValues => ({
  type,
  sourceId: sourceId === null ? null : String(sourceId),
  targetId: null,
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
    type: z.enum(['expedition', 'loss']),
    sourceId: z.string('validation.required').min(1, 'validation.required'),
    targetId: z.string().nullable(),
    note: z.string().max(500, 'stock.operations.form.noteTooLong'),
    lines: z
      .array(
        z.object({
          quantity: z.number('validation.required').positive('stock.operations.form.positive').max(MAX_QUANTITY, 'stock.count.tooBig'),
        }),
      )
      // An empty list says 'required' under the picker, as every empty field does (lib/form.ts).
      .min(1),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'expedition') return;
    if (!v.targetId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['targetId'] });
    else if (v.targetId === v.sourceId) ctx.addIssue({ code: 'custom', message: 'stock.operations.form.sameStore', path: ['targetId'] });
  });

/** The body of POST /StockOperation (a loss has no target). */
export function toOperationBody(v: OperationFormValues): StockOperationBody {
  return {
    type: v.type,
    sourceId: Number(v.sourceId),
    targetId: v.type === 'expedition' && v.targetId ? Number(v.targetId) : null,
    note: v.note.trim() || null,
    lines: v.lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) })),
  };
}

/** The form fields the server may name for an operation of `lineCount` lines (its 422 goes under them). */
export function operationFields(lineCount: number): string[] {
  const fields = ['type', 'sourceId', 'targetId', 'note', 'lines'];
  for (let i = 0; i < lineCount; i++) fields.push(`lines.${i}.productId`, `lines.${i}.quantity`);
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
