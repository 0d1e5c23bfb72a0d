// A key the server generated is answered once (plainApiKey): shown here with a copy button, never again.
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ApiKeyRevealModal({ apiKey, name, onClose }: { apiKey: string | null; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('entreprise.integrations.keyTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('entreprise.integrations.keyOnce', { name })}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, wordBreak: 'break-all', direction: 'ltr' }} data-testid="api-key-plain">
            {apiKey}
          </Code>
          <CopyButton value={apiKey ?? ''} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('entreprise.integrations.copied') : t('entreprise.integrations.copy')}>
                <ActionIcon
                  size="xl"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('entreprise.integrations.copy')}
                  data-testid="api-key-copy"
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('entreprise.integrations.keyUse')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="api-key-done">
            {t('entreprise.integrations.keyDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
