// /pos/command (direct sales) and /pos/payer: the till. Catalogue (categories, brand, services, search that keeps the
// focus for the barcode scanner) beside the ticket; choosers for variants and formulas; keypad; client; pay; ticket.
import { Button, Stack } from '@mantine/core';
import { IconListCheck, IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWhenUsable } from '../../../app/lazy-screen';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useMarkUsable } from '../../../lib/after-usable';
import { useFormat } from '../../../lib/format';
import { loadFeatureTexts } from '../../../i18n/i18n';
import { NoSessionAlert, TillHeader } from '../components/till-session-bar';
import { cartTotals } from '../cart/cart-reducer';
import { ProductGrid } from '../components/product-grid';
import { CategoryBar } from '../components/category-bar';
import { ScanSearch } from '../components/scan-search';
import { TillOfflineStatus } from '../../../offline/till-offline-status';
import { TicketPanel } from '../components/ticket-panel';
import { TillDialogs, useTillDialogs } from '../components/till-dialogs';
import { useCart } from '../hooks/use-cart';
import { useInView } from '../hooks/use-in-view';
import { useKeepTillForOffline } from '../hooks/use-keep-till';
import { useTillKeys } from '../hooks/use-till-keys';
import { useTillCatalogue, useTillSession, useTillStore } from '../hooks/use-till-data';
import { useTillOfflineCatalogue, useTillSearch } from '../hooks/use-till-search';
import { OutboxIndicator } from '../outbox/lazy-indicator';
import { brandsOf, filterTiles, type Tile, type TillFilter } from '../till-catalogue';
import classes from '../components/till.module.css';

// The return dialog (and the Mantine pieces only it uses) arrives once the till is usable (lib/after-usable.ts).
// The outbox's indicator and drawer (Dexie, the list) arrive then too.
// Its approval step shows the caisse feature's texts: they come with it (screens.ts, partTexts).
// The customer display's sender and the orders ready at the preparation screens (issue 30): after the till is usable.
const TillDisplays = lazyWhenUsable(() => import('../../displays/till/till-entry'));
// The time clock (issue 32): the lock screen where collaborators clock in and out, on stores whose switch is on.
const TillClock = lazyWhenUsable(() => import('../../rh/till/till-clock-entry'));
const ReturnModal = lazyWhenUsable(async () => {
  const [mod] = await Promise.all([import('../components/return-modal'), loadFeatureTexts(['caisse'])]);
  return { default: mod.ReturnModal };
});

export function PosPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { storeId, stores, setStoreId, isLoading: storesLoading } = useTillStore();
  const session = useTillSession(storeId);
  const catalogue = useTillCatalogue(storeId);
  const [cart, dispatch] = useCart(storeId);
  const [filter, setFilter] = useState<TillFilter>({ categoryId: null, brandId: null, servicesOnly: false, keyword: '' });
  const search = useRef<HTMLInputElement>(null);
  const [refund, setRefund] = useState(false);
  const ticketPay = useInView<HTMLButtonElement>();
  const store = stores.find((s) => s.id === storeId);
  const currencyTag = cart.lines[0]?.currencyTag ?? store?.currencyTag ?? 'MAD';
  const totals = useMemo(() => cartTotals(cart), [cart]);
  useTillOfflineCatalogue(storeId, store?.currencyTag);
  useKeepTillForOffline();
  // A keyword goes through the offline catalogue (local copy, else the server); the filters apply to what it found.
  const searched = useTillSearch(filter.keyword, storeId, catalogue.tiles);
  const tiles = useMemo(
    () =>
      searched.found
        ? filterTiles(searched.found, { ...filter, keyword: '' }, catalogue.categories, catalogue.articles)
        : filterTiles(catalogue.tiles, filter, catalogue.categories, catalogue.articles),
    [catalogue, filter, searched.found],
  );
  const brands = useMemo(() => brandsOf(catalogue.tiles, catalogue.brands, catalogue.articles), [catalogue]);
  const dialogs = useTillDialogs({ cart, dispatch, catalogue, store, stores, sessionId: session.sessionId, totals, currencyTag });
  const focusSearch = useCallback(() => search.current?.focus(), []);
  const onKeyword = useCallback((keyword: string) => setFilter((f) => ({ ...f, keyword })), []);
  const onCategory = useCallback((categoryId: number | null) => setFilter((f) => ({ ...f, categoryId })), []);
  const onBrand = useCallback((brandId: number | null) => setFilter((f) => ({ ...f, brandId })), []);
  const onServices = useCallback((servicesOnly: boolean) => setFilter((f) => ({ ...f, servicesOnly })), []);
  const { pick, scan } = dialogs;
  const onPick = useCallback(
    (tile: Tile) => {
      pick(tile);
      focusSearch();
    },
    [pick, focusSearch],
  );
  const onSubmit = useCallback(
    (keyword: string) => {
      // A code typed by hand, or a scanner's burst the busy page saw too slowly: looked up like a scan.
      if (/^\d{8,14}$/.test(keyword.trim())) {
        scan(keyword.trim());
        return true;
      }
      // What the search shows for this keyword, else what the till holds (a barcode typed by hand, a short keyword).
      const shown = keyword === filter.keyword && searched.found ? tiles : null;
      const found = shown ?? filterTiles(catalogue.tiles, { ...filter, keyword }, catalogue.categories, catalogue.articles);
      if (found.length !== 1) return false;
      pick(found[0]);
      return true;
    },
    [catalogue, filter, pick, scan, searched.found, tiles],
  );
  const selected = cart.lines.find((l) => l.key === cart.selectedKey);
  const keys = useMemo(
    () => ({
      search: focusSearch,
      keypad: () => selected && dialogs.openKeypad(),
      client: dialogs.openClient,
      pay: () => cart.lines.length > 0 && dialogs.openPay(),
      more: () => selected && dispatch({ type: 'increment', key: selected.key, by: 1 }),
      less: () => selected && dispatch({ type: 'increment', key: selected.key, by: -1 }),
      remove: () => selected && dispatch({ type: 'remove', key: selected.key }),
    }),
    [focusSearch, selected, dialogs, cart.lines.length, dispatch],
  );
  useTillKeys(keys, session.sessionId !== null && !dialogs.anyOpen && !refund);
  // Usable once loaded (the search field, or the alert without a session): what can wait starts then.
  useMarkUsable(!(storesLoading || session.isLoading));

  if (storesLoading || session.isLoading) return <FullPageLoader />;
  const header = (
    <TillHeader title={t('routes.posCommand')} session={session} storeId={storeId} stores={stores} setStoreId={setStoreId}>
      <Suspense fallback={null}>
        <OutboxIndicator sessionId={session.sessionId} />
      </Suspense>
      <Suspense fallback={null}>
        <TillDisplays cart={cart} store={store} ticket={dialogs.props.ticket} />
      </Suspense>
      <Suspense fallback={null}>
        <TillClock store={store} />
      </Suspense>
      <Button component={Link} to="/pos/payer" variant="default" leftSection={<IconListCheck size={16} />} data-testid="pos-to-payer">
        {t('pos.payer.link')}
      </Button>
      {session.sessionId !== null && (
        <Button variant="default" leftSection={<IconReceiptRefund size={16} />} onClick={() => setRefund(true)} data-testid="pos-refund">
          {t('pos.refund.open')}
        </Button>
      )}
      {dialogs.hasLast && (
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={dialogs.reprintLast} data-testid="pos-reprint-last">
          {t('pos.reprintLast')}
        </Button>
      )}
    </TillHeader>
  );
  if (session.sessionId === null)
    return (
      <div className={classes.till}>
        {header}
        <NoSessionAlert storeId={storeId} />
      </div>
    );

  return (
    <div className={`${classes.till} ${classes.page}`}>
      {header}
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.catalogue} onClick={(e) => e.target === e.currentTarget && focusSearch()}>
          <ScanSearch ref={search} onKeyword={onKeyword} onScan={dialogs.scan} onSubmit={onSubmit} />
          <TillOfflineStatus />
          <CategoryBar
            categories={catalogue.categories}
            brands={brands}
            categoryId={filter.categoryId}
            brandId={filter.brandId}
            servicesOnly={filter.servicesOnly}
            onCategory={onCategory}
            onBrand={onBrand}
            onServices={onServices}
          />
          <div className={classes.gridScroll}>
            <ProductGrid tiles={tiles} loading={catalogue.isLoading} onPick={onPick} />
          </div>
        </Stack>
        <TicketPanel
          cart={cart}
          totals={totals}
          currencyTag={currencyTag}
          dispatch={dispatch}
          onClient={dialogs.openClient}
          onMembership={dialogs.openMembership}
          onKeypad={dialogs.openKeypad}
          onPay={dialogs.openPay}
          options={dialogs.options}
          payRef={ticketPay.ref}
        />
      </div>
      {/* On phones the ticket sits under the grid: the total stays at hand at the bottom, and a tap shows the ticket (its
          lines, then its own pay button) before paying. Hidden while the ticket's own pay button is on screen. */}
      <div className={classes.payBar} data-hidden={ticketPay.shown}>
        <Button
          size="lg"
          fullWidth
          disabled={cart.lines.length === 0}
          // The ticket's end (its total and pay button) at the bottom of the screen, its lines above it.
          onClick={() => ticketPay.node?.closest('aside')?.scrollIntoView({ behavior: 'smooth', block: 'end' })}
          data-testid="pos-pay-bar"
        >
          {/* One piece of text: the button's label lays its children out as flex items, which would eat the spaces. */}
          <span>
            {t('pos.ticket.show')} · <span dir="ltr">{f.minor(totals.total, currencyTag)}</span>
          </span>
        </Button>
      </div>
      <TillDialogs {...dialogs.props} />
      <Suspense fallback={null}>
        <ReturnModal
          opened={refund}
          storeId={storeId}
          sessionId={session.sessionId}
          lastTicket={dialogs.lastTicket}
          onClose={() => setRefund(false)}
          onDone={() => setRefund(false)}
        />
      </Suspense>
    </div>
  );
}
