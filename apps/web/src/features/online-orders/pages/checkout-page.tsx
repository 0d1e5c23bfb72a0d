// /loyalty/checkout (client_order_online): the cart kept in the browser, then pickup at a chosen store and time or
// delivery to an address, and how to pay (at pickup, on delivery, or online when the company has a provider). The
// server prices the order; the confirmation shows what it answered. One uuid per order: a retried send is the same.
import { ONLINE_PAYMENTS, type OnlineMode, type OnlineOrder, type OnlinePayment } from '@comptoir/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { cartTotal, clearCart, setQuantity, useCartLines, useCartStore } from '../../storefront/cart-store';
import { useCheckoutOptions, useClientStores, usePlaceOrder } from '../api/use-online';
import { OnlineOrderCard } from '../components/online-order-card';

/** The next quarter hour at least an hour from now, as a datetime-local input shows it (the browser's time). */
function defaultPickup(now = new Date()): string {
  const d = new Date(now.getTime() + 3_600_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

interface Values {
  mode: OnlineMode;
  magasinId: string;
  pickupAt: string;
  address: string;
  city: string;
  tel: string;
  payment: OnlinePayment | '';
  notes: string;
  /** A promo code: the server applies it by the till's rule and answers the discounted order. */
  codePromo: string;
}

const required = z.string().trim().min(1, 'validation.required');
const schema = z
  .object({ mode: z.string(), magasinId: required, payment: required })
  .passthrough()
  .superRefine((v, ctx) => {
    const need = (field: string) => {
      const value = (v as Record<string, unknown>)[field];
      if (typeof value !== 'string' || !value.trim()) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    };
    if (v.mode === 'pickup') need('pickupAt');
    else {
      need('address');
      need('tel');
    }
  });

export function CheckoutPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const lines = useCartLines();
  const cartStoreId = useCartStore();
  const options = useCheckoutOptions();
  const stores = useClientStores();
  const place = usePlaceOrder();
  const [placed, setPlaced] = useState<OnlineOrder | null>(null);
  const uuid = useRef(crypto.randomUUID());
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      mode: 'pickup',
      magasinId: '',
      pickupAt: defaultPickup(),
      address: '',
      city: '',
      tel: '',
      payment: '',
      notes: '',
      codePromo: '',
    },
    schema,
    serverFields: ['magasinId', 'pickupAt', 'address', 'city', 'tel', 'payment', 'notes', 'codePromo'],
    // A line the chosen store does not sell (`lines.N.priceId`) is told by the HTTP client's notification.
    guard: false,
    onSubmit: async (v) => {
      const order = await place.mutateAsync({
        uuid: uuid.current,
        magasinId: Number(v.magasinId),
        mode: v.mode,
        pickupAt: v.mode === 'pickup' ? new Date(v.pickupAt).toISOString() : undefined,
        address: v.mode === 'delivery' ? v.address : undefined,
        city: v.mode === 'delivery' && v.city.trim() ? v.city : undefined,
        tel: v.mode === 'delivery' ? v.tel : undefined,
        payment: v.payment as OnlinePayment,
        lines: lines.map((l) => ({ priceId: l.priceId, quantity: l.quantity })),
        notes: v.notes.trim() || undefined,
        codePromo: v.codePromo.trim() || undefined,
      });
      clearCart();
      uuid.current = crypto.randomUUID();
      setPlaced(order);
    },
  });
  const mode = form.values.mode;
  // Pickup: a store to walk into (not an online one); delivery: any store the company sends from.
  const storeChoices = useMemo(
    () => (stores.data ?? []).filter((s) => mode === 'delivery' || !s.isOnline).map((s) => ({ value: String(s.id), label: s.intitule })),
    [stores.data, mode],
  );
  const payments = ONLINE_PAYMENTS.filter(
    (p) =>
      options.data?.payments.includes(p) &&
      (p !== 'pay_at_pickup' || mode === 'pickup') &&
      (p !== 'cash_on_delivery' || mode === 'delivery'),
  );
  // Keep the choices valid as the mode changes (a store or a payment of the other mode is dropped).
  useEffect(() => {
    // The store whose catalogue filled the cart first (its prices are that store's), else the first.
    const first = storeChoices.find((s) => s.value === String(cartStoreId)) ?? storeChoices[0];
    if (!storeChoices.some((s) => s.value === form.values.magasinId)) form.setFieldValue('magasinId', first?.value ?? '');
    if (!payments.includes(form.values.payment as OnlinePayment)) form.setFieldValue('payment', payments[0] ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the choices only
  }, [storeChoices, payments.join(), cartStoreId]);
  // The client's phone and address as the company knows them, once.
  const client = options.data?.client;
  useEffect(() => {
    if (!client) return;
    if (!form.values.tel && client.tel) form.setFieldValue('tel', client.tel);
    if (!form.values.address && client.address) form.setFieldValue('address', client.address);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fills empty fields once the client is known
  }, [client]);

  if (placed)
    return (
      <>
        <PageHeader title={t('routes.checkout')} />
        <Stack maw={640} gap="md" data-testid="online-confirmation">
          <Alert color="green" icon={<IconCircleCheck />} title={t('online.confirmedTitle')}>
            {t('online.confirmedText')}
          </Alert>
          <OnlineOrderCard order={placed} />
          <Group>
            <Button component={Link} to="/loyalty/orders-history" data-testid="online-to-history">
              {t('routes.ordersHistory')}
            </Button>
            <Button variant="default" component={Link} to="/loyalty/order-online">
              {t('online.continue')}
            </Button>
          </Group>
        </Stack>
      </>
    );

  const currency = lines[0]?.currencyTag ?? '';
  return (
    <>
      <PageHeader title={t('routes.checkout')} description={t('online.checkoutDescription')} />
      {lines.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon={<IconShoppingCart size={28} />}
            title={t('online.emptyCart')}
            description={t('online.emptyCartText')}
            action={
              <Button component={Link} to="/loyalty/order-online">
                {t('routes.orderOnline')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Card withBorder padding="md" data-testid="online-cart">
              <Title order={2} fz="lg" mb="sm">
                {t('online.cart')}
              </Title>
              <Stack gap="sm">
                {lines.map((l) => (
                  <Group key={l.priceId} wrap="nowrap" gap="xs" data-testid="online-cart-line">
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fz="sm" fw={600} lineClamp={2}>
                        {l.label}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        <bdi>{f.money(l.unformatedPrice, l.currencyTag)}</bdi>
                      </Text>
                    </Stack>
                    <NumberInput
                      value={l.quantity}
                      onChange={(v) => setQuantity(l.priceId, Math.max(0, Number(v) || 0))}
                      min={0}
                      max={999}
                      w={84}
                      aria-label={t('online.quantity')}
                      data-testid="online-cart-quantity"
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setQuantity(l.priceId, 0)}
                      aria-label={t('online.remove')}
                      size="lg"
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
                <Group justify="space-between">
                  <Text fw={700}>{t('online.total')}</Text>
                  <Text fw={700} data-testid="online-cart-total">
                    <bdi>{f.money(cartTotal(lines), currency)}</bdi>
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('online.pricesNote')}
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Card withBorder padding="md">
              {options.data && !options.data.hasClient && (
                <Alert color="orange" mb="md" data-testid="online-no-client">
                  {t('online.noClient')}
                </Alert>
              )}
              {(options.isLoading || stores.isLoading) && <Loader size="sm" mb="md" />}
              <form {...formProps} data-testid="online-checkout-form">
                <Stack gap="md">
                  <SegmentedControl
                    {...form.getInputProps('mode')}
                    data={[
                      { value: 'pickup', label: t('online.modes.pickup') },
                      { value: 'delivery', label: t('online.modes.delivery') },
                    ]}
                    data-testid="online-mode"
                  />
                  <Select
                    {...form.getInputProps('magasinId')}
                    label={mode === 'pickup' ? t('online.pickupStore') : t('online.deliveryStore')}
                    data={storeChoices}
                    allowDeselect={false}
                    withAsterisk
                    data-testid="online-store"
                  />
                  {mode === 'pickup' ? (
                    <TextInput
                      {...form.getInputProps('pickupAt')}
                      type="datetime-local"
                      label={t('online.pickupAt')}
                      withAsterisk
                      data-testid="online-pickup-at"
                    />
                  ) : (
                    <>
                      <TextInput
                        {...form.getInputProps('address')}
                        label={t('online.address')}
                        withAsterisk
                        maxLength={255}
                        data-testid="online-address"
                      />
                      <Group grow align="flex-start">
                        <TextInput {...form.getInputProps('city')} label={t('online.city')} maxLength={120} />
                        <TextInput
                          {...form.getInputProps('tel')}
                          label={t('online.tel')}
                          withAsterisk
                          maxLength={30}
                          dir="ltr"
                          data-testid="online-tel"
                        />
                      </Group>
                    </>
                  )}
                  <Radio.Group {...form.getInputProps('payment')} label={t('online.payment')} withAsterisk>
                    <Stack gap="xs" mt="xs">
                      {payments.map((p) => (
                        <Radio key={p} value={p} label={t(`online.payments.${p}`)} data-testid={`online-payment-${p}`} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <TextInput
                    {...form.getInputProps('codePromo')}
                    label={t('online.codePromo')}
                    description={t('online.codePromoHelp')}
                    maxLength={64}
                    dir="ltr"
                    data-testid="online-code-promo"
                  />
                  <Textarea {...form.getInputProps('notes')} label={t('online.notes')} maxLength={500} autosize minRows={2} />
                  <FormActions submitting={submitting} submitLabel={t('online.placeOrder')} testId="online-checkout" />
                </Stack>
              </form>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
