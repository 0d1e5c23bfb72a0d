import { LOCALES, type Locale } from '@comptoir/shared';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../features/auth/api/auth-api';
import { authKeys } from '../../features/auth/api/keys';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { changeLocale, currentLocale } from '../../i18n/i18n';
import { useMenuState } from './use-menu-state';

/** Native names: a reader finds their language whatever the current one is. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية', it: 'Italiano' };

/** `defaultOpened`: opened as it mounts (the till's header loads it on the first click, app/layout/deferred-menu). */
export function LanguageMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useMenuState(defaultOpened);
  const active = currentLocale();

  const choose = async (locale: Locale) => {
    await changeLocale(locale);
    if (user && user.locale !== locale) {
      authApi
        .saveLocale(locale)
        .then((updated) => queryClient.setQueryData(authKeys.me(), updated))
        .catch(() => undefined); // the cookie already holds the choice
    }
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={180}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="md" aria-label={t('header.language')} data-testid="language-menu">
          <IconLanguage size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            data-testid={`language-option-${locale}`}
            onClick={() => void choose(locale)}
            rightSection={
              locale === active ? (
                <IconCheck size={14} />
              ) : (
                <Text fz="xs" c="dimmed" tt="uppercase">
                  {locale}
                </Text>
              )
            }
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
