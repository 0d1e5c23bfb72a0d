// /settings/entreprise: the company form (product-spec §3), saved with PATCH /Entreprise.
import type { Entreprise } from '@comptoir/shared';
import { Alert, Box, Button, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconMessageQuestion, IconRocket, IconSlideshow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { openSetupWizard } from '../../setup/setup-wizard-store';
import { ENTREPRISE_FIELDS, EntrepriseFields } from '../components/entreprise-fields';
import { EntrepriseSummaryCard } from '../components/entreprise-summary-card';
import { toEntrepriseFormValues, toEntreprisePatch } from '../form-values';
import { useCurrencies } from '../hooks/use-currencies';
import { useEntreprise, useUpdateEntreprise } from '../hooks/use-entreprise';
import { entrepriseFormSchema, type EntrepriseFormValues } from '../schemas';
import classes from './settings.module.css';

function EntrepriseFormCard({ entreprise }: { entreprise: Entreprise }) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const update = useUpdateEntreprise();
  const { form, formProps, submitting, dirty } = useAppForm<EntrepriseFormValues>({
    initialValues: toEntrepriseFormValues(entreprise),
    schema: entrepriseFormSchema,
    serverFields: ENTREPRISE_FIELDS,
    onSubmit: async (values) => {
      const data = await update.mutateAsync(toEntreprisePatch(values));
      // The server's answer is what is saved from now on (trimmed, normalised).
      const saved = toEntrepriseFormValues(data.entreprise);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySuccess({ message: t('entreprise.saved') });
    },
  });

  return (
    <Card component="form" {...formProps} data-testid="entreprise-form" p={0}>
      <Box p={{ base: 'md', sm: 'lg' }}>
        <EntrepriseFields form={form} currencies={currencies.data} currenciesLoading={currencies.isLoading} />
      </Box>
      <FormActions
        className={classes.saveBar}
        px={{ base: 'md', sm: 'lg' }}
        py="sm"
        submitting={submitting}
        submitIcon={<IconDeviceFloppy size={16} />}
        onCancel={dirty ? () => form.reset() : undefined}
        cancelLabel={t('entreprise.cancel')}
        testId="entreprise"
      >
        <Text fz="sm" c="dimmed">
          {dirty ? t('entreprise.unsaved') : t('entreprise.upToDate')}
        </Text>
      </FormActions>
    </Card>
  );
}

export function EntreprisePage() {
  const { t } = useTranslation();
  const query = useEntreprise();
  const canContent = useHasAnyTag(['gestion_admins', 'gestion_magasin']);
  const entreprise = query.data?.entreprise;

  return (
    <>
      <PageHeader
        title={t('routes.entreprise')}
        description={t('entreprise.subtitle')}
        actions={
          canContent && (
            <>
              <Button component={Link} to="/settings/entreprise/sliders" variant="default" leftSection={<IconSlideshow size={16} />}>
                {t('routes.entrepriseSliders')}
              </Button>
              <Button
                component={Link}
                to="/settings/entreprise/questions"
                variant="default"
                leftSection={<IconMessageQuestion size={16} />}
              >
                {t('routes.entrepriseQuestions')}
              </Button>
            </>
          )
        }
      />
      {!entreprise ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={320} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={560} radius="lg" />
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="lg">
          {!entreprise.isSetup && (
            <Grid.Col span={12}>
              <Alert
                variant="light"
                icon={<IconRocket size={18} />}
                title={t('entreprise.resume.title')}
                data-testid="entreprise-resume-setup"
              >
                <Group justify="space-between" gap="sm">
                  <Text fz="sm">{t('entreprise.resume.text')}</Text>
                  <Button size="xs" onClick={openSetupWizard}>
                    {t('entreprise.resume.action')}
                  </Button>
                </Group>
              </Alert>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg" className={classes.sticky}>
              <EntrepriseSummaryCard entreprise={entreprise} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <EntrepriseFormCard key={entreprise.id} entreprise={entreprise} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
