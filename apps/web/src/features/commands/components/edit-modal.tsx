// Modifying an open order (PATCH /UpdateCommand/{id}): its client, notes, source, reminder and instructions; its lines change by an
// exchange or a return. The manager's code on the same dialog when the company asks for one (422 on `approval`).
import { ORDER_SOURCES, type CommandDetail, type CommandInstruction, type UpdateCommandData } from '@comptoir/shared';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { ApprovalField, approvalState } from '../../caisse/components/approval-field';
import { ClientPicker } from '../../clients/components/client-picker';
import { InstructionsSelect } from '../../small-settings/components/instructions-select';
import { commandsApi, commandsKeys } from '../api/commands-api';

export function EditModal({ order, opened, onClose }: { order: CommandDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [remind, setRemind] = useState('');
  const [notes, setNotes] = useState('');
  const [instructions, setInstructions] = useState<CommandInstruction[]>([]);
  const [code, setCode] = useState('');
  const save = useMutation({
    mutationFn: (body: UpdateCommandData) => commandsApi.update(order.id, body),
    onSuccess: async (o) => {
      queryClient.setQueryData(commandsKeys.detail(order.id), o);
      notifySuccess({ message: t('commands.edit.saved') });
      await queryClient.invalidateQueries({ queryKey: [...commandsKeys.all, 'list'] });
      onClose();
    },
  });
  useEffect(() => {
    if (!opened) return;
    setClientId(order.clientId ? String(order.clientId) : null);
    setSource(order.source);
    setRemind(order.remindTimeAt?.slice(0, 16) ?? '');
    setNotes(order.notes ?? '');
    setInstructions(order.instructions ?? []);
    setCode('');
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts from the order each time it opens
  }, [opened, order]);
  const approval = approvalState(save.error);
  const errors = isApiError(save.error) ? save.error.fieldErrors() : {};
  const ids = (l: readonly CommandInstruction[]) => l.map((x) => x.id).join(',');
  const submit = () =>
    save.mutate({
      // Sent when changed only (one trashed since stays on the order as long as nobody changes them).
      instructionIds: ids(instructions) === ids(order.instructions ?? []) ? undefined : instructions.map((x) => x.id),
      clientId: clientId ? Number(clientId) : null,
      source: (source as UpdateCommandData['source']) ?? null,
      remindTimeAt: remind || null,
      notes: notes.trim() || null,
      approval: approval && code ? { code } : undefined,
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('commands.edit.title')} centered>
      <Stack>
        <ClientPicker label={t('commands.client')} value={clientId} onChange={setClientId} testId="order-edit-client" />
        {errors.clientId && <Alert color="red">{errors.clientId}</Alert>}
        <Select
          label={t('commands.source')}
          placeholder={t('pos.source.none')}
          data={ORDER_SOURCES.map((s) => ({ value: s, label: t(`pos.source.${s}`) }))}
          value={source}
          onChange={setSource}
          clearable
          data-testid="order-edit-source"
        />
        <TextInput
          type="datetime-local"
          label={t('commands.edit.remind')}
          value={remind}
          onChange={(e) => setRemind(e.currentTarget.value)}
          error={errors.remindTimeAt}
        />
        <Textarea
          label={t('commands.edit.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <InstructionsSelect label={t('commands.instructions')} value={instructions} onChange={setInstructions} />
        {errors['instructionIds.0'] && <Alert color="red">{errors['instructionIds.0']}</Alert>}
        {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
        {isApiError(save.error) && !approval && !Object.keys(errors).length && <Alert color="red">{save.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('commands.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="order-edit-save">
            {t('commands.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
