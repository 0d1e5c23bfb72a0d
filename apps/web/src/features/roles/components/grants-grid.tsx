// Roles × functionalities: one checkbox per cell; ticking grants, unticking revokes. Functionalities are rows (grouped
// by area), roles are columns in the role selector's order; the admin column is always granted and locked.
import type { GrantsGrid as Grid, RoleRef } from '@comptoir/shared';
import { Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../auth/role-label';
import { functionalityLabel } from './functionality-label';
import { groupFunctionalities } from './functionality-groups';
import classes from './grants-grid.module.css';

interface GrantsGridProps {
  grid: Grid;
  /** Only functionalities whose name or tag contains this text. */
  filter: string;
  onChange: (role: RoleRef, functionalityId: number, granted: boolean) => void;
}

export const isLockedRole = (role: Pick<RoleRef, 'tag'>) => role.tag === 'admin';

export function GrantsGrid({ grid, filter, onChange }: GrantsGridProps) {
  const { t } = useTranslation();
  const granted = useMemo(() => new Map(grid.grants.map((g) => [g.roleId, new Set(g.functionalityIds)])), [grid.grants]);
  const q = filter.trim().toLowerCase();
  const funcs = grid.functionalities
    .map((f) => ({ ...f, label: functionalityLabel(t, f) }))
    .filter((f) => !q || f.label.toLowerCase().includes(q) || f.tag.includes(q));
  const groups = groupFunctionalities(funcs);

  if (groups.length === 0)
    return (
      <Text c="dimmed" fz="sm" ta="center" py="xl">
        {t('rolesAdmin.grid.noMatch')}
      </Text>
    );

  return (
    <div className={classes.scroller} data-testid="grants-grid">
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.corner} scope="col">
              {t('rolesAdmin.grid.functionality')}
            </th>
            {grid.roles.map((role) => (
              <th key={role.id} className={classes.head} scope="col" data-testid={`grant-head-${role.tag}`}>
                <Group gap={4} justify="center" wrap="nowrap">
                  {isLockedRole(role) && <IconLock size={12} aria-hidden />}
                  <span>{roleLabel(t, role)}</span>
                </Group>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map(({ group, items }) => (
            <Fragment key={group}>
              <tr className={classes.group}>
                <td colSpan={grid.roles.length + 1}>
                  <span className={classes.groupLabel}>{t(`rolesAdmin.groups.${group}`)}</span>
                </td>
              </tr>
              {items.map((f) => (
                <tr key={f.id} className={classes.row} data-testid={`grant-row-${f.tag}`}>
                  <th className={classes.name} scope="row">
                    <Text fz="sm" fw={500} lh={1.3}>
                      {f.label}
                    </Text>
                    <Text fz={11} c="dimmed" ff="monospace" lh={1.3} style={{ overflowWrap: 'anywhere' }} visibleFrom="sm">
                      {f.tag}
                    </Text>
                  </th>
                  {grid.roles.map((role) => {
                    const locked = isLockedRole(role);
                    const checked = locked || (granted.get(role.id)?.has(f.id) ?? false);
                    const label = t('rolesAdmin.grid.cellLabel', { functionality: f.label, role: roleLabel(t, role) });
                    const box = (
                      <Checkbox
                        checked={checked}
                        disabled={locked}
                        onChange={(e) => onChange(role, f.id, e.currentTarget.checked)}
                        aria-label={label}
                        data-testid={`grant-${role.tag}-${f.tag}`}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    );
                    return (
                      <td key={role.id} className={classes.cell}>
                        {locked ? (
                          <Tooltip label={t('rolesAdmin.grid.adminLocked')} openDelay={300}>
                            <span style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>{box}</span>
                          </Tooltip>
                        ) : (
                          <label style={{ display: 'flex' }}>{box}</label>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
