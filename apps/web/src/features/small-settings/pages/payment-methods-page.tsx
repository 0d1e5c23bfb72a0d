// /settings/payment-methods (gestion_payment_methods): which payment modes a store accepts and their order at its till.
// Drag a row by its handle (or the keyboard) to reorder, switch a mode on or off; each change is saved at once and the
// till's payment step (which reads GET /Operation/Methods?magasinId=) shows the modes in this order. A mode the
// company turned off cannot be accepted; cash always is.
import type { PaymentMethod } from '@comptoir/shared';
import { Alert, Anchor, Badge, Card, Group, Select, Switch, Text } from '@mantine/core';
import { IconCreditCard, IconInfoCircle, IconReport } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { useAddressParams } from '../../../lib/use-address-params';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useCompanyMethods, useSaveStoreMethods, useStoreMethods } from '../hooks/use-small-settings';

export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const stores = useMagasins();
  // The store chosen is in the address (?store=), so a reload or a shared link keeps it.
  const [params, patch] = useAddressParams();
  const asked = Number(params.get('store'));
  const storeId = stores.data?.find((s) => s.id === asked)?.id ?? stores.data?.[0]?.id ?? null;
  const methods = useStoreMethods(storeId);
  const company = useCompanyMethods();
  const save = useSaveStoreMethods(storeId);
  const canReport = useHasAnyTag(['command_report']);
  const companyActive = useMemo(() => new Set((company.data ?? []).filter((m) => m.isActive).map((m) => m.tag)), [company.data]);
  const rows = methods.data ?? [];

  const store = (tags: string[]) =>
    save.mutateAsync(tags).then(() => notifySuccess({ message: t('smallSettings.methods.saved'), id: 'payment-methods-saved' }));
  const accepted = (list: PaymentMethod[]) => list.filter((m) => m.isActive).map((m) => m.tag);
  const toggle = (m: PaymentMethod, on: boolean) => {
    // Turned on: it joins at its place in the current order.
    const tags = rows.filter((x) => (x.tag === m.tag ? on : x.isActive)).map((x) => x.tag);
    void store(tags).catch(() => {});
  };

  const columns: DataTableColumn<PaymentMethod>[] = [
    {
      key: 'mode',
      title: t('smallSettings.methods.mode'),
      value: (m) => paymentModeLabel(t, m.tag),
      hideable: false,
      sortable: false,
      render: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} data-testid="payment-method-name">
            {paymentModeLabel(t, m.tag)}
          </Text>
          {!companyActive.has(m.tag) && (
            <Badge color="gray" variant="light">
              {t('smallSettings.methods.companyOff')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'accepted',
      title: t('smallSettings.methods.accepted'),
      value: (m) => m.isActive,
      sortable: false,
      render: (m) =>
        m.tag === 'cash' ? (
          <Badge color="teal" variant="light" data-testid="payment-method-always">
            {t('smallSettings.methods.always')}
          </Badge>
        ) : (
          <Switch
            checked={m.isActive}
            disabled={!companyActive.has(m.tag) || save.isPending}
            onChange={(e) => toggle(m, e.currentTarget.checked)}
            onClick={(e) => e.stopPropagation()}
            aria-label={t('smallSettings.methods.acceptLabel', { mode: paymentModeLabel(t, m.tag) })}
            data-testid={`payment-method-accept-${m.tag}`}
          />
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('routes.paymentMethods')} description={t('smallSettings.methods.description')} />
      <Card mb="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t('smallSettings.store')}
            data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
            value={storeId === null ? null : String(storeId)}
            onChange={(v) => v && patch({ store: v })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 320 }}
            data-testid="payment-methods-store"
          />
          {canReport && storeId !== null && (
            <Anchor component={Link} to={`/settings/command/${storeId}/report`} fz="sm">
              <Group gap={4} component="span">
                <IconReport size={16} />
                {t('smallSettings.report.link')}
              </Group>
            </Anchor>
          )}
        </Group>
      </Card>
      <Alert icon={<IconInfoCircle size={18} />} color="blue" variant="light" mb="md">
        {t('smallSettings.methods.hint')}
      </Alert>
      <DataTable<PaymentMethod>
        tableId="small-settings-payment-methods"
        testId="payment-methods-table"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.tag}
        loading={methods.isLoading || stores.isLoading}
        exportName={t('routes.paymentMethods')}
        onReorder={(next) => store(accepted(next))}
        emptyState={
          <EmptyState
            icon={<IconCreditCard size={28} />}
            title={t('smallSettings.methods.noStore')}
            description={t('smallSettings.methods.noStoreText')}
          />
        }
      />
    </>
  );
}
