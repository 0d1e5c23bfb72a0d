// A register of the store: its state (open since when, by whom, or closed) and the action that fits.
import type { CashRegister } from '@comptoir/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCashRegister, IconDoorEnter, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';

interface RegisterCardProps {
  register: CashRegister;
  onOpen: (register: CashRegister) => void;
}

export function RegisterCard({ register, onOpen }: RegisterCardProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = register.session;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`register-${register.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconCashRegister size={22} aria-hidden />
            <Text fw={600} truncate>
              {register.intitule}
            </Text>
          </Group>
          <Badge color={s ? 'teal' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
            {s ? t('caisse.state.opened') : t('caisse.state.closed')}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed" mih={20}>
          {s ? t('caisse.openedSince', { date: f.dateTime(s.openedAt), name: s.openedByName ?? '—' }) : t('caisse.readyToOpen')}
        </Text>
        {s ? (
          <Button
            component={Link}
            to={`/caisses/${s.id}`}
            variant="light"
            leftSection={<IconEye size={16} />}
            data-testid="register-session"
          >
            {t('caisse.viewSession')}
          </Button>
        ) : (
          <Button
            onClick={() => onOpen(register)}
            leftSection={<IconDoorEnter size={16} />}
            disabled={!register.isActive}
            data-testid="register-open"
          >
            {t('caisse.open.button')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
