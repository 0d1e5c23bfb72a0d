import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { zodResolver } from '../../lib/form';
import {
  addLine,
  arrivalDifference,
  defaultSource,
  emptyOperation,
  exceedsStock,
  OPERATION_FIELDS,
  operationSchema,
  receiveSchema,
  receiveValues,
  stepsAllowed,
  stepSide,
  stepsForUser,
  toOperationBody,
  toReceiveBody,
  unplacedErrors,
  type OperationFormLine,
  type OperationFormValues,
} from './operation-rules';

beforeAll(async () => {
  await initI18n('en');
});

const line = (productId: number, quantity: number | '', available: number | null = 10): OperationFormLine => ({
  productId,
  label: `Article ${productId}`,
  barcode: null,
  unity: 'unit',
  available,
  quantity,
  nature: 'unity',
  unitPrice: '',
});

const values = (over: Partial<OperationFormValues> = {}): OperationFormValues => ({
  ...emptyOperation('expedition', 1),
  targetId: 'magasin:2',
  lines: [line(5, 3)],
  ...over,
});

describe('stock operation rules', () => {
  it.each([
    ['expedition', 'draft', ['send', 'cancel']],
    ['expedition', 'sent', ['receive', 'cancel']],
    ['expedition', 'received', []],
    ['expedition', 'cancelled', []],
    ['loss', 'done', []],
    ['planned_shipment', 'announced', ['send', 'cancel']],
    ['scheduled_reception', 'announced', ['receive', 'cancel']],
    ['inventaire_fermeture', 'counting', ['close']],
    ['reception', 'done', []],
  ] as const)('allows an %s in state %s: %j', (type, state, steps) => {
    expect(stepsAllowed({ type, state })).toEqual(steps);
  });

  it('has the sender send and cancel, and the receiver receive', () => {
    expect([stepSide('expedition', 'send'), stepSide('expedition', 'cancel'), stepSide('expedition', 'receive')]).toEqual([
      'source',
      'source',
      'target',
    ]);
    // An announced reception is received by its own entity.
    expect(stepSide('scheduled_reception', 'receive')).toBe('source');
  });

  it("offers a step only on the side of one of the user's stores", () => {
    const sent = { type: 'expedition', state: 'sent', sourceId: 1, targetId: 2 } as const;
    const stores =
      (...ids: number[]) =>
      (type: string, id: number) =>
        type === 'magasin' && ids.includes(id);
    expect(stepsForUser(sent, stores(1, 2))).toEqual(['receive', 'cancel']);
    expect(stepsForUser(sent, stores(1))).toEqual(['cancel']);
    expect(stepsForUser(sent, stores(2))).toEqual(['receive']);
    expect(stepsForUser({ ...sent, state: 'draft' }, stores(2))).toEqual([]);
    expect(stepsForUser(sent, stores())).toEqual([]);
    // The warehouse's side is its own: a store's people do not receive for it.
    const back = { ...sent, type: 'return_central_purchasing', targetTypeTag: 'central_achat' } as const;
    expect(stepsForUser(back, stores(1, 2))).toEqual(['cancel']);
  });

  it('sends an expedition with its target and a loss without one, quantities as numbers and a blank note as null', () => {
    const sent = { productId: 5, quantity: 3, nature: 'unity', unitPrice: null };
    expect(toOperationBody(values({ note: '  ' }))).toEqual({
      type: 'expedition',
      sourceTypeTag: 'magasin',
      sourceId: 1,
      targetTypeTag: 'magasin',
      targetId: 2,
      reason: null,
      note: null,
      lines: [sent],
    });
    expect(toOperationBody(values({ type: 'loss', note: ' broken ' }))).toMatchObject({
      type: 'loss',
      sourceId: 1,
      targetId: null,
      note: 'broken',
      lines: [sent],
    });
    // A reception carries its prices, a carton line its nature; the warehouse is an entity like a store.
    const reception = values({
      type: 'reception',
      sourceId: 'central_achat:4',
      lines: [{ ...line(5, 2), nature: 'carton', unitPrice: 4.5 }],
    });
    expect(toOperationBody(reception)).toMatchObject({
      sourceTypeTag: 'central_achat',
      sourceId: 4,
      targetId: null,
      lines: [{ productId: 5, quantity: 2, nature: 'carton', unitPrice: 4.5 }],
    });
  });

  it('refuses an expedition without a target, to the same store, without lines or with a quantity of 0', () => {
    const validate = zodResolver(operationSchema);
    expect(validate(values())).toEqual({});
    expect(validate(values({ targetId: null }))).toEqual({ targetId: 'Required' });
    expect(validate(values({ targetId: 'magasin:1' }))).toEqual({ targetId: 'Choose a store other than the sending one' });
    expect(validate(values({ lines: [] }))).toEqual({ lines: 'Required' });
    expect(validate(values({ lines: [line(5, 2), line(6, 0), line(7, '')] }))).toEqual({
      'lines.1.quantity': 'The quantity must be more than 0',
      'lines.2.quantity': 'Required',
    });
    // A loss needs no target; a reception its prices; a switch neutral its reason; a count no lines.
    expect(validate(values({ type: 'loss', targetId: null }))).toEqual({});
    expect(validate(values({ type: 'reception' }))).toEqual({ 'lines.0.unitPrice': 'Required' });
    expect(validate(values({ type: 'switch_neutral' }))).toEqual({ reason: 'Required' });
    expect(validate(values({ type: 'inventaire_fermeture', lines: [] }))).toEqual({});
  });

  it("puts the server's line problems on the form's fields and keeps only the others apart", () => {
    const errors = [
      { field: 'lines.3.quantity', message: 'Must be more than 0' },
      { field: 'lines.1.productId', message: 'Unknown reference' },
      { field: 'targetId', message: 'The destination store must differ from the source store' },
      { field: '_', message: 'Something else' },
    ];
    expect(OPERATION_FIELDS).toEqual(expect.arrayContaining(['sourceId', 'targetId', 'lines', 'lines.3.quantity', 'lines.499.productId']));
    expect(unplacedErrors(errors, OPERATION_FIELDS)).toEqual([{ field: '_', message: 'Something else' }]);
  });

  it('adds a picked product once: picked again, its line is the one to fill', () => {
    const first = addLine([], line(5, ''));
    expect(first).toEqual({ lines: [line(5, '')], index: 0 });
    const second = addLine(first.lines, line(6, ''));
    expect(second.index).toBe(1);
    expect(addLine(second.lines, line(5, ''))).toEqual({ lines: second.lines, index: 0 });
  });

  it('warns when more is asked than the store has, not when its stock is unknown', () => {
    expect(exceedsStock(line(5, 11, 10))).toBe(true);
    expect(exceedsStock(line(5, 10, 10))).toBe(false);
    expect(exceedsStock(line(5, 11, null))).toBe(false);
    expect(exceedsStock(line(5, '', 10))).toBe(false);
  });

  it('prefills what arrived with what was sent, and sends every line in the order shown', () => {
    const v = receiveValues([
      { productId: 5, label: 'Water', unity: 'unit', quantity: 6 },
      { productId: 6, label: 'Flour', unity: 'kg', quantity: 2.5 },
    ]);
    expect(v.lines.map((l) => l.received)).toEqual([6, 2.5]);
    v.lines[1].received = 2;
    expect(toReceiveBody({ ...v, note: 'one bag torn' })).toEqual({
      lines: [
        { productId: 5, received: 6 },
        { productId: 6, received: 2 },
      ],
      note: 'one bag torn',
    });
    expect(zodResolver(receiveSchema)({ note: '', lines: [{ received: '' }, { received: -1 }] })).toEqual({
      'lines.0.received': 'Required',
      'lines.1.received': 'The quantity cannot be negative',
    });
  });

  it('gives the difference on arrival to 3 decimals, none before', () => {
    expect(arrivalDifference({ quantity: 6, received: 5 })).toBe(-1);
    expect(arrivalDifference({ quantity: 2.5, received: 2.6 })).toBe(0.1);
    expect(arrivalDifference({ quantity: 6, received: null })).toBeNull();
  });
});

describe('defaultSource (issue 23: an expedition leaves from the user’s store)', () => {
  const stores = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('takes the page’s store, else the user’s main store, else the first they are attached to, else the only one', () => {
    expect(defaultSource(3, { magasinId: 2, magasins: [1] }, stores)).toBe(3);
    expect(defaultSource(null, { magasinId: 2, magasins: [1] }, stores)).toBe(2);
    expect(defaultSource(null, { magasinId: 9, magasins: [8, 1] }, stores)).toBe(1);
    expect(defaultSource(null, { magasinId: null, magasins: [] }, stores)).toBeNull();
    expect(defaultSource(null, undefined, [{ id: 4 }])).toBe(4);
    // Not known yet (stores loading): nothing rather than a store the user cannot choose.
    expect(defaultSource(null, { magasinId: 2, magasins: [] }, [])).toBeNull();
  });
});
