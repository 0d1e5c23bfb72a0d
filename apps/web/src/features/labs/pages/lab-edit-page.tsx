// /settings/labs/add and /settings/labs/{id}/edit (issue 27): a lab's name, the store it sits in, its people (the
// company's bakers) and what it makes for which stores, each product with the period it is usually made in.
import type { LabProduitMagasin, LabSettings, PlanningPeriod } from '@comptoir/shared';
import { ActionIcon, Card, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ProductPicker } from '../../catalogue/components/product-picker';
import { useMagasins } from '../../stores/hooks/use-magasins';

import { useBakers, useLabSettings, usePeriods, useProduitMagasins, useSaveLab, useSaveProduitMagasins } from '../api/use-labs';

interface ProductRow {
  productId: number;
  label: string;
  magasinIds: string[];
  periodId: string | null;
}
interface Values {
  intitule: string;
  magasinId: string | null;
  userIds: string[];
  products: ProductRow[];
}

const schema = z.object({ intitule: z.string().trim().min(2, 'validation.required') });

function valuesOf(lab: LabSettings | null, rows: LabProduitMagasin[]): Values {
  const products = new Map<number, ProductRow>();
  for (const r of rows) {
    const p = products.get(r.productId) ?? {
      productId: r.productId,
      label: r.label,
      magasinIds: [],
      periodId: r.planningPeriodId === null ? null : String(r.planningPeriodId),
    };
    p.magasinIds.push(String(r.magasinId));
    products.set(r.productId, p);
  }
  return {
    intitule: lab?.intitule ?? '',
    magasinId: lab?.magasinId ? String(lab.magasinId) : null,
    userIds: (lab?.people ?? []).map((p) => String(p.id)),
    products: [...products.values()],
  };
}

export function LabEditPage() {
  const { id } = useParams();
  const labId = id ? Number(id) : null;
  const { t } = useTranslation();
  const lab = useLabSettings(labId);
  const rows = useProduitMagasins(labId);
  const periods = usePeriods();
  if (labId !== null && (!lab.data || !rows.data || !periods.data)) return null;
  return (
    <>
      <PageHeader title={t(labId ? 'routes.labEdit' : 'routes.labAdd')} description={t('labs.settings.editDescription')} />
      <LabForm
        labId={labId}
        initial={valuesOf(lab.data ?? null, rows.data ?? [])}
        periods={periods.data ?? []}
        knownStores={[
          ...(lab.data?.magasinId && lab.data.magasinName ? [{ id: lab.data.magasinId, intitule: lab.data.magasinName }] : []),
          ...(rows.data ?? []).map((r) => ({ id: r.magasinId, intitule: r.magasinName })),
        ]}
      />
    </>
  );
}

interface FormProps {
  labId: number | null;
  initial: Values;
  periods: PlanningPeriod[];
  /** Stores the lab already names (its own, those it supplies): shown by name even outside the user's stores. */
  knownStores: { id: number; intitule: string }[];
}

function LabForm({ labId, initial, periods, knownStores }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stores = useMagasins();
  const bakers = useBakers();
  const saveLab = useSaveLab();
  const saveRows = useSaveProduitMagasins();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: initial,
    schema,
    serverFields: ['intitule', 'magasinId', 'userIds'],
    onSubmit: async (v) => {
      const saved = await saveLab.mutateAsync({
        id: labId,
        body: { intitule: v.intitule.trim(), magasinId: v.magasinId ? Number(v.magasinId) : null, userIds: v.userIds.map(Number) },
      });
      await saveRows.mutateAsync({
        labId: saved.id,
        rows: v.products.flatMap((p) =>
          p.magasinIds.map((m) => ({
            productId: p.productId,
            magasinId: Number(m),
            planningPeriodId: p.periodId ? Number(p.periodId) : null,
          })),
        ),
      });
      notifySuccess({ message: t('labs.settings.saved', { name: saved.intitule }) });
      if (labId === null) void navigate(`/settings/labs/${saved.id}/edit`, { replace: true });
    },
  });
  const storeNames = new Map([...knownStores, ...(stores.data ?? [])].map((s) => [s.id, s.intitule]));
  const storeData = [...storeNames.entries()]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, intitule]) => ({ value: String(id), label: intitule }));
  const periodData = periods.map((p) => ({ value: String(p.id), label: `${p.intitule} (${p.startsAt})` }));
  return (
    <form {...formProps} data-testid="lab-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('labs.settings.name')} required {...form.getInputProps('intitule')} data-testid="lab-name" />
            <Select label={t('labs.settings.store')} data={storeData} clearable {...form.getInputProps('magasinId')} />
            <MultiSelect
              label={t('labs.settings.people')}
              description={t('labs.settings.peopleHint')}
              data={(bakers.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              searchable
              {...form.getInputProps('userIds')}
              data-testid="lab-people"
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4">
            {t('labs.settings.products')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('labs.settings.productsHint')}
          </Text>
          <Table>
            <Table.Tbody>
              {form.values.products.map((p, i) => (
                <Table.Tr key={p.productId}>
                  <Table.Td>
                    <Text fw={600}>{p.label}</Text>
                  </Table.Td>
                  <Table.Td miw={220}>
                    <MultiSelect
                      aria-label={t('labs.settings.stores')}
                      placeholder={t('labs.settings.stores')}
                      data={storeData}
                      {...form.getInputProps(`products.${i}.magasinIds`)}
                    />
                  </Table.Td>
                  <Table.Td miw={180}>
                    <Select
                      aria-label={t('labs.settings.period')}
                      placeholder={t('labs.settings.period')}
                      data={periodData}
                      clearable
                      {...form.getInputProps(`products.${i}.periodId`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('labs.settings.removeProduct', { name: p.label })}
                      onClick={() => form.removeListItem('products', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ProductPicker
            mt="sm"
            label={t('labs.settings.addProduct')}
            exclude={form.values.products.map((p) => p.productId)}
            onPick={(p) =>
              form.insertListItem('products', {
                productId: p.productId,
                label: p.label,
                magasinIds: storeData.map((s) => s.value),
                periodId: null,
              })
            }
            data-testid="lab-product-picker"
          />
        </Card>
        <FormActions submitting={submitting} testId="lab" onCancel={() => void navigate('/settings/labs')} />
      </Stack>
    </form>
  );
}
