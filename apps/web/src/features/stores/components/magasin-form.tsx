// The store form (product-spec §2, §5), shared by the store pages and the setup wizard's store step.
// Errors show under fields (on blur, on Enter, and the server's 422 problems); submit waits for a valid form with
// title, city, phone and opening time filled; Enter submits.
import { hasAnyTag, ONLINE_STORE_TAGS, type Magasin, type MagasinBody } from '@comptoir/shared';
import { Box, Button, Grid, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useCurrencies } from '../../entreprise/hooks/use-currencies';
import { FormSection } from './form-section';
import classes from './magasin-form.module.css';
import { MagasinAddressSection } from './magasin-address-section';
import {
  initialValues,
  magasinFormSchema,
  requiredFilled,
  SERVER_FIELDS,
  toMagasinBody,
  type MagasinFormValues,
} from './magasin-form-schema';

export interface MagasinFormProps {
  initial?: Magasin | null;
  submitLabel?: string;
  onSubmit: (body: MagasinBody) => Promise<unknown>;
  onCancel?: () => void;
}

export function MagasinForm({ initial, submitLabel, onSubmit, onCancel }: MagasinFormProps) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const tags = user?.functionalities.map((f) => f.tag) ?? [];
  // The time-clock login belongs to the punch card (HR); the online flag to users who see online stores (§6).
  const withTimeClock = hasAnyTag(tags, ['human_resources']);
  const withOnline = hasAnyTag(tags, ONLINE_STORE_TAGS);
  const currencies = useCurrencies();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<MagasinFormValues>({
    initialValues: initialValues(initial, user?.entreprise.currencyTag ?? null),
    validate: zodResolver(magasinFormSchema),
    validateInputOnBlur: true,
  });
  const canSubmit = requiredFilled(form.values) && form.isValid();

  const submit = form.onSubmit(async (values) => {
    if (!requiredFilled(values)) return;
    setSubmitting(true);
    try {
      await onSubmit(toMagasinBody(values, { id: initial?.id, withOnline, withTimeClock }));
      form.resetDirty();
    } catch (error) {
      // The HTTP client already notified; field problems also go under their fields.
      if (!applyServerErrors(form, error, SERVER_FIELDS) && !isApiError(error)) console.error('[stores] save failed', error);
    } finally {
      setSubmitting(false);
    }
  });

  // Enter submits from any field (not from the multi-line footer); with problems it shows them all instead.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
    // Enter in an open dropdown picks the option.
    if (target.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    if (!submitting) submit();
  };

  const currencyData = (currencies.data ?? []).map((c) => ({ value: c.tag, label: c.tag }));
  const footerLength = form.values.footerTicket.trim().length;

  return (
    <Box component="form" onSubmit={submit} onKeyDown={onKeyDown} noValidate data-testid="magasin-form">
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
                <TextInput
                  {...form.getInputProps('startTime')}
                  label={t('stores.fields.startTime')}
                  type="time"
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

        <Group justify="flex-end" gap="sm" className={classes.actions} data-testid="store-form-actions">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting} data-testid="store-cancel">
              {t('stores.form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={submitting} disabled={!canSubmit} data-testid="store-submit">
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
