// THE shop connection form, in a modal: a Shopify shop's address, its Admin API access token and webhook secret (kept
// encrypted by the server; left empty on an edit, the stored ones stay) and the store its orders go to.
import type { EcommerceShop } from '@comptoir/shared';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { StoreSelect } from '../../stores/components/store-select';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useConnectShop } from '../api/use-ecommerce';

const MAX = 'validation.maxLength';
const schemaOf = (editing: boolean) =>
  z.object({
    name: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120, MAX),
    shopUrl: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(500, MAX)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'ecommerce.validation.url'),
    accessToken: editing ? z.string().max(500, MAX) : z.string().trim().min(1, 'validation.required').max(500, MAX),
    webhookSecret: z.string().max(500, MAX),
    magasinId: z.number('validation.required'),
  });
type Values = z.infer<ReturnType<typeof schemaOf>>;
const FIELDS = ['name', 'shopUrl', 'accessToken', 'webhookSecret', 'magasinId'];

function ShopFormBody({ shop, onDone }: { shop: EcommerceShop | null; onDone: () => void }) {
  const { t } = useTranslation();
  const stores = useMagasins().data ?? [];
  const connect = useConnectShop();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      name: shop?.name ?? '',
      shopUrl: shop?.shopUrl ?? '',
      accessToken: '',
      webhookSecret: '',
      magasinId: (shop?.magasinId ?? stores[0]?.id ?? null) as number,
    },
    schema: schemaOf(shop !== null),
    serverFields: FIELDS,
    guard: false,
    onSubmit: async (v) => {
      await connect.mutateAsync({
        ...(shop ? { id: shop.id } : {}),
        name: v.name.trim(),
        shopUrl: v.shopUrl.trim(),
        accessToken: v.accessToken.trim(),
        webhookSecret: v.webhookSecret.trim(),
        magasinId: v.magasinId,
      });
      notifySuccess({ message: t('ecommerce.connected') });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="shop-form">
      <Stack gap="md">
        <TextInput label={t('ecommerce.shopName')} withAsterisk data-testid="shop-name" {...form.getInputProps('name')} />
        <TextInput
          label={t('ecommerce.shopUrl')}
          description={t('ecommerce.shopUrlHint')}
          placeholder="https://my-shop.myshopify.com"
          dir="ltr"
          type="url"
          inputMode="url"
          withAsterisk
          data-testid="shop-url"
          {...form.getInputProps('shopUrl')}
        />
        <PasswordInput
          label={t('ecommerce.accessToken')}
          description={shop ? t('ecommerce.keepSecret') : t('ecommerce.accessTokenHint')}
          withAsterisk={!shop}
          dir="ltr"
          autoComplete="off"
          data-testid="shop-token"
          {...form.getInputProps('accessToken')}
        />
        <PasswordInput
          label={t('ecommerce.webhookSecret')}
          description={shop?.hasWebhookSecret ? t('ecommerce.keepSecret') : t('ecommerce.webhookSecretHint')}
          dir="ltr"
          autoComplete="off"
          data-testid="shop-secret"
          {...form.getInputProps('webhookSecret')}
        />
        <div>
          <StoreSelect
            label={t('ecommerce.ordersStore')}
            value={form.values.magasinId ?? null}
            stores={stores}
            onChange={(id) => form.setFieldValue('magasinId', id)}
            testId="shop-store"
          />
          {form.errors.magasinId && (
            <Text size="xs" c="red" mt={4}>
              {form.errors.magasinId}
            </Text>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="shop-submit">
            {t('ecommerce.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ShopForm({ opened, shop, onClose }: { opened: boolean; shop: EcommerceShop | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The form starts once the stores are known: a new shop's orders go to the first store unless another is chosen.
  const stores = useMagasins();
  return (
    <Modal opened={opened} onClose={onClose} title={shop ? t('ecommerce.editShop') : t('ecommerce.connectShop')} size="lg">
      {opened && stores.isSuccess && <ShopFormBody shop={shop} onDone={onClose} />}
    </Modal>
  );
}
