// The till's frame (/pos/command, /pos/payer): a slim header — the menu (the back office's, in a drawer), the way back
// to the back office, the company, the cashier, language, theme and profile — over the page, which keeps its own
// header (title, register, outbox, pickers). Its menus and drawer load on first use, so the till's first load carries
// no floating layer and no sidebar (issue 12, first load; `npm run bench:first-load`).
import { ActionIcon } from '@mantine/core';
import { IconLanguage, IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-logo';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { initials } from '../../features/auth/role-label';
import { useTheme } from '../../theme/theme-store';
import { loadChunk } from '../lazy-screen';
import { DeferredMenu } from './deferred-menu';
import { LazyBell } from './lazy-bell';
import { THEME_ICONS } from './theme-icons';
import classes from './till-layout.module.css';

const TillNav = lazy(() => loadChunk(() => import('./till-nav')).then((m) => ({ default: m.TillNav })));
const loadLanguageMenu = () => import('./language-menu').then((m) => m.LanguageMenu);
const loadThemeMenu = () => import('./theme-menu').then((m) => m.ThemeMenu);
const loadProfileMenu = () => import('./profile-menu').then((m) => m.ProfileMenu);

export function TillLayout() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const theme = useTheme();
  const ThemeIcon = THEME_ICONS[theme];
  // The drawer mounts on the first tap and stays, so it can animate its closing.
  const [nav, setNav] = useState<'never' | 'open' | 'closed'>('never');

  return (
    <div className={classes.frame}>
      <header className={`app-chrome ${classes.header}`} data-testid="till-frame">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="md"
          onClick={() => setNav('open')}
          aria-label={t('nav.openMenu')}
          aria-expanded={nav === 'open'}
          data-testid="till-nav-open"
        >
          <IconMenu2 size={20} stroke={1.7} />
        </ActionIcon>
        <Link to="/" className={classes.backOffice} data-testid="till-back-office">
          <BrandMark size={28} />
          <span className={classes.backOfficeName}>{t('nav.backOffice')}</span>
        </Link>
        {user && (
          <span className={classes.company} dir="auto" title={user.entreprise.intitule}>
            {user.entreprise.intitule}
          </span>
        )}
        <div className={classes.actions}>
          {user && (
            <span className={classes.cashier} dir="auto" data-testid="till-cashier">
              {user.name}
            </span>
          )}
          <LazyBell />
          <DeferredMenu load={loadLanguageMenu}>
            <ActionIcon variant="default" size="lg" radius="md" aria-label={t('header.language')} data-testid="language-menu">
              <IconLanguage size={18} stroke={1.7} />
            </ActionIcon>
          </DeferredMenu>
          <DeferredMenu load={loadThemeMenu}>
            <ActionIcon variant="default" size="lg" radius="md" aria-label={t('header.theme')} data-testid="theme-toggle">
              <ThemeIcon size={18} stroke={1.7} />
            </ActionIcon>
          </DeferredMenu>
          {user && (
            <DeferredMenu load={loadProfileMenu}>
              <button type="button" className={classes.avatarButton} data-testid="profile-menu">
                {/* Named by its hidden text, as the profile menu's own button (WCAG label-in-name: the initials are decoration). */}
                <span className={classes.visuallyHidden}>{t('header.profileMenu')}</span>
                <span className={classes.avatar} aria-hidden>
                  {initials(user.name)}
                </span>
              </button>
            </DeferredMenu>
          )}
        </div>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      {nav !== 'never' && (
        <Suspense fallback={null}>
          <TillNav opened={nav === 'open'} onClose={() => setNav('closed')} />
        </Suspense>
      )}
    </div>
  );
}
