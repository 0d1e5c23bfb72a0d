import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-logo';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite" aria-label={t('app.loading')}>
      <Stack align="center" gap="lg">
        <BrandMark size={48} />
        <Loader size="sm" type="dots" />
      </Stack>
    </Center>
  );
}
