import type { RoleRef } from '@comptoir/shared';
import type { TFunction } from 'i18next';

/** A role's display name: the role-tag keyed label, falling back to its intitule (product-spec §6). */
export function roleLabel(t: TFunction, role: Pick<RoleRef, 'tag' | 'intitule'>): string {
  const key = `roles.${role.tag}`;
  const label = t(key);
  return label === key ? role.intitule : label;
}

/** Two letters for an avatar: "Yasmine Benali" → "YB". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
