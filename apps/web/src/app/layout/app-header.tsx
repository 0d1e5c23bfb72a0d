import { ActionIcon, Burger, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-logo';
import { appConfig } from '../app-config';
import classes from './app-header.module.css';
import { CompanySwitcher } from './company-switcher';
import { LanguageMenu } from './language-menu';
import { LazyBell } from './lazy-bell';
import { ProfileMenu } from './profile-menu';
import { ThemeMenu } from './theme-menu';

interface AppHeaderProps {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopCollapsed: boolean;
  onToggleDesktop: () => void;
}

export function AppHeader({ mobileOpened, onToggleMobile, desktopCollapsed, onToggleDesktop }: AppHeaderProps) {
  const { t } = useTranslation();
  const ToggleIcon = desktopCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <div className={classes.header}>
      <Burger
        opened={mobileOpened}
        onClick={onToggleMobile}
        hiddenFrom="sm"
        size="sm"
        aria-label={mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
        data-testid="nav-burger"
      />
      <Tooltip label={t('nav.toggleSidebar')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          visibleFrom="sm"
          onClick={onToggleDesktop}
          aria-label={t('nav.toggleSidebar')}
          aria-expanded={!desktopCollapsed}
          data-testid="sidebar-toggle"
          style={{ color: 'var(--mantine-color-dimmed)' }}
        >
          <ToggleIcon size={20} stroke={1.6} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />
        </ActionIcon>
      </Tooltip>
      <Link to="/" className={classes.brand} aria-label={appConfig.productName}>
        <BrandMark size={30} />
        <Text fw={700} fz="lg" ms={10} className={classes.brandName} style={{ letterSpacing: '-0.01em' }}>
          {appConfig.productName}
        </Text>
      </Link>
      <div className={classes.divider} />
      <CompanySwitcher />
      <div className={classes.actions}>
        <LazyBell />
        <LanguageMenu />
        <ThemeMenu />
        <ProfileMenu />
      </div>
    </div>
  );
}
