// The till's dialogs and what opens them: variants, formula choices, keypad (quantity or weight), client, payment,
// ticket; the scan of a barcode; the promo code; the sale, written to the outbox first and printed at once (the outbox
// sends it, with the same id however often it has to).
import { toMinor, type Magasin, type Price } from '@comptoir/shared';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenUsable } from '../../../app/lazy-screen';
import { loadFeatureTexts } from '../../../i18n/i18n';
import { whenUsable } from '../../../lib/after-usable';
import { notifyDanger, notifySuccess, updateNotification } from '../../../lib/notify';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useEntrepriseConfig } from '../../entreprise/hooks/use-entreprise';
import { usePaymentMethods } from '../../caisse/hooks/use-caisse';
import { posApi } from '../api/pos-api';
import type { CartAction, CartState, CartTotals, CompositionChoice } from '../cart/cart-types';
import type { TillPayment, TillPaymentMode } from '../cart/payment-rules';
import { lineKey } from '../hooks/use-cart';
import { newSaleId, useSendSale } from '../hooks/use-send-sale';
import type { useTillCatalogue } from '../hooks/use-till-data';
import { heldPriceByCode, lookupCode } from '../hooks/use-till-search';
import { sellable, type Tile } from '../till-catalogue';
import type { TicketData } from '../ticket/ticket-data';

// The till's dialogs (and the Mantine pieces only they use) arrive once the till is usable: the grid, the search and
// the ticket come first (issue 12, first load; `npm run bench:first-load`). Offline they are loaded again when the
// network returns, the till staying as it is (app/lazy-screen.ts); the till fetches them ahead anyway (issue 23).
const ClientModal = lazyWhenUsable(() => import('./client-modal').then((m) => ({ default: m.ClientModal })));
const CompositionModal = lazyWhenUsable(() => import('./composition-modal').then((m) => ({ default: m.CompositionModal })));
const KeypadModal = lazyWhenUsable(() => import('./keypad-modal').then((m) => ({ default: m.KeypadModal })));
// The payment step's refusals (gift card, points, promo code) are texts of their own, loaded with it (the payment step
// opens even when they cannot be had).
const PaymentModal = lazyWhenUsable(async () => {
  const [mod] = await Promise.all([import('./payment-modal'), loadFeatureTexts(['pos-parts']).catch(() => undefined)]);
  return { default: mod.PaymentModal };
});
// The client's memberships (issue 32): the dialog and its texts come when first opened.
const TillMembershipModal = lazyWhenUsable(async () => {
  const [mod] = await Promise.all([
    import('../../membership/components/till-membership-modal'),
    loadFeatureTexts(['membership']).catch(() => undefined),
  ]);
  return { default: mod.TillMembershipModal };
});
const TicketModal = lazyWhenUsable(() => import('./ticket-modal').then((m) => ({ default: m.TicketModal })));
// The ticket's options (discounts, promo code, source, notes) sit folded under the ticket: they come with the dialogs.
const TicketOptions = lazyWhenUsable(() => import('./ticket-options').then((m) => ({ default: m.TicketOptions })));
const VariantModal = lazyWhenUsable(() => import('./variant-modal').then((m) => ({ default: m.VariantModal })));
// What writes a sale and its ticket (the order's body, the ticket's data) is needed at the first payment or reprint:
// requested once the till is usable, so it is there then, offline too.
const loadSaleWriters = () => Promise.all([import('../api/orders-api'), import('../ticket/ticket-data')]);

interface Deps {
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  catalogue: ReturnType<typeof useTillCatalogue>;
  store: Magasin | undefined;
  stores: Magasin[];
  sessionId: number | null;
  totals: CartTotals;
  currencyTag: string;
}

type Keypad = { kind: 'line' } | { kind: 'weigh'; price: Price } | null;
/** One toast per sale: kept (provisional number), then reworded with the server's number. */
const saleToastId = (uuid: string) => `sale-${uuid}`;
const on = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

export function useTillDialogs({ cart, dispatch, catalogue, store, stores, sessionId, totals, currencyTag }: Deps) {
  const { t, i18n } = useTranslation();
  const { config } = useEntrepriseConfig();
  const user = useAuthUser();
  const methods = usePaymentMethods(store?.id);
  const [variants, setVariants] = useState<Tile | null>(null);
  const [formula, setFormula] = useState<Price | null>(null);
  const [keypad, setKeypad] = useState<Keypad>(null);
  const [client, setClient] = useState(false);
  const [membership, setMembership] = useState(false);
  const [pay, setPay] = useState(false);
  const [ticket, setTicket] = useState<TicketData | null>(null);
  const [saving, setSaving] = useState(false);

  const add = useCallback(
    (price: Price, quantity?: number, choices?: CompositionChoice[]) =>
      dispatch({ type: 'add', item: sellable(price, i18n.language), quantity, choices, key: lineKey() }),
    [dispatch, i18n.language],
  );
  const sell = useCallback(
    (price: Price) => {
      if (price.nature === 'composition') setFormula(price);
      else if (sellable(price, i18n.language).byWeight) setKeypad({ kind: 'weigh', price });
      else add(price);
    },
    [add, i18n.language],
  );
  const pick = useCallback(
    (tile: Tile) => {
      if (tile.kind === 'variants' && tile.prices.length > 1) setVariants(tile);
      else sell(tile.prices[0]);
    },
    [sell],
  );
  // Scans are sold in the order they came, even when a lookup takes longer than the next scan's.
  const scans = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  const storeId = store?.id ?? null;
  const storeCurrency = store?.currencyTag ?? currencyTag;
  const scan = useCallback(
    (code: string) => {
      // A code of a price the till holds sells at once, in the render of the scanner's Enter (issue 23 point 10);
      // unless a slower lookup is still running, which goes first.
      const held = waiting.current === 0 ? heldPriceByCode(code, catalogue.prices, catalogue.articles) : null;
      if (held) {
        sell(held);
        return;
      }
      waiting.current++;
      scans.current = scans.current
        .then(async () => {
          const price = await lookupCode(code, {
            storeId,
            currencyTag: storeCurrency,
            prices: catalogue.prices,
            articles: catalogue.articles,
          });
          if (price) sell(price);
          else notifyDanger({ message: t('pos.unknownBarcode', { code }) });
        })
        .catch((error: unknown) => console.error('[scan]', error))
        .finally(() => waiting.current--);
    },
    [catalogue.prices, catalogue.articles, sell, t, storeId, storeCurrency],
  );

  useEffect(
    () =>
      void whenUsable()
        .then(loadSaleWriters)
        .catch(() => undefined),
    [],
  );
  const sender = useSendSale(user);
  const last = sender.last;
  // The ticket on screen is the last sale's: once the server has it, its number (and points) replace the provisional.
  // The sale's toast follows too, so the toast and the ticket never name two numbers.
  useEffect(() => {
    if (last?.status !== 'sent') return;
    setTicket((shown) => (shown && shown.uuid === last.uuid ? last.ticket : shown));
    const number = last.order?.ticketNumber;
    if (number !== null && number !== undefined) updateNotification({ id: saleToastId(last.uuid), message: t('pos.saleSent', { number }) });
  }, [last, t]);
  const confirm = async (given: TillPayment[]) => {
    if (sessionId === null || !user || saving) return;
    // A mode added and then left at nothing is not a payment (the server refuses an amount of 0).
    const payments = given.filter((p) => p.amount > 0);
    setSaving(true);
    try {
      const [{ saleBody }, { ticketOfCart }] = await loadSaleWriters();
      const options = cart.lines.map((l) => l.choices.map((c) => (c.quantity !== 1 ? `${c.label} × ${c.quantity}` : c.label)));
      const body = saleBody(newSaleId(), sessionId, cart, payments);
      const ticket = ticketOfCart({ uuid: body.uuid, cart, totals, payments, store, cashier: user.name, currencyTag, options });
      // In the browser first: from here the sale cannot be lost; the outbox sends it.
      const sale = await sender.send({
        body,
        ticket,
        entrepriseId: user.entreprise.id,
        userId: user.id,
        userName: user.name,
        storeId: store?.id ?? null,
      });
      setPay(false);
      dispatch({ type: 'clear' });
      setTicket(sale.ticket);
      notifySuccess({ id: saleToastId(sale.uuid), message: t('pos.saleKept', { number: sale.provisional }) });
    } catch (error) {
      console.error('[outbox] the sale could not be kept', error);
      notifyDanger({ message: t('pos.saleNotKept') });
    } finally {
      setSaving(false);
    }
  };

  const applyPromo = async (code: string) => {
    try {
      const r = await posApi.checkCode(code, cart.client?.id);
      dispatch({
        type: 'promo',
        promo: {
          code: r.intitule,
          discount: r.tag === 'percentage' ? { type: 'percentage', value: r.valeur } : { type: 'fixed_amount', value: toMinor(r.valeur) },
        },
      });
    } catch {
      notifyDanger({ message: t('pos.promo.invalid', { code }) });
    }
  };

  const modes = useMemo<TillPaymentMode[]>(() => {
    const active = (methods.data ?? []).filter((m) => m.isActive).map((m) => m.tag as TillPaymentMode);
    return [...(active.length ? active : ['cash' as const]), ...(cart.client ? (['loyalty_points'] as const) : [])];
  }, [methods.data, cart.client]);

  const options = (
    <Suspense fallback={null}>
      <TicketOptions
        cart={cart}
        dispatch={dispatch}
        allowLineDiscount={on(config.discount_per_order_line)}
        allowOrderDiscount={on(config.discount_on_order)}
        onPromo={applyPromo}
      />
    </Suspense>
  );
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;

  // The order as the server holds it now (a refund since shows on it); the ticket kept in the outbox before it got
  // there, or when the server cannot be reached.
  const reprintLast = async () => {
    if (!last) return;
    if (!last.order) return setTicket(last.ticket);
    try {
      const [{ ordersApi }, { ticketOf }] = await loadSaleWriters();
      const order = await ordersApi.detail(last.order.id);
      setTicket({
        ...ticketOf(
          order,
          store,
          last.ticket.lines.map((l) => l.options),
        ),
        provisional: last.provisional,
      });
    } catch {
      setTicket(last.ticket);
    }
  };

  return {
    pick,
    scan,
    hasLast: last !== null,
    lastTicket: last?.order?.ticketNumber ?? null,
    reprintLast: () => void reprintLast(),
    options,
    openKeypad: () => selected && setKeypad({ kind: 'line' }),
    openClient: () => setClient(true),
    openMembership: () => setMembership(true),
    openPay: () => setPay(true),
    anyOpen: variants !== null || formula !== null || keypad !== null || client || membership || pay || ticket !== null,
    props: {
      variants,
      setVariants,
      formula,
      setFormula,
      keypad,
      setKeypad,
      client,
      setClient,
      membership,
      setMembership,
      storeId,
      pay,
      setPay,
      ticket,
      setTicket,
      add,
      dispatch,
      cart,
      selected,
      totals,
      currencyTag,
      modes,
      sending: saving,
      confirm: (payments: TillPayment[]) => void confirm(payments),
      currencyWithoutStore: !stores.some((s) => s.currencyTag === currencyTag),
    },
  };
}

type DialogProps = ReturnType<typeof useTillDialogs>['props'];

export function TillDialogs(p: DialogProps) {
  const { t, i18n } = useTranslation();
  const weighing = p.keypad?.kind === 'weigh' ? sellable(p.keypad.price, i18n.language) : null;
  return (
    <Suspense fallback={null}>
      <VariantModal
        title={p.variants?.label ?? null}
        prices={p.variants?.prices ?? []}
        onClose={() => p.setVariants(null)}
        onPick={(price) => {
          p.setVariants(null);
          p.add(price);
        }}
      />
      <CompositionModal
        title={p.formula ? sellable(p.formula, i18n.language).label : null}
        descriptionId={p.formula?.productDescriptionId ?? null}
        priceId={p.formula?.id ?? null}
        onClose={() => p.setFormula(null)}
        onDone={(choices) => {
          if (p.formula) p.add(p.formula, 1, choices);
          p.setFormula(null);
        }}
      />
      <KeypadModal
        opened={p.keypad !== null}
        title={weighing ? t('pos.keypad.weight', { label: weighing.label }) : t('pos.keypad.quantity', { label: p.selected?.label ?? '' })}
        unit={weighing?.unity ?? p.selected?.unity ?? null}
        decimals={weighing !== null || Boolean(p.selected?.byWeight)}
        onClose={() => p.setKeypad(null)}
        onSubmit={(quantity) => {
          if (p.keypad?.kind === 'weigh') p.add(p.keypad.price, quantity);
          else if (p.selected) p.dispatch({ type: 'setQuantity', key: p.selected.key, quantity });
          p.setKeypad(null);
        }}
      />
      <ClientModal
        opened={p.client}
        onClose={() => p.setClient(false)}
        onPick={(c) => {
          p.dispatch({ type: 'client', client: c });
          p.setClient(false);
        }}
      />
      {p.membership && (
        <TillMembershipModal
          opened
          onClose={() => p.setMembership(false)}
          client={p.cart.client}
          storeId={p.storeId}
          inCart={p.cart.lines.reduce<Record<number, number>>(
            (a, l) => (l.subscriptionId ? { ...a, [l.subscriptionId]: (a[l.subscriptionId] ?? 0) + l.quantity } : a),
            {},
          )}
          onUse={(m, price) =>
            p.dispatch({
              type: 'add',
              key: lineKey(),
              item: {
                priceId: price.id,
                productId: null,
                label: `${price.label} · ${m.planIntitule}`,
                unitPrice: 0,
                currencyTag: p.currencyTag,
                tva: 0,
                byWeight: false,
                unity: null,
                subscriptionId: m.id,
              },
            })
          }
          plansInCart={p.cart.lines.flatMap((l) => (l.planId ? [l.planId] : []))}
          onSubscribe={(plan) =>
            p.dispatch({
              type: 'add',
              key: lineKey(),
              item: {
                priceId: 0,
                productId: null,
                label: plan.intitule,
                unitPrice: toMinor(plan.price),
                currencyTag: plan.currencyTag,
                tva: plan.tva,
                byWeight: false,
                unity: null,
                planId: plan.id,
              },
            })
          }
        />
      )}
      {p.pay && (
        <PaymentModal
          opened
          total={p.totals.total}
          currencyTag={p.currencyTag}
          modes={p.modes}
          client={p.cart.client}
          promoCode={p.cart.promo?.code ?? null}
          isCredit={p.cart.isCredit}
          mixedCurrencies={p.totals.currencies.length > 1}
          currencyWithoutStore={p.currencyWithoutStore}
          sending={p.sending}
          onClose={() => !p.sending && p.setPay(false)}
          onConfirm={p.confirm}
        />
      )}
      <TicketModal ticket={p.ticket} onClose={() => p.setTicket(null)} />
    </Suspense>
  );
}
