// The kiosk's menu: categories down the side, the articles as large tiles, the cart beside them. A formula opens its
// chooser (min and max per composition), an article with variants its variants; after an article, the Borne's upsell
// categories are offered once. "Order" asks how to pay: at the counter (the order waits at /pos/payer) or by card
// where the store has a terminal.
import type { CommandDetail, KioskSettings, Magasin, Price } from '@comptoir/shared';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconMinus, IconPlus, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { saleBody } from '../../pos/api/orders-api';
import { cartTotals } from '../../pos/cart/cart-reducer';
import type { CartAction, CartState, CompositionChoice } from '../../pos/cart/cart-types';
import { ProductGrid } from '../../pos/components/product-grid';
import { lineKey } from '../../pos/hooks/use-cart';
import { newSaleId } from '../../pos/hooks/use-send-sale';
import type { useTillCatalogue } from '../../pos/hooks/use-till-data';
import { filterTiles, sellable, type Tile } from '../../pos/till-catalogue';
import classes from './kiosk.module.css';

const CompositionModal = lazy(() => import('../../pos/components/composition-modal').then((m) => ({ default: m.CompositionModal })));
const VariantModal = lazy(() => import('../../pos/components/variant-modal').then((m) => ({ default: m.VariantModal })));

interface Props {
  store: Magasin;
  settings: KioskSettings;
  catalogue: ReturnType<typeof useTillCatalogue>;
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  sessionId: number;
  onCancel: () => void;
  onOrdered: (order: CommandDetail, byCard: boolean) => void;
}

export function KioskMenu({ store, settings, catalogue, cart, dispatch, sessionId, onCancel, onOrdered }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const allowed = (id: number | null) => settings.categoryIds.length === 0 || (id !== null && settings.categoryIds.includes(id));
  const categories = useMemo(
    () => catalogue.categories.filter((c) => allowed(c.id) && catalogue.tiles.some((tile) => tile.categoryId === c.id)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- allowed reads settings.categoryIds
    [catalogue.categories, catalogue.tiles, settings.categoryIds],
  );
  const [categoryId, setCategoryId] = useState<number | null>(categories[0]?.id ?? null);
  // Sold by weight: not at a kiosk (no scale).
  const kioskTiles = useMemo(
    () => catalogue.tiles.filter((tile) => allowed(tile.categoryId) && !tile.prices.every((p) => sellable(p, i18n.language).byWeight)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- allowed reads settings.categoryIds
    [catalogue.tiles, settings.categoryIds, i18n.language],
  );
  const tiles = useMemo(
    () =>
      filterTiles(kioskTiles, { categoryId, brandId: null, servicesOnly: false, keyword: '' }, catalogue.categories, catalogue.articles),
    [kioskTiles, categoryId, catalogue.categories, catalogue.articles],
  );
  const upsellTiles = useMemo(
    () =>
      catalogue.tiles
        .filter((tile) => tile.categoryId !== null && settings.upsellCategoryIds.includes(tile.categoryId) && tile.kind === 'single')
        .slice(0, 6),
    [catalogue.tiles, settings.upsellCategoryIds],
  );
  const [variants, setVariants] = useState<Tile | null>(null);
  const [formula, setFormula] = useState<Price | null>(null);
  const [upsell, setUpsell] = useState(false);
  const [paying, setPaying] = useState(false);
  const totals = cartTotals(cart);

  const add = (price: Price, choices?: CompositionChoice[], offer = true) => {
    dispatch({ type: 'add', item: sellable(price, i18n.language), choices, key: lineKey() });
    if (offer && upsellTiles.some((u) => !cart.lines.some((l) => l.priceId === u.prices[0].id))) setUpsell(true);
  };
  const sell = (price: Price, offer = true) => (price.nature === 'composition' ? setFormula(price) : add(price, undefined, offer));
  const pick = (tile: Tile) => (tile.kind === 'variants' && tile.prices.length > 1 ? setVariants(tile) : sell(tile.prices[0]));

  return (
    <div className={classes.menu}>
      <nav className={classes.categories} aria-label={t('displays.kiosk.categories')}>
        {categories.map((c) => (
          <UnstyledButton
            key={c.id}
            className={classes.category}
            data-active={c.id === categoryId || undefined}
            aria-pressed={c.id === categoryId}
            onClick={() => setCategoryId(c.id)}
          >
            {i18n.language !== 'fr' && (c as Record<string, unknown>)[`${i18n.language}_label`]
              ? String((c as Record<string, unknown>)[`${i18n.language}_label`])
              : c.label}
          </UnstyledButton>
        ))}
        <Button variant="subtle" color="gray" mt="auto" onClick={onCancel} data-testid="kiosk-cancel">
          {t('displays.kiosk.cancel')}
        </Button>
      </nav>
      <section className={classes.products} aria-label={t('displays.kiosk.products')}>
        <ProductGrid tiles={tiles} loading={catalogue.isLoading} onPick={pick} />
      </section>
      <aside className={classes.cart} aria-label={t('displays.kiosk.cart')}>
        <h2>{t('displays.kiosk.cart')}</h2>
        {cart.lines.length === 0 && <Text c="dimmed">{t('displays.kiosk.empty')}</Text>}
        <ul>
          {cart.lines.map((l) => (
            <li key={l.key} data-testid="kiosk-line">
              <span className={classes.lineLabel}>
                <bdi>{l.label}</bdi>
                {l.choices.map((c) => (
                  <small key={`${c.compositionId}-${c.productId}`}>+ {c.label}</small>
                ))}
              </span>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-lg"
                  variant="default"
                  aria-label={t('displays.kiosk.less')}
                  onClick={() => dispatch({ type: 'increment', key: l.key, by: -1 })}
                >
                  <IconMinus size={18} />
                </Button>
                <span className={classes.qty}>{f.decimal(l.quantity, 0, 3)}</span>
                <Button
                  size="compact-lg"
                  variant="default"
                  aria-label={t('displays.kiosk.more')}
                  onClick={() => dispatch({ type: 'increment', key: l.key, by: 1 })}
                >
                  <IconPlus size={18} />
                </Button>
              </Group>
            </li>
          ))}
        </ul>
        <p className={classes.cartTotal}>
          <span>{t('displays.customer.total')}</span>
          <span dir="ltr" data-testid="kiosk-total">
            {f.minor(totals.total, store.currencyTag ?? 'MAD')}
          </span>
        </p>
        <Button
          size="xl"
          className={classes.accent}
          disabled={cart.lines.length === 0}
          onClick={() => setPaying(true)}
          data-testid="kiosk-order"
        >
          {t('displays.kiosk.order')}
        </Button>
      </aside>

      <Suspense fallback={null}>
        <VariantModal
          title={variants?.label ?? null}
          prices={variants?.prices ?? []}
          onClose={() => setVariants(null)}
          onPick={(price) => {
            setVariants(null);
            sell(price);
          }}
        />
        <CompositionModal
          title={formula ? sellable(formula, i18n.language).label : null}
          descriptionId={formula?.productDescriptionId ?? null}
          priceId={formula?.id ?? null}
          onClose={() => setFormula(null)}
          onDone={(choices) => {
            if (formula) add(formula, choices);
            setFormula(null);
          }}
        />
      </Suspense>
      <Modal opened={upsell} onClose={() => setUpsell(false)} title={t('displays.kiosk.upsell')} centered size="lg">
        <ProductGrid
          tiles={upsellTiles}
          loading={false}
          onPick={(tile) => {
            setUpsell(false);
            sell(tile.prices[0], false);
          }}
        />
        <Button fullWidth mt="md" size="lg" variant="default" onClick={() => setUpsell(false)} data-testid="kiosk-no-upsell">
          {t('displays.kiosk.noThanks')}
        </Button>
      </Modal>
      {paying && (
        <PayChoice
          cart={cart}
          sessionId={sessionId}
          cardTerminal={settings.cardTerminal}
          onClose={() => setPaying(false)}
          onOrdered={onOrdered}
        />
      )}
    </div>
  );
}

/** How the client pays; the order is sent with one uuid, kept until the server answers (a retry is the same order). */
function PayChoice({
  cart,
  sessionId,
  cardTerminal,
  onClose,
  onOrdered,
}: {
  cart: CartState;
  sessionId: number;
  cardTerminal: boolean;
  onClose: () => void;
  onOrdered: (order: CommandDetail, byCard: boolean) => void;
}) {
  const { t } = useTranslation();
  const [uuid] = useState(() => `kiosk-${newSaleId()}`);
  const [sending, setSending] = useState<'counter' | 'card' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (how: 'counter' | 'card') => {
    setSending(how);
    setError(null);
    const total = cartTotals(cart).total;
    const body = {
      ...saleBody(
        uuid,
        sessionId,
        { ...cart, notes: cart.notes || t('displays.kiosk.note') },
        how === 'card' ? [{ key: 'card', mode: 'pos_machine', amount: total, reference: 'kiosk' }] : [],
      ),
      source: null,
    };
    try {
      const order = await api.post<CommandDetail>('/InsertCommand/', body, { headers: { 'idempotency-key': uuid } });
      onOrdered(order, how === 'card');
    } catch (e) {
      setError(isApiError(e) && !e.isConnectionError ? e.message : t('displays.kiosk.offline'));
    } finally {
      setSending(null);
    }
  };
  return (
    <Modal opened onClose={() => !sending && onClose()} title={t('displays.kiosk.howToPay')} centered size="lg">
      <Stack>
        <Button
          size="xl"
          leftSection={<IconUser size={24} />}
          loading={sending === 'counter'}
          disabled={sending !== null}
          onClick={() => void send('counter')}
          data-testid="kiosk-pay-counter"
        >
          {t('displays.kiosk.payAtCounter')}
        </Button>
        {cardTerminal && (
          <Button
            size="xl"
            variant="default"
            leftSection={<IconCreditCard size={24} />}
            loading={sending === 'card'}
            disabled={sending !== null}
            onClick={() => void send('card')}
            data-testid="kiosk-pay-card"
          >
            {t('displays.kiosk.payByCard')}
          </Button>
        )}
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
