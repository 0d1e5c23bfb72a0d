// Online ordering by clients (product-spec §2 /loyalty/order-online, /loyalty/checkout, /loyalty/orders-history;
// issue 31) and the stores near a client (/loyalty/near-stores, §4). Paths are ours (docs/decisions.md). The client
// sends price ids and quantities only: the server prices the cart from its catalogue, as the till's sale is priced.
import { z } from 'zod';
import { idField, whenParsed } from './fields.schema';
import { quantityField } from './command.schema';

/** How the client gets the order. */
export const ONLINE_MODES = ['pickup', 'delivery'] as const;
export type OnlineMode = (typeof ONLINE_MODES)[number];

/** How the client pays: at the store when picking up, cash to the delivery man, or now through the payment provider. */
export const ONLINE_PAYMENTS = ['pay_at_pickup', 'cash_on_delivery', 'online_payment_provider'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number];

/** The client's own words for where an order stands (derived from the order, its planning and its shipping). */
export const ONLINE_STATUSES = ['received', 'preparing', 'ready', 'delivering', 'delivered', 'picked_up', 'cancelled'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

/** One line of the cart kept in browser storage (product-spec §3): price id, unformatted price, quantity. */
export const cartLine = z.object({ priceId: z.number(), unformatedPrice: z.number(), quantity: z.number() });
export type CartLineStored = z.infer<typeof cartLine>;

export const onlineOrderBody = z
  .object({
    /** Client-generated: a repeated checkout is the same order (the idempotency key). */
    uuid: z.string().trim().min(8).max(64),
    magasinId: idField,
    mode: z.enum(ONLINE_MODES),
    /** Pickup: when the client comes (ISO, in the future). */
    pickupAt: z.iso.datetime({ offset: true }).optional(),
    address: z.string().trim().min(3).max(255).optional(),
    city: z.string().trim().max(120).optional(),
    tel: z.string().trim().max(30).optional(),
    payment: z.enum(ONLINE_PAYMENTS),
    lines: z
      .array(z.object({ priceId: idField, quantity: quantityField }))
      .min(1, { error: 'required' })
      .max(100),
    notes: z.string().trim().max(500).optional(),
    /** A promo code: applied by the till's rule (remises' promoCodeDiscount), consumed once per order. */
    codePromo: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => b.mode !== 'pickup' || Boolean(b.pickupAt), {
    path: ['pickupAt'],
    error: 'required',
    when: whenParsed('mode', 'pickupAt'),
  })
  .refine((b) => b.mode !== 'delivery' || Boolean(b.address), { path: ['address'], error: 'required', when: whenParsed('mode', 'address') })
  .refine((b) => b.mode !== 'delivery' || Boolean(b.tel), { path: ['tel'], error: 'required', when: whenParsed('mode', 'tel') })
  .refine((b) => b.payment !== 'pay_at_pickup' || b.mode === 'pickup', {
    path: ['payment'],
    error: 'invalid_value',
    when: whenParsed('mode', 'payment'),
  })
  .refine((b) => b.payment !== 'cash_on_delivery' || b.mode === 'delivery', {
    path: ['payment'],
    error: 'invalid_value',
    when: whenParsed('mode', 'payment'),
  });
export type OnlineOrderBody = z.input<typeof onlineOrderBody>;
export type OnlineOrderData = z.output<typeof onlineOrderBody>;

export const onlineOrderLine = z.object({
  priceId: z.number().nullable(),
  label: z.string(),
  en_label: z.string().nullable(),
  ar_label: z.string().nullable(),
  it_label: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  total: z.number(),
});

export const onlineOrder = z.object({
  id: z.number(),
  uuid: z.string(),
  magasinId: z.number(),
  magasin: z.string(),
  mode: z.enum(ONLINE_MODES),
  payment: z.enum(ONLINE_PAYMENTS),
  pickupAt: z.string().nullable(),
  address: z.string().nullable(),
  etat: z.string(),
  planning: z.string().nullable(),
  shippingState: z.string().nullable(),
  status: z.enum(ONLINE_STATUSES),
  currencyTag: z.string(),
  subtotal: z.number(),
  /** The order discount (a promo code's), in the currency. */
  remise: z.number(),
  codePromo: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  taxes: z.array(z.object({ tva: z.number(), total: z.number(), base: z.number(), amount: z.number() })),
  pointsEarned: z.number(),
  createdAt: z.string(),
  lines: z.array(onlineOrderLine),
});
export type OnlineOrder = z.infer<typeof onlineOrder>;

export const onlineOrdersPage = z.object({ data: z.array(onlineOrder), total: z.number() });
export type OnlineOrdersPage = z.infer<typeof onlineOrdersPage>;

/** What the checkout offers: the stores to pick up from or deliver from, and the payment choices available. */
export const checkoutOptions = z.object({
  payments: z.array(z.enum(ONLINE_PAYMENTS)),
  /** The payment provider's public client id (the company's payment-provider config tag), when online payment is on. */
  providerClientId: z.string().nullable(),
  hasClient: z.boolean(),
  client: z.object({ name: z.string(), tel: z.string().nullable(), address: z.string().nullable() }).nullable(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptions>;

/** A store as a client sees it (near stores, pickup choice). */
export const clientStore = z.object({
  id: z.number(),
  intitule: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  startTime: z.string().nullable(),
  rue: z.string().nullable(),
  city: z.string().nullable(),
  tel: z.string().nullable(),
  isOnline: z.boolean(),
});
export type ClientStore = z.infer<typeof clientStore>;
