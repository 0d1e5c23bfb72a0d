// /settings/borne: the self-order kiosk of each store: on or off, the categories its menu shows (all by default) and
// those it offers after an article (upsell), its title, welcome text and colour, the idle reset, and whether the store
// has a card terminal at the kiosk. The kiosk itself is /pos/kiosk on the device standing in the store.
import type { KioskSettings } from '@comptoir/shared';
import { Anchor, Card, ColorInput, Grid, MultiSelect, NumberInput, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { StorePicker } from './store-picker';
import { useCategoryOptions, useStoreChoice } from './use-store-choice';

export function BorneSettingsPage() {
  const { t } = useTranslation();
  const choice = useStoreChoice();
  const settings = useQuery({
    queryKey: displaysKeys.kiosk(choice.storeId ?? 0),
    queryFn: () => displaysApi.kiosk(choice.storeId!),
    enabled: choice.storeId !== null,
  });
  return (
    <>
      <PageHeader title={t('routes.borne')} description={t('displays.borne.description')} />
      <StorePicker choice={choice} />
      {settings.data ? <BorneForm key={settings.data.magasinId} settings={settings.data} /> : <Skeleton height={360} radius="lg" />}
    </>
  );
}

interface Values {
  enabled: boolean;
  categoryIds: string[];
  upsellCategoryIds: string[];
  title: string;
  welcome: string;
  color: string;
  idleSeconds: number;
  cardTerminal: boolean;
}

const schema = z.object({
  title: z.string().max(80),
  welcome: z.string().max(200),
  color: z.string().regex(/^(#[0-9a-fA-F]{6})?$/, 'displays.borne.colorInvalid'),
  idleSeconds: z.number().int().min(15, 'displays.borne.idleRange').max(900, 'displays.borne.idleRange'),
});

function BorneForm({ settings }: { settings: KioskSettings }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useCategoryOptions(i18n.language);
  const save = useMutation({
    mutationFn: displaysApi.saveKiosk,
    onSuccess: (saved) => queryClient.setQueryData(displaysKeys.kiosk(saved.magasinId), saved),
  });
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      enabled: settings.enabled,
      categoryIds: settings.categoryIds.map(String),
      upsellCategoryIds: settings.upsellCategoryIds.map(String),
      title: settings.title ?? '',
      welcome: settings.welcome ?? '',
      color: settings.color ?? '',
      idleSeconds: settings.idleSeconds,
      cardTerminal: settings.cardTerminal,
    },
    schema,
    serverFields: ['title', 'welcome', 'color', 'idleSeconds', 'categoryIds', 'upsellCategoryIds'],
    onSubmit: async (v) => {
      await save.mutateAsync({
        magasinId: settings.magasinId,
        enabled: v.enabled,
        categoryIds: v.categoryIds.map(Number),
        upsellCategoryIds: v.upsellCategoryIds.map(Number),
        title: v.title.trim() || null,
        welcome: v.welcome.trim() || null,
        color: v.color || null,
        idleSeconds: v.idleSeconds,
        cardTerminal: v.cardTerminal,
      });
      notifySuccess({ message: t('displays.settings.saved') });
    },
  });
  return (
    <Card>
      <form {...formProps} data-testid="borne-form">
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Switch
                {...form.getInputProps('enabled', { type: 'checkbox' })}
                label={t('displays.borne.enabled')}
                data-testid="borne-enabled"
              />
              <MultiSelect
                {...form.getInputProps('categoryIds')}
                label={t('displays.borne.categories')}
                description={t('displays.borne.categoriesHelp')}
                data={categories}
                searchable
                clearable
              />
              <MultiSelect
                {...form.getInputProps('upsellCategoryIds')}
                label={t('displays.borne.upsell')}
                description={t('displays.borne.upsellHelp')}
                data={categories}
                searchable
                clearable
              />
              <Switch
                {...form.getInputProps('cardTerminal', { type: 'checkbox' })}
                label={t('displays.borne.cardTerminal')}
                description={t('displays.borne.cardTerminalHelp')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <TextInput {...form.getInputProps('title')} label={t('displays.borne.title')} maxLength={80} />
              <TextInput {...form.getInputProps('welcome')} label={t('displays.borne.welcome')} maxLength={200} />
              <ColorInput
                {...form.getInputProps('color')}
                label={t('displays.borne.color')}
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
              />
              <NumberInput {...form.getInputProps('idleSeconds')} label={t('displays.borne.idle')} min={15} max={900} suffix=" s" />
            </Stack>
          </Grid.Col>
        </Grid>
        <Text size="sm" c="dimmed" mt="md">
          {t('displays.borne.where')}{' '}
          <Anchor component={Link} to="/pos/kiosk" underline="always">
            /pos/kiosk
          </Anchor>
        </Text>
        <FormActions submitting={submitting} testId="borne" mt="md" />
      </form>
    </Card>
  );
}
