// The exceptions of a saved formula (CompositionException, product-spec §3): a choice of a composition hidden — or
// shown again — for one of the formula's prices (a store, a currency) or for all of them. Saved as a whole list
// (POST /product/{id}/compositionsException); the server refuses a choice that is not in its composition.
import type { CompositionException } from '@comptoir/shared';
import { ActionIcon, Box, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { REQUIRED } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { catalogueApi, type ProductEdit, type ProductFormData } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

interface Row {
  compositionId: string | null;
  productId: string | null;
  /** '' = every price of the formula. */
  priceId: string;
  visibility: boolean;
}
interface Values {
  rows: Row[];
}

const schema = z.object({
  rows: z.array(z.object({ compositionId: z.string(REQUIRED).min(1, REQUIRED), productId: z.string(REQUIRED).min(1, REQUIRED) })),
});

const toRow = (x: CompositionException): Row => ({
  compositionId: String(x.composition_id),
  productId: String(x.product_id),
  priceId: x.price_id === null ? '' : String(x.price_id),
  visibility: x.visibility,
});

export function CompositionExceptionsCard({ product, data }: { product: ProductEdit; data: ProductFormData | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (v: Values) =>
      catalogueApi.saveExceptions(
        product.id,
        v.rows.map((r) => ({
          composition_id: Number(r.compositionId),
          product_id: Number(r.productId),
          price_id: r.priceId ? Number(r.priceId) : null,
          visibility: r.visibility,
        })),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.product(product.id) }),
  });
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { rows: (product.compositionExceptions ?? []).map(toRow) },
    schema,
    serverFields: ['exceptions'],
    onSubmit: async (v) => {
      await save.mutateAsync(v);
      notifySuccess({ message: t('catalogue.exceptions.saved') });
    },
  });
  const store = (magasinId: number | null) =>
    magasinId === null
      ? t('catalogue.exceptions.allStores')
      : (data?.magasins.find((m) => m.id === magasinId)?.intitule ?? `#${magasinId}`);
  const priceChoices = [
    { value: '', label: t('catalogue.exceptions.everyPrice') },
    ...product.prices.map((p) => ({ value: String(p.id), label: `${store(p.magasinId ?? null)} · ${p.currencyTag}` })),
  ];
  const compositionChoices = product.compositions.map((c) => ({ value: String(c.id), label: c.name }));
  const itemsOf = (compositionId: string | null) =>
    (product.compositions.find((c) => String(c.id) === compositionId)?.items ?? []).map((i) => ({
      value: String(i.productId),
      label: i.label,
    }));

  return (
    <Card data-testid="composition-exceptions">
      <Title order={2} fz="lg" mb={4}>
        {t('catalogue.exceptions.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('catalogue.exceptions.help')}
      </Text>
      <Box component="form" {...formProps}>
        <Stack gap="sm">
          {form.values.rows.length === 0 && (
            <Text fz="sm" c="dimmed" data-testid="exceptions-empty">
              {t('catalogue.exceptions.none')}
            </Text>
          )}
          {form.values.rows.map((r, i) => (
            <Group key={i} align="flex-end" gap="sm" wrap="wrap" data-testid="exception-row">
              <Select
                label={t('catalogue.exceptions.composition')}
                withAsterisk
                data={compositionChoices}
                {...form.getInputProps(`rows.${i}.compositionId`)}
                onChange={(v) => {
                  form.setFieldValue(`rows.${i}.compositionId`, v);
                  form.setFieldValue(`rows.${i}.productId`, null);
                }}
                w={{ base: '100%', sm: 200 }}
                data-testid="exception-composition"
              />
              <Select
                label={t('catalogue.exceptions.product')}
                withAsterisk
                data={itemsOf(r.compositionId)}
                disabled={!r.compositionId}
                {...form.getInputProps(`rows.${i}.productId`)}
                w={{ base: '100%', sm: 220 }}
                data-testid="exception-product"
              />
              <Select
                label={t('catalogue.exceptions.price')}
                data={priceChoices}
                allowDeselect={false}
                {...form.getInputProps(`rows.${i}.priceId`)}
                w={{ base: '100%', sm: 220 }}
                data-testid="exception-price"
              />
              <Switch
                mb={8}
                label={r.visibility ? t('catalogue.exceptions.shown') : t('catalogue.exceptions.hidden')}
                checked={r.visibility}
                onChange={(e) => form.setFieldValue(`rows.${i}.visibility`, e.currentTarget.checked)}
                data-testid="exception-visibility"
              />
              <ActionIcon
                mb={4}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('catalogue.exceptions.remove')}
                onClick={() => form.removeListItem('rows', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('rows', { compositionId: null, productId: null, priceId: '', visibility: false })}
              data-testid="exception-add"
            >
              {t('catalogue.exceptions.add')}
            </Button>
            <FormActions submitting={submitting} testId="exceptions" submitLabel={t('catalogue.exceptions.save')} />
          </Group>
        </Stack>
      </Box>
    </Card>
  );
}
