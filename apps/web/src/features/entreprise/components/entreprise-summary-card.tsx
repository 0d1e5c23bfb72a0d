// What the company looks like to its clients and staff: logo, name, contact and status, beside the form.
import type { Entreprise } from '@comptoir/shared';
import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="end" truncate style={{ minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}

export function EntrepriseSummaryCard({ entreprise }: { entreprise: Entreprise }) {
  const { t } = useTranslation();
  const none = t('entreprise.summary.none');
  return (
    <Card data-testid="entreprise-summary">
      <Stack align="center" gap="sm" ta="center">
        <FileImage fileId={entreprise.largeFileId ?? entreprise.fileId} alt={entreprise.intitule} size={96} radius="lg" fit="contain" />
        <Title order={2} fz="lg" lineClamp={2} data-testid="entreprise-summary-name">
          {entreprise.intitule}
        </Title>
        {entreprise.isSetup ? (
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />}>
            {t('entreprise.summary.ready')}
          </Badge>
        ) : (
          <Badge color="orange" variant="light" leftSection={<IconClockHour4 size={12} />}>
            {t('entreprise.summary.pending')}
          </Badge>
        )}
      </Stack>
      <Divider my="md" />
      <Stack gap={10}>
        <Line label={t('entreprise.fields.contactName')} value={entreprise.contactName || none} />
        <Line label={t('fields.tel')} value={<span dir="ltr">{entreprise.tel || none}</span>} />
        <Line label={t('entreprise.fields.cmmWebDomaineName')} value={<span dir="ltr">{entreprise.cmmWebDomaineName || none}</span>} />
        <Line label={t('entreprise.fields.ice')} value={<span className="app-number">{entreprise.ice || none}</span>} />
        <Line label={t('entreprise.fields.currencyTag')} value={entreprise.currencyTag} />
      </Stack>
    </Card>
  );
}
