// /settings/preparation: a store's preparation screens (counter, kitchen, lab…): each with the categories it prepares
// (none: every line), when served orders leave it, and when waiting turns orange and red. Each device then opens
// /pos/preparation and picks its screen.
import type { PrepScreen } from '@comptoir/shared';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChefHat, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { requiredText } from '../../../lib/form-rules';
import { notifySuccess } from '../../../lib/notify';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { StorePicker } from './store-picker';
import { useCategoryOptions, useStoreChoice } from './use-store-choice';

export function PreparationSettingsPage() {
  const { t, i18n } = useTranslation();
  const choice = useStoreChoice();
  const queryClient = useQueryClient();
  const storeId = choice.storeId;
  const screens = useQuery({
    queryKey: displaysKeys.screens(storeId ?? 0),
    queryFn: () => displaysApi.screens(storeId!),
    enabled: storeId !== null,
  });
  const categories = useCategoryOptions(i18n.language);
  const names = new Map(categories.map((c) => [c.value, c.label]));
  const [editing, setEditing] = useState<PrepScreen | 'new' | null>(null);
  const [removing, setRemoving] = useState<PrepScreen | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => displaysApi.removeScreen(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displaysKeys.screens(storeId ?? 0) }),
  });
  return (
    <>
      <PageHeader
        title={t('routes.preparationScreens')}
        description={t('displays.screens.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            disabled={storeId === null}
            data-testid="prep-screen-add"
          >
            {t('displays.screens.add')}
          </Button>
        }
      />
      <StorePicker choice={choice} />
      <Card>
        {screens.data && screens.data.length === 0 ? (
          <EmptyState icon={<IconChefHat size={28} />} title={t('displays.screens.none')} description={t('displays.screens.noneText')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="prep-screens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('displays.screens.name')}</Table.Th>
                  <Table.Th>{t('displays.screens.categories')}</Table.Th>
                  <Table.Th>{t('displays.screens.times')}</Table.Th>
                  <Table.Th aria-label={t('displays.screens.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(screens.data ?? []).map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/pos/preparation?screen=${s.id}`}>
                        {s.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {s.categoryIds.length
                        ? s.categoryIds.map((id) => names.get(String(id)) ?? `#${id}`).join(', ')
                        : t('displays.screens.all')}
                    </Table.Td>
                    <Table.Td>{t('displays.screens.timesValue', { warn: s.warnAfter, late: s.lateAfter, clear: s.clearAfter })}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditing(s)}
                          aria-label={t('displays.screens.edit', { name: s.name })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(s)}
                          aria-label={t('displays.screens.remove', { name: s.name })}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('displays.screens.add') : t('displays.screens.editTitle')}
        centered
      >
        {editing !== null && storeId !== null && (
          <ScreenForm
            storeId={storeId}
            screen={editing === 'new' ? null : editing}
            categories={categories}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('displays.screens.removeTitle')} centered>
        <Stack>
          <Text>{t('displays.screens.removeText', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && void remove.mutateAsync(removing.id).then(() => setRemoving(null))}
              data-testid="prep-screen-remove-confirm"
            >
              {t('displays.screens.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

interface Values {
  name: string;
  categoryIds: string[];
  clearAfter: number;
  warnAfter: number;
  lateAfter: number;
}
const schema = z
  .object({
    name: requiredText(2, 80),
    clearAfter: z.number().int().min(0).max(3600),
    warnAfter: z.number().int().min(1).max(240),
    lateAfter: z.number().int().min(1).max(240),
  })
  .refine((v) => v.lateAfter > v.warnAfter, { path: ['lateAfter'], message: 'displays.screens.lateAfterWarn' });

function ScreenForm({
  storeId,
  screen,
  categories,
  onDone,
}: {
  storeId: number;
  screen: PrepScreen | null;
  categories: { value: string; label: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: displaysApi.saveScreen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displaysKeys.screens(storeId) }),
  });
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      name: screen?.name ?? '',
      categoryIds: (screen?.categoryIds ?? []).map(String),
      clearAfter: screen?.clearAfter ?? 60,
      warnAfter: screen?.warnAfter ?? 5,
      lateAfter: screen?.lateAfter ?? 10,
    },
    schema,
    guard: false,
    serverFields: ['name', 'categoryIds', 'clearAfter', 'warnAfter', 'lateAfter'],
    onSubmit: async (v) => {
      await save.mutateAsync({ id: screen?.id, magasinId: storeId, ...v, categoryIds: v.categoryIds.map(Number) });
      notifySuccess({ message: t('displays.settings.saved') });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="prep-screen-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          label={t('displays.screens.name')}
          required
          data-autofocus
          data-testid="prep-screen-name"
        />
        <MultiSelect
          {...form.getInputProps('categoryIds')}
          label={t('displays.screens.categories')}
          description={t('displays.screens.categoriesHelp')}
          data={categories}
          searchable
          clearable
          data-testid="prep-screen-categories"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput {...form.getInputProps('warnAfter')} label={t('displays.screens.warnAfter')} min={1} max={240} />
          <NumberInput {...form.getInputProps('lateAfter')} label={t('displays.screens.lateAfter')} min={1} max={240} />
          <NumberInput {...form.getInputProps('clearAfter')} label={t('displays.screens.clearAfter')} min={0} max={3600} />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={onDone} testId="prep-screen" />
      </Stack>
    </form>
  );
}
