import { THEMES } from '@comptoir/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../theme/theme-store';
import { THEME_ICONS } from './theme-icons';
import { useMenuState } from './use-menu-state';

/** `defaultOpened`: opened as it mounts (the till's header loads it on the first click, app/layout/deferred-menu). */
export function ThemeMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [opened, setOpened] = useMenuState(defaultOpened);
  const Current = THEME_ICONS[theme];
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={200}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="md" aria-label={t('header.theme')} data-testid="theme-toggle">
          <Current size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.theme')}</Menu.Label>
        {THEMES.map((option) => {
          const ItemIcon = THEME_ICONS[option];
          return (
            <Menu.Item
              key={option}
              data-testid={`theme-option-${option}`}
              leftSection={<ItemIcon size={16} />}
              rightSection={option === theme ? <IconCheck size={14} /> : null}
              onClick={() => setTheme(option)}
            >
              {t(`theme.${option}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
