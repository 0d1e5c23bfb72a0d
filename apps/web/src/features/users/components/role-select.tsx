// The role selector (product-spec §5): required, numeric, minimum 1; roles in the spec's order with their display
// names; optionally the 'others' and 'all users' choices. The value is always a list of role ids (one role = a list of one).
import type { RoleRef } from '@comptoir/shared';
import { Select, type ComboboxData } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../auth/role-label';
import { useRoles } from '../hooks/use-roles';
import { ALL_USERS, choiceOf, expandChoice, hasOtherRoles, OTHERS, offeredRoles } from './role-choices';

export interface RoleSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Role tags offered (default: every role), always shown in the spec's order. */
  tags?: readonly string[];
  /** Adds 'others' and 'all users', for places that take a list of roles (the server creates a member with one role). */
  withGroups?: boolean;
  /** An empty label hides it; the placeholder then names the field for screen readers. */
  label?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  /** Roles given by the caller instead of GET /Roles. */
  roles?: readonly RoleRef[];
  testId?: string;
  onBlur?: () => void;
  style?: CSSProperties;
}

export function RoleSelect(props: RoleSelectProps) {
  const { value, onChange, tags, withGroups = false, testId = 'role-select' } = props;
  const { t } = useTranslation();
  const query = useRoles();
  const roles = props.roles ?? query.data ?? [];
  const items = offeredRoles(roles, tags).map((r) => ({ value: String(r.id), label: roleLabel(t, r) }));
  const groups = [
    ...(hasOtherRoles(roles, tags) ? [{ value: OTHERS, label: t('users.roleChoice.others') }] : []),
    { value: ALL_USERS, label: t('users.roleChoice.all') },
  ];
  const data: ComboboxData = withGroups
    ? [
        { group: t('users.roleChoice.roles'), items },
        { group: t('users.roleChoice.groups'), items: groups },
      ]
    : items;

  return (
    <Select
      label={props.label ?? t('users.fields.role')}
      aria-label={props.label === '' ? (props.placeholder ?? t('users.fields.role')) : undefined}
      placeholder={props.placeholder ?? t('users.roleChoice.placeholder')}
      description={props.description}
      data={data}
      value={choiceOf(value, roles, tags, withGroups)}
      onChange={(choice) => onChange(expandChoice(choice, roles, tags))}
      onBlur={props.onBlur}
      error={props.error}
      withAsterisk={props.withAsterisk}
      clearable={props.clearable}
      allowDeselect={props.clearable ?? false}
      disabled={props.disabled || (query.isLoading && !props.roles)}
      comboboxProps={{ withinPortal: true }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      style={props.style}
      data-testid={testId}
    />
  );
}
