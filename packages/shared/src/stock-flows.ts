// The stock operation types of product-spec §4 as steps of one model (issue 26): what each kind of operation starts
// as, which steps it takes, which side of it takes each step, what movement each step writes, and who may start it.
// The server enforces these; the screens read them to offer the steps and the types a user may start.

/** Stock entities (product-spec §9): a store, the central purchasing warehouse, a lab. */
export const STOCK_ENTITY_TYPES = ['magasin', 'central_achat', 'lab'] as const;
export type StockEntityType = (typeof STOCK_ENTITY_TYPES)[number];

/** The operation kinds: every type of §4 but the two that are not operations of their own (see STOCK_FLOW). */
export const STOCK_OPERATION_KINDS = [
  'expedition',
  'planned_shipment',
  'return_central_purchasing',
  'return_lab',
  'scheduled_reception',
  'reception',
  'non_programmed_reception',
  'loss',
  'return',
  'switch_minus',
  'switch_neutral',
  'inventory',
  'inventaire_fermeture',
] as const;
export type StockOperationKind = (typeof STOCK_OPERATION_KINDS)[number];

export const STOCK_OPERATION_STATES = ['draft', 'announced', 'counting', 'sent', 'received', 'done', 'cancelled'] as const;
export type StockOperationState = (typeof STOCK_OPERATION_STATES)[number];

/**
 * - transfer: from one entity to another (draft or announced → sent by the source → received by the target, with what
 *   arrived; cancel by the source before it is received).
 * - announced: an arrival from a supplier into one entity (announced → received with what arrived, or cancelled).
 * - in / out / neutral: applied at once in one entity (done).
 * - count: a count of one entity, line by line as it goes (counting → done).
 * 'sale' (an order's movements, its timeline the order's) and 'inventaire' (one product counted on its own, PATCH
 * /setProduct/Inventory) are the two §4 types written as movements only.
 */
export type StockFlow = 'transfer' | 'announced' | 'in' | 'out' | 'neutral' | 'count';

export interface StockKindRule {
  flow: StockFlow;
  /** The state it is created in. */
  initial: StockOperationState;
  /** The movement type written where stock leaves (transfer, out) or enters (announced, in). */
  movement?: string;
  /** Lines carry a buying price (the weighted average cost follows it). */
  priced?: 'required' | 'optional';
  /** Entity types allowed at the source (the operation's entity for one-entity flows) and at the target. */
  source: readonly StockEntityType[];
  target?: readonly StockEntityType[];
  /** Only managers (admin, gerant, controleur_gestion) start it: buying prices, suppliers, the warehouse's flows. */
  managers?: boolean;
}

const ANY = STOCK_ENTITY_TYPES;

export const STOCK_KINDS: Record<StockOperationKind, StockKindRule> = {
  expedition: { flow: 'transfer', initial: 'draft', movement: 'expedition', source: ANY, target: ANY },
  planned_shipment: { flow: 'transfer', initial: 'announced', movement: 'planned_shipment', source: ANY, target: ANY, managers: true },
  return_central_purchasing: {
    flow: 'transfer',
    initial: 'draft',
    movement: 'return_central_purchasing',
    source: ['magasin', 'lab'],
    target: ['central_achat'],
  },
  return_lab: { flow: 'transfer', initial: 'draft', movement: 'return_lab', source: ['magasin', 'central_achat'], target: ['lab'] },
  scheduled_reception: {
    flow: 'announced',
    initial: 'announced',
    movement: 'approved_reception',
    priced: 'required',
    source: ANY,
    managers: true,
  },
  reception: { flow: 'in', initial: 'done', movement: 'reception', priced: 'required', source: ANY, managers: true },
  non_programmed_reception: { flow: 'in', initial: 'done', movement: 'non_programmed_reception', priced: 'optional', source: ANY },
  loss: { flow: 'out', initial: 'done', movement: 'loss', source: ANY },
  return: { flow: 'out', initial: 'done', movement: 'return', source: ANY, managers: true },
  switch_minus: { flow: 'out', initial: 'done', movement: 'switch_minus', source: ANY },
  switch_neutral: { flow: 'neutral', initial: 'done', movement: 'switch_neutral', source: ANY },
  inventory: { flow: 'count', initial: 'counting', source: ANY },
  inventaire_fermeture: { flow: 'count', initial: 'counting', source: ['magasin'] },
};

/** The roles that start every kind. */
export const STOCK_MANAGER_ROLES = ['admin', 'gerant', 'controleur_gestion'] as const;

/** The kinds a role may start (the server refuses the others with 403). */
export const kindsForRole = (roleTag: string): StockOperationKind[] =>
  STOCK_OPERATION_KINDS.filter((k) => !STOCK_KINDS[k].managers || (STOCK_MANAGER_ROLES as readonly string[]).includes(roleTag));

/** Why a switch neutral took the item out (product-spec §4: "switch neutral (loss or return)"). */
export const SWITCH_REASONS = ['loss', 'return'] as const;

/** How a line's quantity is given: in the product's units, or in cartons of its units per carton. */
export const STOCK_NATURES = ['unity', 'carton'] as const;
export type StockNature = (typeof STOCK_NATURES)[number];

export type StockStep = 'send' | 'receive' | 'cancel' | 'count' | 'close';

/** The steps an operation in a state may take next, and which side takes each. */
export function nextSteps(kind: StockOperationKind, state: StockOperationState): { step: StockStep; side: 'source' | 'target' }[] {
  const flow = STOCK_KINDS[kind].flow;
  if (flow === 'transfer') {
    if (state === 'draft' || state === 'announced')
      return [
        { step: 'send', side: 'source' },
        { step: 'cancel', side: 'source' },
      ];
    if (state === 'sent')
      return [
        { step: 'receive', side: 'target' },
        { step: 'cancel', side: 'source' },
      ];
    return [];
  }
  if (flow === 'announced' && state === 'announced')
    return [
      { step: 'receive', side: 'source' },
      { step: 'cancel', side: 'source' },
    ];
  if (flow === 'count' && state === 'counting')
    return [
      { step: 'count', side: 'source' },
      { step: 'close', side: 'source' },
    ];
  return [];
}
