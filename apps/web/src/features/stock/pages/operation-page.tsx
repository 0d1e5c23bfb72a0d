// /stock-operations/{id}/timeline: one stock operation — its kind, state, stores and note, its lines (sent, received,
// the difference), its timeline, and the steps its state allows (send, receive, cancel). A step someone else took
// meanwhile (409) is said and the operation reloaded.
import type { StockOperation } from '@comptoir/shared';
import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconListCheck, IconPackageImport, IconSend, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { OperationKindBadge, OperationStateBadge } from '../components/operation-badges';
import { OperationLinesTable } from '../components/operation-lines-table';
import { OperationTimeline } from '../components/operation-timeline';
import { operationNumber, StoresRoute } from '../components/operations-table';
import { ReceiveModal } from '../components/receive-modal';
import { StepModal, type NoteStep } from '../components/step-modal';
import { useStockEntities } from '../hooks/use-stock-entities';
import { useOperation } from '../hooks/use-operations';
import { stepsForUser } from '../operation-rules';

const idOf = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Facts({ op }: { op: StockOperation }) {
  const { t } = useTranslation();
  const f = useFormat();
  const row = (label: string, value: ReactNode, testId?: string) => (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" ta="end" data-testid={testId} component="div">
        {value}
      </Text>
    </Group>
  );
  return (
    <Card padding="md" h="100%" data-testid="operation-facts">
      <Stack gap="xs">
        <Group gap="xs">
          <OperationKindBadge type={op.type} size="md" />
          <OperationStateBadge state={op.state} size="md" />
        </Group>
        {row(t('stock.operations.fields.route'), <StoresRoute from={op.sourceName} to={op.targetName} />)}
        {row(t('stock.operations.fields.lines'), f.number(op.lineCount))}
        {row(t('stock.fields.user'), op.userName ?? '—')}
        {row(t('stock.fields.createdAt'), f.dateTime(op.createdAt))}
        {op.note && row(t('stock.operations.fields.note'), <bdi>{op.note}</bdi>, 'operation-note-text')}
      </Stack>
    </Card>
  );
}

export function OperationPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const q = useOperation(id);
  const entities = useStockEntities();
  const op = q.data;
  const [step, setStep] = useState<NoteStep | null>(null);
  const [receiving, setReceiving] = useState(false);
  const back = (
    <Button
      component={Link}
      to="/stock-operations"
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
      data-testid="operation-back"
    >
      {t('stock.operations.actions.toList')}
    </Button>
  );

  if (q.isError || id === null) {
    return (
      <>
        <PageHeader title={t('routes.stockOperationTimeline')} actions={back} />
        <Alert color="orange" data-testid="operation-missing">
          {t('stock.operations.detail.missing')}
        </Alert>
      </>
    );
  }

  // Each step is taken by one side (the sender, or the receiver): offered when that store is one of the user's.
  const steps = op && entities.loaded ? stepsForUser(op, entities.actsFor) : [];
  const counting = op?.state === 'counting' && steps.includes('close');
  return (
    <>
      <PageHeader
        title={
          op ? (
            <span data-testid="operation-title">{t(`stock.operations.detail.title.${op.type}`, { number: operationNumber(op.id) })}</span>
          ) : (
            <Skeleton h={32} w={220} />
          )
        }
        description={op ? t(`stock.operations.detail.description.${op.state}`) : undefined}
        actions={
          <>
            {back}
            {steps.includes('cancel') && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={18} />}
                onClick={() => setStep('cancel')}
                data-testid="operation-cancel"
              >
                {t('stock.operations.actions.cancel')}
              </Button>
            )}
            {steps.includes('send') && (
              <Button leftSection={<IconSend size={18} />} onClick={() => setStep('send')} data-testid="operation-send">
                {t('stock.operations.actions.send')}
              </Button>
            )}
            {counting && (
              <Button
                component={Link}
                to={`/stock-operations/${op.id}/count`}
                leftSection={<IconListCheck size={18} />}
                data-testid="operation-count"
              >
                {t('stock.flows.actions.count')}
              </Button>
            )}
            {steps.includes('close') && (
              <Button
                variant="default"
                leftSection={<IconCheck size={18} />}
                onClick={() => setStep('close')}
                data-testid="operation-close"
              >
                {t('stock.operations.actions.close')}
              </Button>
            )}
            {steps.includes('receive') && (
              <Button leftSection={<IconPackageImport size={18} />} onClick={() => setReceiving(true)} data-testid="operation-receive">
                {t('stock.operations.actions.receive')}
              </Button>
            )}
          </>
        }
      />
      {op ? (
        <Grid gutter="md" mb="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Facts op={op} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card padding="md" h="100%">
              <Title order={2} fz="md" mb="sm">
                {t('stock.operations.detail.timeline')}
              </Title>
              <OperationTimeline events={op.events} />
            </Card>
          </Grid.Col>
        </Grid>
      ) : (
        <Skeleton h={180} radius="md" mb="lg" />
      )}
      <Title order={2} fz="lg" mb="sm">
        {t('stock.operations.detail.lines')}
      </Title>
      {op ? <OperationLinesTable op={op} /> : <Skeleton h={160} radius="md" />}
      <StepModal step={step} op={op ?? null} onClose={() => setStep(null)} />
      <ReceiveModal operationId={receiving && op ? op.id : null} onClose={() => setReceiving(false)} />
    </>
  );
}
