import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSquarePlus, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../app/app-config';
import { BrandMark } from '../components/brand-logo';
import { useInstallPrompt } from './use-install-prompt';

/** Offers to install the app on Android and iOS; dismissing it is remembered. */
export function InstallBanner() {
  const { t } = useTranslation();
  const { platform, install, dismiss } = useInstallPrompt();
  if (!platform) return null;
  const name = appConfig.productName;
  return (
    <Paper
      role="dialog"
      aria-label={t('install.title', { name })}
      data-testid="install-banner"
      shadow="lg"
      withBorder
      p="md"
      radius="lg"
      pos="fixed"
      bottom={12}
      style={{ insetInline: 12, zIndex: 300, maxWidth: 480, marginInline: 'auto' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <BrandMark size={40} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{t('install.title', { name })}</Text>
          {platform === 'android' ? (
            <Text fz="sm" c="dimmed">
              {t('install.androidText')}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('install.iosStep1')} <IconUpload size={14} style={{ verticalAlign: 'text-bottom' }} aria-label={t('install.share')} />{' '}
              {t('install.iosStep2')} <IconSquarePlus size={14} style={{ verticalAlign: 'text-bottom' }} /> <b>{t('install.addToHome')}</b>
            </Text>
          )}
          {platform === 'android' && (
            <Group gap="xs" mt={6}>
              <Button size="xs" onClick={() => void install()}>
                {t('install.install')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={dismiss}>
                {t('install.later')}
              </Button>
            </Group>
          )}
        </Stack>
        <ActionIcon variant="subtle" color="gray" onClick={dismiss} aria-label={t('install.dismiss')}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
