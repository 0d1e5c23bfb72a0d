// /rh/collaborator/:id (no tag): a collaborator's record — contract, pay, stores, emergency contact, documents, his
// state at the time clock and his last punch cards. Without human_resources only one's own record answers.
import { Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFile, IconPencil, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useAuthUser, useHasAnyTag } from '../../auth/hooks/use-auth';
import { useCollaborator, usePunchCards } from '../api/use-rh';
import { downloadDocument } from '../components/download-document';
import { hoursText } from '../components/hours';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" ta="end">
        {children || '—'}
      </Text>
    </Group>
  );
}

export function CollaboratorPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const hr = useHasAnyTag(['human_resources']);
  const user = useAuthUser();
  const c = useCollaborator(id);
  const cards = usePunchCards({ page: 1, limit: 10, collaboratorId: id ?? undefined }, hr && id !== null);
  const showCards = hr && c.data;
  if (id === null || c.isError)
    return (
      <Card>
        <EmptyState icon={<IconUser size={28} />} title={t('rh.form.notFoundTitle')} description={t('rh.form.notFoundText')} />
      </Card>
    );
  if (!c.data) return <Skeleton height={320} radius="lg" />;
  const x = c.data;
  const currency = user?.entreprise.currencyTag ?? 'MAD';
  return (
    <>
      <PageHeader
        title={x.name}
        description={x.position ?? t('routes.collaborator')}
        actions={
          hr && (
            <Button
              component={Link}
              to={`/rh/collaborator/${x.id}/edit`}
              leftSection={<IconPencil size={16} />}
              data-testid="collaborator-edit-button"
            >
              {t('rh.list.edit')}
            </Button>
          )
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card>
            <Title order={2} fz="lg" mb="sm">
              {t('rh.form.contractTitle')}
            </Title>
            <Stack gap={6}>
              <Line label={t('rh.fields.contractType')}>{t(`rh.contract.${x.contractType}`)}</Line>
              <Line label={t('rh.fields.contractStart')}>{x.contractStart && f.date(x.contractStart)}</Line>
              <Line label={t('rh.fields.contractEnd')}>{x.contractEnd && f.date(x.contractEnd)}</Line>
              <Line label={t('rh.fields.weeklyHours')}>{f.decimal(x.weeklyHours, 0, 2)}</Line>
              <Line label={x.payType === 'hourly' ? t('rh.fields.hourlyRate') : t('rh.fields.monthlySalary')}>
                <span dir="ltr">{f.money(x.payAmount, currency)}</span>
              </Line>
              <Line label={t('rh.fields.magasins')}>{x.magasins.map((m) => m.intitule).join(', ')}</Line>
              <Line label={t('rh.fields.user')}>{x.userName}</Line>
              <Line label={t('rh.list.status')}>
                {x.clockedInAt ? (
                  <Badge color="teal" variant="light" tt="none">
                    {t('rh.list.clockedInSince', { time: f.dateTime(x.clockedInAt) })}
                  </Badge>
                ) : (
                  t('rh.detail.notClocked')
                )}
              </Line>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Card>
              <Title order={2} fz="lg" mb="sm">
                {t('rh.form.identityTitle')}
              </Title>
              <Stack gap={6}>
                <Line label={t('rh.fields.email')}>{x.email}</Line>
                <Line label={t('rh.fields.tel')}>{x.tel && <span dir="ltr">{x.tel}</span>}</Line>
                <Line label={t('rh.fields.emergencyName')}>{x.emergencyName}</Line>
                <Line label={t('rh.fields.emergencyTel')}>{x.emergencyTel && <span dir="ltr">{x.emergencyTel}</span>}</Line>
              </Stack>
            </Card>
            <Card>
              <Title order={2} fz="lg" mb="sm">
                {t('rh.form.documentsTitle')}
              </Title>
              {x.documents.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('rh.form.noDocuments')}
                </Text>
              ) : (
                <Stack gap={6}>
                  {x.documents.map((d) => (
                    <Button
                      key={d.id}
                      variant="subtle"
                      justify="start"
                      leftSection={<IconFile size={16} />}
                      onClick={() => void downloadDocument(d.id, d.name)}
                    >
                      {d.name}
                    </Button>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        {showCards && (
          <Grid.Col span={12}>
            <Card>
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg">
                  {t('rh.detail.lastCards')}
                </Title>
                <Button component={Link} variant="subtle" to="/rh/punch-card">
                  {t('routes.punchCard')}
                </Button>
              </Group>
              <Stack gap={6}>
                {(cards.data?.data ?? []).length === 0 && (
                  <Text fz="sm" c="dimmed">
                    {t('rh.cards.emptyText')}
                  </Text>
                )}
                {(cards.data?.data ?? []).map((p) => (
                  <Line key={p.id} label={f.span(f.dateTime(p.startAt), p.endAt ? f.time(p.endAt) : '…')}>
                    {p.workedMinutes !== null ? hoursText(p.workedMinutes, t) : t('rh.cards.inProgress')}
                  </Line>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
