// /settings/command/{id}/report (command_report; {id} is a store): which parts of an order the store's printed report
// shows (the order page's reprint applies it) and on which paper size, with a preview of a sample order.
import { COMMAND_REPORT_FIELDS, type CommandReportConfig, type CommandReportField } from '@comptoir/shared';
import { Button, Card, Checkbox, Grid, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormActions } from '../../../components/form/form-actions';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { TicketPrint } from '../../pos/ticket/ticket-print';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useCommandReport, useNamedList, useSaveCommandReport } from '../hooks/use-small-settings';
import { applyReport, sampleTicket } from '../report-fields';

export function CommandReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().id;
  const storeId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const stores = useMagasins();
  const report = useCommandReport(storeId);
  const header = <PageHeader title={t('routes.commandReport')} description={t('smallSettings.report.description')} />;
  const chooser = (
    <Select
      label={t('smallSettings.store')}
      data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
      value={storeId === null ? null : String(storeId)}
      onChange={(v) => v && void navigate(`/settings/command/${v}/report`)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', sm: 320 }}
      mb="md"
      data-testid="report-store"
    />
  );
  if (storeId === null || report.isError)
    return (
      <>
        {header}
        {chooser}
        <Card>
          <EmptyState
            icon={<IconReport size={28} />}
            title={t('smallSettings.report.notFound')}
            description={t('smallSettings.report.notFoundText')}
            action={
              <Button component={Link} to="/settings/payment-methods" variant="default">
                {t('routes.paymentMethods')}
              </Button>
            }
          />
        </Card>
      </>
    );
  return (
    <>
      {header}
      {chooser}
      {report.data ? <ReportForm key={storeId} config={report.data} /> : <Skeleton height={320} radius="lg" />}
    </>
  );
}

function ReportForm({ config }: { config: CommandReportConfig }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const stores = useMagasins();
  const papers = useNamedList('paper');
  const save = useSaveCommandReport(config.magasinId);
  const [fields, setFields] = useState<CommandReportField[]>(config.fields);
  const [paperId, setPaperId] = useState<string | null>(config.paperSizeId === null ? null : String(config.paperSizeId));
  const store = stores.data?.find((s) => s.id === config.magasinId);
  const preview = useMemo(
    () => applyReport(sampleTicket(store, store?.currencyTag ?? user?.entreprise.currencyTag ?? 'MAD'), fields),
    [store, user, fields],
  );
  const paper = papers.data?.find((p) => String(p.id) === paperId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    await save.mutateAsync({ fields, paperSizeId: paperId === null ? null : Number(paperId) });
    notifySuccess({ message: t('smallSettings.report.saved') });
  };
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card>
          <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate data-testid="report-form">
            <Stack gap="md">
              <Title order={3} fz="md">
                {t('smallSettings.report.parts')}
              </Title>
              <Checkbox.Group value={fields} onChange={(v) => setFields(v as CommandReportField[])}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {COMMAND_REPORT_FIELDS.map((f) => (
                    <Checkbox key={f} value={f} label={t(`smallSettings.report.fields.${f}`)} data-testid={`report-field-${f}`} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Text fz="sm" c="dimmed">
                {t('smallSettings.report.always')}
              </Text>
              <Select
                label={t('smallSettings.report.paper')}
                placeholder={t('smallSettings.report.paperDefault')}
                data={(papers.data ?? []).map((p) => ({ value: String(p.id), label: p.intitule }))}
                value={paperId}
                onChange={setPaperId}
                clearable
                data-testid="report-paper"
              />
              <FormActions submitting={save.isPending} testId="report" />
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card>
          <Text fz="sm" fw={600} mb="xs">
            {t('smallSettings.report.preview')}
          </Text>
          <TicketPrint ticket={preview} paper={paper && paper.width <= 60 ? '58' : '80'} preview />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
