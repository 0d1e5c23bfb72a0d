// Price lines of a product (or of one variant): store or all stores, currency, price, promo price and its end date.
import { ActionIcon, Button, Grid, Group, NumberInput, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChartLine, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberSeparators } from '../../../lib/format';
import type { ProductFormData } from '../api/catalogue-api';
import { emptyPrice, type ProductFormValues } from './product-form-values';

interface Props {
  form: UseFormReturnType<ProductFormValues>;
  /** 'prices' or 'variants.N.prices'. */
  path: string;
  data: ProductFormData | undefined;
}

export function PricesEditor({ form, path, data }: Props) {
  const { t, i18n } = useTranslation();
  const separators = numberSeparators(i18n.language);
  const lines = (path === 'prices' ? form.values.prices : form.values.variants[Number(path.split('.')[1])]?.prices) ?? [];
  const stores = [
    { value: '', label: t('catalogue.prices.allStores') },
    ...(data?.magasins ?? []).map((m) => ({ value: String(m.id), label: m.intitule })),
  ];
  const currencies = (data?.currencies ?? [{ tag: 'MAD' }]).map((c) => ({ value: c.tag, label: c.tag }));
  return (
    <Stack gap="sm">
      {lines.map((line, i) => (
        <Group key={line.id ?? `new-${i}`} align="flex-start" gap="xs" wrap="nowrap" data-testid="price-line">
          {/* Five fields in a row on a wide screen; on a phone two by two, the promotion's end date on its own row. */}
          <Grid columns={10} gutter="xs" style={{ flex: 1 }}>
            <Grid.Col span={{ base: 5, md: 2 }}>
              <Select
                label={t('catalogue.prices.store')}
                data={stores}
                allowDeselect={false}
                {...form.getInputProps(`${path}.${i}.magasinId`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, md: 2 }}>
              <Select
                label={t('catalogue.prices.currency')}
                data={currencies}
                allowDeselect={false}
                {...form.getInputProps(`${path}.${i}.currencyTag`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, md: 2 }}>
              <NumberInput
                label={t('catalogue.fields.price')}
                withAsterisk
                min={0}
                decimalScale={2}
                {...separators}
                hideControls
                {...form.getInputProps(`${path}.${i}.price`)}
                data-testid="price-input"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, md: 2 }}>
              <NumberInput
                label={t('catalogue.prices.promo')}
                min={0}
                decimalScale={2}
                {...separators}
                hideControls
                {...form.getInputProps(`${path}.${i}.promoPrice`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, md: 2 }}>
              <TextInput type="date" label={t('catalogue.prices.promoEnd')} {...form.getInputProps(`${path}.${i}.promotionEndAt`)} />
            </Grid.Col>
          </Grid>
          {line.id !== undefined && (
            <Tooltip label={t('catalogue.charts.open')}>
              <ActionIcon
                mt={26}
                variant="subtle"
                size="lg"
                component={Link}
                to={`/settings/products/${line.id}/charts`}
                aria-label={t('catalogue.charts.open')}
                data-testid="price-chart-link"
              >
                <IconChartLine size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('catalogue.prices.remove')}
            onClick={() => form.removeListItem(path, i)}
            disabled={path !== 'prices' && lines.length === 1}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, emptyPrice())}
          data-testid="price-add"
        >
          {t('catalogue.prices.add')}
        </Button>
      </Group>
    </Stack>
  );
}
