// While the wizard saves (company, store, accounts in that order) and when an attempt fails: what is done, what failed.
import { Alert, Button, Group, List, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import type { SaveState } from '../hooks/use-setup-wizard';
import type { SavePhase } from '../setup-save';

const PHASES: SavePhase[] = ['entreprise', 'store', 'accounts'];

function errorLines(error: unknown, fallback: string): string[] {
  if (isApiError(error)) {
    const lines = error.errors.map((e) => e.message);
    if (error.message && !lines.includes(error.message)) lines.unshift(error.message);
    return lines.length ? lines : [fallback];
  }
  return [fallback];
}

interface SaveStatusProps {
  save: SaveState;
  /** Name of the account the server refused, if any. */
  failedName?: string;
  accountsDone: number;
  accountsTotal: number;
  onFix: (phase: SavePhase) => void;
}

export function SaveStatus({ save, failedName, accountsDone, accountsTotal, onFix }: SaveStatusProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // A failure is shown where the user looks: the panel scrolls into view.
  useEffect(() => {
    if (save.status === 'error') ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [save.status]);
  if (save.status === 'idle' || save.status === 'saved') return null;
  const current = save.phase ? PHASES.indexOf(save.phase) : -1;

  const icon = (i: number) => {
    if (i < current) {
      return (
        <ThemeIcon size={22} radius="xl" color="teal">
          <IconCheck size={14} />
        </ThemeIcon>
      );
    }
    if (i === current) {
      return save.status === 'saving' ? (
        <Loader size={20} />
      ) : (
        <ThemeIcon size={22} radius="xl" color="red">
          <IconX size={14} />
        </ThemeIcon>
      );
    }
    return (
      <ThemeIcon size={22} radius="xl" color="gray" variant="light">
        <IconCircleDashed size={14} />
      </ThemeIcon>
    );
  };

  const steps = (
    <List spacing="xs" center>
      {PHASES.map((phase, i) => (
        <List.Item key={phase} icon={icon(i)}>
          <Text fz="sm">{t(`setup.save.phases.${phase}`, { done: accountsDone, total: accountsTotal })}</Text>
        </List.Item>
      ))}
    </List>
  );

  if (save.status === 'saving') {
    return (
      <Alert color="blue" variant="light" title={t('setup.save.saving')} data-testid="setup-saving">
        {steps}
      </Alert>
    );
  }

  const phase = save.phase ?? 'entreprise';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(`setup.save.failed.${phase}`)}
      data-testid="setup-save-error"
    >
      <Stack gap="sm">
        {steps}
        {errorLines(save.error, t('setup.save.unknownError')).map((line) => (
          <Text key={line} fz="sm" fw={500}>
            {failedName ? `${failedName} — ${line}` : line}
          </Text>
        ))}
        <Text fz="sm">{t('setup.save.nothingLost')}</Text>
        {phase !== 'accounts' && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={() => onFix(phase)} data-testid="setup-save-fix">
              {t(`setup.save.fix.${phase}`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
