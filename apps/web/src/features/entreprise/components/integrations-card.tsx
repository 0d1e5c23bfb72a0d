// One kind of integration setting (external APIs we call, internal API keys others use to call us): list and form.
import type { ApiIntegration } from '@comptoir/shared';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconApi, IconKey, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import type { IntegrationKind, SavedIntegration } from '../api/entreprise-api';
import { useIntegrations } from '../hooks/use-integrations';
import { ApiKeyRevealModal } from './api-key-reveal-modal';
import { IntegrationFormModal } from './integration-form-modal';

export function IntegrationsCard({ kind }: { kind: IntegrationKind }) {
  const { t } = useTranslation();
  const list = useIntegrations(kind);
  const [editing, setEditing] = useState<ApiIntegration | null | undefined>(undefined);
  const [revealed, setRevealed] = useState<SavedIntegration | null>(null);

  const columns: DataTableColumn<ApiIntegration>[] = [
    { key: 'name', title: t('entreprise.integrations.name'), value: (i) => i.name, hideable: false },
    {
      key: 'url',
      title: t('entreprise.integrations.url'),
      value: (i) => i.url,
      render: (i) => (
        <Text fz="sm" dir="ltr" truncate maw={280}>
          {i.url}
        </Text>
      ),
    },
    {
      key: 'apiKey',
      title: t('entreprise.integrations.apiKey'),
      value: (i) => i.apiKey,
      sortable: false,
      exportable: false,
      render: (i) =>
        i.apiKey ? (
          <Text fz="sm" ff="monospace" dir="ltr">
            {i.apiKey}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('entreprise.integrations.noKey')}
          </Text>
        ),
    },
    {
      key: 'isActive',
      title: t('entreprise.integrations.status'),
      value: (i) => (i.isActive ? t('entreprise.active') : t('entreprise.inactive')),
      render: (i) => (
        <Badge color={i.isActive ? 'teal' : 'gray'} variant="light">
          {i.isActive ? t('entreprise.active') : t('entreprise.inactive')}
        </Badge>
      ),
    },
  ];

  const add = (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid={`integration-add-${kind}`}>
      {t('entreprise.integrations.addShort')}
    </Button>
  );

  return (
    <Card data-testid={`integrations-${kind}`}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Title order={2} fz="lg">
            {t(`entreprise.integrations.${kind}.title`)}
          </Title>
          <Text fz="sm" c="dimmed">
            {t(`entreprise.integrations.${kind}.text`)}
          </Text>
        </Stack>
        {(list.data?.length ?? 0) > 0 && add}
      </Group>
      <DataTable
        tableId={`integrations-${kind}`}
        testId={`integrations-table-${kind}`}
        columns={columns}
        rows={list.data ?? []}
        rowKey={(i) => i.id}
        loading={list.isLoading}
        rowActions={(i) => (
          <Tooltip label={t('entreprise.edit')}>
            <ActionIcon variant="subtle" size="lg" aria-label={t('entreprise.edit')} onClick={() => setEditing(i)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        emptyState={
          <EmptyState
            icon={kind === 'internal' ? <IconKey size={28} /> : <IconApi size={28} />}
            title={t(`entreprise.integrations.${kind}.emptyTitle`)}
            description={t(`entreprise.integrations.${kind}.emptyText`)}
            action={add}
          />
        }
      />
      <IntegrationFormModal
        opened={editing !== undefined}
        kind={kind}
        integration={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setEditing(undefined);
          if (saved.plainApiKey) setRevealed(saved);
        }}
      />
      <ApiKeyRevealModal apiKey={revealed?.plainApiKey ?? null} name={revealed?.name ?? ''} onClose={() => setRevealed(null)} />
    </Card>
  );
}
