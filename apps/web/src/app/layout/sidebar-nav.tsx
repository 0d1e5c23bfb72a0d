import type { RouteGroup } from '@comptoir/shared';
import { Avatar, Collapse, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthUser, useUserTags } from '../../features/auth/hooks/use-auth';
import { initials, roleLabel } from '../../features/auth/role-label';
import { hasScreen } from '../screen-registry';
import { GROUP_ICONS, routeIcon } from './nav-icons';
import { buildNavGroups, type NavGroup } from './nav-model';
import classes from './sidebar-nav.module.css';

function NavItems({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  return (
    <>
      {group.items.map((route) => {
        const Icon = routeIcon(route.icon, route.group);
        return (
          <NavLink key={route.path} to={route.path} end className={classes.item}>
            <Icon size={19} stroke={1.7} className={classes.itemIcon} />
            <span>{t(`routes.${route.title}`)}</span>
          </NavLink>
        );
      })}
    </>
  );
}

function CollapsibleGroup({ group, containsActive }: { group: NavGroup; containsActive: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const Icon = GROUP_ICONS[group.group];
  const expanded = open || containsActive;
  return (
    <div>
      <UnstyledButton className={classes.groupHeader} onClick={() => setOpen(!expanded)} aria-expanded={expanded}>
        <Icon size={14} stroke={2} />
        <span>{t(`nav.groups.${group.group}`)}</span>
        <IconChevronDown size={14} className={classes.groupChevron} data-collapsed={expanded ? undefined : true} />
      </UnstyledButton>
      <Collapse in={expanded}>
        <NavItems group={group} />
      </Collapse>
    </div>
  );
}

const FLAT_GROUPS: readonly RouteGroup[] = ['home'];

/** The sidebar: menu routes the user may open and that have a screen, grouped, then the user card. */
export function SidebarNav() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const tags = useUserTags();
  const { pathname } = useLocation();
  const groups = buildNavGroups(tags, hasScreen);

  return (
    <nav className={classes.nav} aria-label={t('nav.main')} data-testid="sidebar-nav">
      <ScrollArea className={classes.scroll} type="scroll">
        {groups.map((group) =>
          FLAT_GROUPS.includes(group.group) ? (
            <NavItems key={group.group} group={group} />
          ) : (
            <CollapsibleGroup key={group.group} group={group} containsActive={group.items.some((r) => r.path === pathname)} />
          ),
        )}
      </ScrollArea>
      {user && (
        <div className={classes.footer}>
          <NavLink to="/profile" className={classes.user} data-testid="sidebar-profile">
            <Avatar color="brand" radius="xl" size={34}>
              {initials(user.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {roleLabel(t, user.role)}
              </Text>
            </div>
          </NavLink>
        </div>
      )}
    </nav>
  );
}
