// The till's lock screen as the store's time clock (issue 32, product-spec §2 "lock screen", §3 time-clock switch).
// On a store whose switch is on, the till can be locked; a collaborator picks his name and types his code to clock in
// (which opens the till for him), take or end a break, clock out (the till stays locked for the next one), or just
// open the till. The lock survives a reload (kept per store on this device). When the one who opens it has his own
// sign-in account, the server answers his session and the till goes on as him (his tickets are his); the register's
// open cash session stays.
import type { ClockMember, Magasin } from '@comptoir/shared';
import { Badge, Button, Card, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconBackspace, IconCoffee, IconLock, IconLockOpen, IconLogin, IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { PunchAction } from '../api/rh-api';
import { useClockBoard, usePunch } from '../api/use-rh';

export interface TillClockProps {
  store: Magasin | undefined;
}

const lockKey = (storeId: number) => `comptoir.till-lock.${storeId}`;
const readLock = (storeId: number) => {
  try {
    return localStorage.getItem(lockKey(storeId)) === '1';
  } catch {
    return false;
  }
};
const writeLock = (storeId: number, locked: boolean) => {
  try {
    if (locked) localStorage.setItem(lockKey(storeId), '1');
    else localStorage.removeItem(lockKey(storeId));
  } catch {
    // Private mode: the lock lasts until the page reloads.
  }
};

export function TillClock({ store }: TillClockProps) {
  const { t } = useTranslation();
  const storeId = store?.id ?? null;
  const enabled = Boolean(store?.timeClockLogin);
  const [locked, setLocked] = useState(false);
  useEffect(() => setLocked(storeId !== null && enabled && readLock(storeId)), [storeId, enabled]);
  if (!enabled || storeId === null) return null;
  const lock = (next: boolean) => {
    writeLock(storeId, next);
    setLocked(next);
  };
  return (
    <>
      <Button variant="default" leftSection={<IconLock size={16} />} onClick={() => lock(true)} data-testid="till-lock">
        {t('rh.clock.lock')}
      </Button>
      {locked && <LockScreen storeId={storeId} storeName={store?.intitule ?? ''} onUnlock={() => lock(false)} />}
    </>
  );
}

function LockScreen({ storeId, storeName, onUnlock }: { storeId: number; storeName: string; onUnlock: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const board = useClockBoard(storeId);
  const punch = usePunch();
  const [member, setMember] = useState<ClockMember | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);

  const back = () => {
    setMember(null);
    setCode('');
    setError(null);
  };
  const run = (action: PunchAction) => {
    if (!member) return;
    if (!/^\d{4,8}$/.test(code)) {
      setError(t('rh.validation.code'));
      return;
    }
    punch.mutate(
      { action, body: { magasinId: storeId, collaboratorId: member.id, code } },
      {
        onSuccess: (answer) => {
          const time = f.time(answer.at);
          const name = answer.collaborator.name;
          const messages: Record<PunchAction, string> = {
            Unlock: t('rh.clock.unlocked', { name }),
            ClockIn: t('rh.clock.clockedIn', { name, time }),
            ClockOut: t('rh.clock.clockedOut', { name, time }),
            BreakStart: t('rh.clock.breakStarted', { name, time }),
            BreakEnd: t('rh.clock.breakEnded', { name, time }),
          };
          notifySuccess({ message: messages[action] });
          back();
          // His own account: usePunch switched the till's session to his before refetching.
          // Whoever starts or resumes work opens the till; whoever leaves or pauses leaves it locked.
          if (action === 'Unlock' || action === 'ClockIn' || action === 'BreakEnd') onUnlock();
        },
        onError: (e) => {
          setCode('');
          setError(isApiError(e) ? (e.fieldErrors().code ?? e.message) : t('rh.clock.failed'));
        },
      },
    );
  };
  const press = (digit: string) => {
    setError(null);
    setCode((c) => (c.length < 8 ? c + digit : c));
  };
  const members = board.data?.members ?? [];

  return (
    <Modal
      opened
      onClose={() => undefined}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      transitionProps={{ duration: 0 }}
    >
      <Stack align="center" gap="lg" py="xl" maw={720} mx="auto" data-testid="till-lock-screen">
        <Stack align="center" gap={4}>
          <IconLock size={36} aria-hidden />
          <Title order={1}>{t('rh.clock.lockTitle')}</Title>
          <Text c="dimmed" ta="center">
            <bdi>{storeName}</bdi> · <bdi>{f.dateTime(now)}</bdi>
          </Text>
        </Stack>
        {!member ? (
          <Stack gap="sm" w="100%">
            <Text ta="center">{t('rh.clock.pick')}</Text>
            {board.data && members.length === 0 && (
              <Text c="dimmed" ta="center" data-testid="till-lock-empty">
                {t('rh.clock.noMembers')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {members.map((m) => (
                <UnstyledButton key={m.id} onClick={() => setMember(m)} disabled={!m.hasCode} data-testid="till-lock-member">
                  <Card withBorder padding="md" h="100%" style={{ opacity: m.hasCode ? 1 : 0.5, minHeight: 88 }}>
                    <Text fw={600}>{m.name}</Text>
                    {m.position && (
                      <Text fz="xs" c="dimmed">
                        {m.position}
                      </Text>
                    )}
                    {m.clockedInAt && (
                      <Badge mt={6} color={m.onBreak ? 'orange' : 'teal'} variant="light" tt="none">
                        {m.onBreak ? t('rh.clock.onBreak') : t('rh.clock.since', { time: f.time(m.clockedInAt) })}
                      </Badge>
                    )}
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack gap="sm" w="100%" maw={360}>
            <Group justify="space-between">
              <Button
                variant="subtle"
                leftSection={<IconArrowLeft size={16} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
                onClick={back}
                data-testid="till-lock-back"
              >
                {t('rh.clock.back')}
              </Button>
              <Text fw={600}>{member.name}</Text>
            </Group>
            <PasswordInput
              label={t('rh.clock.code')}
              value={code}
              onChange={(e) => {
                setError(null);
                setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 8));
              }}
              inputMode="numeric"
              autoComplete="off"
              error={error}
              size="lg"
              data-autofocus
              data-testid="till-lock-code"
            />
            <SimpleGrid cols={3} spacing="xs" dir="ltr">
              {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
                <Button key={d} variant="default" size="xl" onClick={() => press(d)}>
                  {d}
                </Button>
              ))}
              <Button variant="default" size="xl" aria-label={t('rh.clock.erase')} onClick={() => setCode((c) => c.slice(0, -1))}>
                <IconBackspace size={20} />
              </Button>
              <Button variant="default" size="xl" onClick={() => press('0')}>
                0
              </Button>
              <span />
            </SimpleGrid>
            {!member.clockedInAt ? (
              <Button
                size="lg"
                color="teal"
                leftSection={<IconLogin size={18} />}
                loading={punch.isPending}
                onClick={() => run('ClockIn')}
                data-testid="till-clock-in"
              >
                {t('rh.clock.clockIn')}
              </Button>
            ) : (
              <>
                <Button
                  size="lg"
                  variant="light"
                  color="orange"
                  leftSection={<IconCoffee size={18} />}
                  loading={punch.isPending}
                  onClick={() => run(member.onBreak ? 'BreakEnd' : 'BreakStart')}
                  data-testid="till-break"
                >
                  {member.onBreak ? t('rh.clock.breakEnd') : t('rh.clock.breakStart')}
                </Button>
                <Button
                  size="lg"
                  color="red"
                  leftSection={<IconLogout size={18} />}
                  loading={punch.isPending}
                  onClick={() => run('ClockOut')}
                  data-testid="till-clock-out"
                >
                  {t('rh.clock.clockOut')}
                </Button>
              </>
            )}
            <Button
              size="lg"
              variant="default"
              leftSection={<IconLockOpen size={18} />}
              loading={punch.isPending}
              onClick={() => run('Unlock')}
              data-testid="till-unlock"
            >
              {t('rh.clock.unlock')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
