// The till's cart: what the cashier is selling, kept in the browser and updated without waiting for the network.
// Amounts are integer minor units (DESIGN.md §3, packages/shared/src/money.ts); quantities have up to 3 decimals.
import type { Discount, Minor, ORDER_SOURCES, TaxLine } from '@comptoir/shared';

export type OrderSource = (typeof ORDER_SOURCES)[number];
/** A discount (shared with the server's totals): a percentage 0–100, or a fixed amount in minor units. */
export type { Discount, TaxLine };

/** A choice made in one composition of a formula (breakfast: a drink, a pastry…). */
export interface CompositionChoice {
  compositionId: number;
  productId: number;
  label: string;
  quantity: number;
  /** Chosen by the formula itself (auto-included), shown but not removable. */
  auto: boolean;
}

/** What the catalogue tells the cart about the price being sold. */
export interface SellableItem {
  priceId: number;
  productId: number | null;
  label: string;
  /** Effective unit price (promo counted) in minor units. */
  unitPrice: Minor;
  currencyTag: string;
  /** Tax rate in percent; prices include it. */
  tva: number;
  /** Sold by weight (kg, g, l…): the quantity is a weight. */
  byWeight: boolean;
  unity: string | null;
  /** A use of this client subscription (issue 32): shown at 0, the server decides the price. */
  subscriptionId?: number;
  /**
   * A plan the ticket's client subscribes to in this sale (issue 32): one line at the plan's price and tax (the server
   * bills its own); `priceId` is 0, the line goes to the body's `subscriptions`.
   */
  planId?: number;
}

export interface CartLine extends SellableItem {
  key: string;
  quantity: number;
  discount: Discount | null;
  choices: CompositionChoice[];
}

export interface CartClient {
  id: number;
  name: string;
  loyaltyPoints: number;
}

/** An accepted promo code and what it takes off the order. */
export interface PromoCode {
  code: string;
  discount: Discount;
}

export interface CartInstruction {
  id: number;
  intitule: string;
}

export interface CartState {
  lines: CartLine[];
  /** The line the keypad and the discount act on. */
  selectedKey: string | null;
  orderDiscount: Discount | null;
  /** A promo code replaces the order discount (the order has one discount, as the server computes it). */
  promo: PromoCode | null;
  client: CartClient | null;
  isCredit: boolean;
  source: OrderSource | null;
  notes: string;
  /** Instructions the order carries (the company's Instruction settings), chosen in the order options. */
  instructions?: CartInstruction[];
  /** The ticket emptied with "Vider", kept until the next line is rung up: "Annuler" brings it back. */
  discarded: DiscardedCart | null;
}

/** A ticket as it was before "Vider". */
export type DiscardedCart = Omit<CartState, 'discarded'>;

export type CartAction =
  | { type: 'add'; item: SellableItem; quantity?: number; choices?: CompositionChoice[]; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'increment'; key: string; by: number }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null }
  | { type: 'lineDiscount'; key: string; discount: Discount | null }
  | { type: 'orderDiscount'; discount: Discount | null }
  | { type: 'promo'; promo: PromoCode | null }
  | { type: 'client'; client: CartClient | null }
  | { type: 'credit'; isCredit: boolean }
  | { type: 'source'; source: OrderSource | null }
  | { type: 'notes'; notes: string }
  | { type: 'instructions'; instructions: CartInstruction[] }
  /** The sale is done (paid, kept in the outbox): a new empty ticket. */
  | { type: 'clear' }
  /** The cashier empties the ticket ("Vider"); 'restore' undoes it until the next line. */
  | { type: 'discard' }
  | { type: 'restore' };

export interface CartTotals {
  /** Sum of the lines before any discount. */
  gross: Minor;
  /** Line discounts added up. */
  lineDiscounts: Minor;
  /** Sum of the lines after their own discounts. */
  subtotal: Minor;
  /** The order discount: the promo code's when one is applied, else the cashier's. */
  orderDiscount: Minor;
  total: Minor;
  taxes: TaxLine[];
  itemCount: number;
  currencies: string[];
}
