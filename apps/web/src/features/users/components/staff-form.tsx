// The staff account form (product-spec §2: photo, name, e-mail, phone, access code, role; §5 rules) with store assignment.
// Used by /settings/users/add, /settings/users/:id/edit and the setup wizard's accounts step (compact).
import type { RoleRef, StaffUser } from '@comptoir/shared';
import { Button, Card, Divider, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { useRoles } from '../hooks/use-roles';
import { useStoreOptions } from '../hooks/use-users';
import { CODE_MIN, staffFormSchema, type StaffFormValues } from '../schemas';
import { formRoleTags, isStoreBoundTag } from '../staff-rules';
import { offeredRoles } from './role-choices';
import { RoleSelect } from './role-select';
import { toStaffFormBody, type StaffFormBody } from './staff-form-body';

export type { StaffFormBody } from './staff-form-body';

export interface StaffFormProps {
  /** The member being edited; absent (or null) to create one. */
  initial?: StaffUser | null;
  /** Store choices; loaded from GET /Magasins when absent. */
  magasins?: { id: number; intitule: string }[];
  submitLabel?: string;
  /** Creation: every field of POST /Users. Edit: only what changed, for PATCH /User/{id}. A rejection with 422 puts the
   * server's problems under the fields. */
  onSubmit: (body: StaffFormBody) => Promise<unknown>;
  onCancel?: () => void;
  /** No card or section titles, two columns: for the setup wizard. */
  compact?: boolean;
}

const rtlSafeWidth = 96;
const FIELDS = ['fileId', 'name', 'email', 'tel', 'code', 'roleId', 'magasinIds'] as const;

/** A random 6-digit access code. */
function randomCode(): string {
  const n = new Uint32Array(1);
  crypto.getRandomValues(n);
  return String(n[0] % 1_000_000).padStart(CODE_MIN, '0');
}

function Section({ title, text, compact, children }: { title: string; text: string; compact: boolean; children: ReactNode }) {
  if (compact) return <>{children}</>;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="md">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

export function StaffForm({ initial, magasins, submitLabel, onSubmit, onCancel, compact = false }: StaffFormProps) {
  const { t } = useTranslation();
  const actor = useAuthUser();
  const creating = !initial;
  const roles = useRoles().data;
  const loadedStores = useStoreOptions(!magasins);
  const stores = magasins ?? loadedStores.data ?? [];
  const actorTag = actor?.role.tag;
  const initialTag = initial?.role.tag;
  const roleTags = useMemo(() => formRoleTags(actorTag, initialTag), [actorTag, initialTag]);
  const roleIds = useMemo(() => offeredRoles(roles ?? [], roleTags).map((r: RoleRef) => r.id), [roles, roleTags]);

  const { form, formProps, submitting } = useAppForm<StaffFormValues>({
    initialValues: {
      fileId: initial?.fileId ?? null,
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      tel: initial?.tel ?? '',
      code: '',
      roleId: initial ? [initial.roleId] : [],
      magasinIds: (initial?.magasins ?? []).map(String),
    },
    schema: staffFormSchema({ creating, roleIds }),
    serverFields: FIELDS,
    // The wizard adds one account after another with the same form; a page leaves after saving.
    afterSave: creating ? 'reset' : 'keep',
    guard: !compact,
    onSubmit: (values) => onSubmit(toStaffFormBody(values, initial ?? null)),
  });

  const roleTag = roles?.find((r) => r.id === form.values.roleId[0])?.tag;
  const storeHint =
    isStoreBoundTag(roleTag) && form.values.magasinIds.length === 0 ? t('users.form.storeBoundHint') : t('users.form.storesHelp');
  const cols = { base: 1, sm: 2 };

  const body = (
    <Stack gap={compact ? 'md' : 'xl'}>
      <Section compact={compact} title={t('users.form.identity')} text={t('users.form.identityText')}>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <FileUploader
            value={form.values.fileId}
            onChange={(id) => form.setFieldValue('fileId', id)}
            folder="users"
            label={t('users.fields.photo')}
            testId="staff-photo"
          />
          <SimpleGrid cols={cols} spacing="md" style={{ flex: '1 1 260px' }}>
            <TextInput
              label={t('fields.name')}
              withAsterisk
              autoComplete="off"
              data-testid="staff-name"
              {...form.getInputProps('name')}
              style={{ gridColumn: '1 / -1' }}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              dir="ltr"
              withAsterisk
              autoComplete="off"
              data-testid="staff-email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.tel')}
              type="tel"
              dir="ltr"
              withAsterisk
              autoComplete="off"
              data-testid="staff-tel"
              {...form.getInputProps('tel')}
            />
          </SimpleGrid>
        </Group>
      </Section>
      {!compact && <Divider />}
      <Section compact={compact} title={t('users.form.access')} text={t('users.form.accessText')}>
        <SimpleGrid cols={cols} spacing="md">
          <RoleSelect
            value={form.values.roleId}
            onChange={(ids) => form.setFieldValue('roleId', ids)}
            tags={roleTags}
            withAsterisk
            error={form.errors.roleId}
            testId="staff-role"
          />
          <TextInput
            label={t('users.fields.code')}
            withAsterisk={creating}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            description={creating ? t('users.form.codeHelp') : t('users.form.codeKeep')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="staff-code"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
            rightSectionWidth={rtlSafeWidth}
            rightSection={
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconDice5 size={14} />}
                onClick={() => form.setFieldValue('code', randomCode())}
                title={t('users.form.generateCode')}
                data-testid="staff-code-generate"
              >
                {t('users.form.generate')}
              </Button>
            }
            {...form.getInputProps('code')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('users.fields.stores')}
          placeholder={form.values.magasinIds.length ? undefined : t('users.form.storesPlaceholder')}
          data={stores.map((s) => ({ value: String(s.id), label: s.intitule }))}
          searchable
          clearable
          hidePickedOptions
          description={storeHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="staff-stores"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('magasinIds')}
        />
      </Section>
      <FormActions
        submitting={submitting}
        submitLabel={submitLabel ?? (creating ? t('users.actions.create') : t('common.save'))}
        onCancel={onCancel}
        cancelLabel={t('users.actions.cancel')}
        testId="staff"
      />
    </Stack>
  );

  return compact ? (
    <form {...formProps} data-testid="staff-form">
      {body}
    </form>
  ) : (
    <Card component="form" {...formProps} data-testid="staff-form">
      {body}
    </Card>
  );
}
