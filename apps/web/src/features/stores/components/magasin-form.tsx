// The store form (product-spec §2, §5), shared by the store pages and the setup wizard's store step.
// Built on THE form hook (components/form): errors on blur, every error on submit or Enter (the button is never
// disabled), the server's 422 problems under fields, and a question before leaving with unsaved changes.
import { hasAnyTag, ONLINE_STORE_TAGS, type Magasin, type MagasinBody } from '@comptoir/shared';
import { Box, Grid, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { FormActions } from '../../../components/form/form-actions';
import { TimeField } from '../../../components/form/time-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useCurrencies } from '../../entreprise/hooks/use-currencies';
import { FormSection } from './form-section';
import classes from './magasin-form.module.css';
import { MagasinAddressSection } from './magasin-address-section';
import { initialValues, magasinFormSchema, SERVER_FIELDS, toMagasinBody, type MagasinFormValues } from './magasin-form-schema';

export interface MagasinFormProps {
  initial?: Magasin | null;
  submitLabel?: string;
  onSubmit: (body: MagasinBody) => Promise<unknown>;
  onCancel?: () => void;
  /** Default true: ask before leaving with unsaved changes (false inside the setup wizard). */
  guard?: boolean;
}

export function MagasinForm({ initial, submitLabel, onSubmit, onCancel, guard = true }: MagasinFormProps) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const tags = user?.functionalities.map((f) => f.tag) ?? [];
  // The time-clock login belongs to the punch card (HR); the online flag to users who see online stores (§6).
  const withTimeClock = hasAnyTag(tags, ['human_resources']);
  const withOnline = hasAnyTag(tags, ONLINE_STORE_TAGS);
  const currencies = useCurrencies();
  const { form, formProps, submitting } = useAppForm<MagasinFormValues>({
    initialValues: initialValues(initial, user?.entreprise.currencyTag ?? null),
    schema: magasinFormSchema,
    serverFields: SERVER_FIELDS,
    guard,
    onSubmit: (values) => onSubmit(toMagasinBody(values, { id: initial?.id, withOnline, withTimeClock })),
  });

  const currencyData = (currencies.data ?? []).map((c) => ({ value: c.tag, label: c.tag }));
  const footerLength = form.values.footerTicket.trim().length;

  return (
    <Box component="form" {...formProps} data-testid="magasin-form">
      <Stack gap="md">
        <FormSection title={t('stores.form.identityTitle')} description={t('stores.form.identityText')}>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <FileUploader
                value={form.values.fileId}
                onChange={(fileId) => form.setFieldValue('fileId', fileId)}
                folder="magasins"
                label={t('stores.fields.photo')}
                testId="store-photo"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  {...form.getInputProps('intitule')}
                  label={t('stores.fields.intitule')}
                  withAsterisk
                  maxLength={120}
                  data-autofocus
                  data-testid="store-intitule"
                />
                <TextInput
                  {...form.getInputProps('tel')}
                  label={t('fields.tel')}
                  type="tel"
                  autoComplete="tel"
                  withAsterisk
                  data-testid="store-tel"
                />
                <TimeField
                  {...form.getInputProps('startTime')}
                  label={t('stores.fields.startTime')}
                  withAsterisk
                  data-testid="store-startTime"
                />
                <Select
                  {...form.getInputProps('currencyTag')}
                  label={t('stores.fields.currency')}
                  data={currencyData}
                  allowDeselect={false}
                  disabled={currencies.isLoading}
                  data-testid="store-currency"
                />
                <TextInput
                  {...form.getInputProps('ice')}
                  label={t('stores.fields.ice')}
                  inputMode="numeric"
                  maxLength={40}
                  data-testid="store-ice"
                />
              </SimpleGrid>
            </Grid.Col>
          </Grid>
        </FormSection>

        <MagasinAddressSection form={form} />

        <FormSection title={t('stores.form.ticketTitle')} description={t('stores.form.ticketText')}>
          <Stack gap="md">
            <Textarea
              {...form.getInputProps('footerTicket')}
              label={t('stores.fields.footerTicket')}
              description={t('stores.form.footerCount', { length: footerLength, max: 255 })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={255}
              data-testid="store-footerTicket"
            />
            {withTimeClock && (
              <Switch
                {...form.getInputProps('timeClockLogin', { type: 'checkbox' })}
                label={t('stores.fields.timeClockLogin')}
                description={t('stores.form.timeClockHint')}
                data-testid="store-timeClockLogin"
              />
            )}
            {withOnline && (
              <Switch
                {...form.getInputProps('isOnline', { type: 'checkbox' })}
                label={t('stores.fields.isOnline')}
                description={t('stores.form.onlineHint')}
                data-testid="store-isOnline"
              />
            )}
          </Stack>
        </FormSection>

        <FormActions
          className={classes.actions}
          submitting={submitting}
          submitLabel={submitLabel}
          onCancel={onCancel}
          cancelLabel={t('stores.form.cancel')}
          testId="store"
          data-testid="store-form-actions"
        />
      </Stack>
    </Box>
  );
}
