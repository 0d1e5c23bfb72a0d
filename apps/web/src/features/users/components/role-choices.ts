// The role selector's choices (product-spec §5): tags in the order admin, caissier, gerant, vendeuse, boulanger,
// delivery_man, assistant, controleur_gestion; optionally 'others' (every role not offered, plus 0) and 'all users'
// (every role). A choice is always a list of role ids: a single role is a list of one.
import { ROLE_TAGS, type RoleRef } from '@comptoir/shared';

export const OTHERS = 'others';
export const ALL_USERS = 'all';

const rank = (tag: string) => {
  const i = (ROLE_TAGS as readonly string[]).indexOf(tag);
  return i === -1 ? ROLE_TAGS.length : i;
};

/** The offered roles in the selector's order; every role when `tags` is absent. */
export function offeredRoles(roles: readonly RoleRef[], tags?: readonly string[]): RoleRef[] {
  return roles.filter((r) => !tags || tags.includes(r.tag)).sort((a, b) => rank(a.tag) - rank(b.tag) || a.id - b.id);
}

/** The ids a choice stands for: one role, the roles not offered plus 0, or every role. */
export function expandChoice(choice: string | null, roles: readonly RoleRef[], tags?: readonly string[]): number[] {
  if (!choice) return [];
  if (choice === ALL_USERS) return roles.map((r) => r.id);
  if (choice === OTHERS) {
    const offered = new Set(offeredRoles(roles, tags).map((r) => r.id));
    return [...roles.filter((r) => !offered.has(r.id)).map((r) => r.id), 0];
  }
  const id = Number(choice);
  return Number.isInteger(id) && id >= 1 ? [id] : [];
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The choice a list of ids shows as (the reverse of expandChoice); null when none matches. */
export function choiceOf(ids: readonly number[], roles: readonly RoleRef[], tags?: readonly string[], withGroups = false): string | null {
  if (ids.length === 0) return null;
  if (withGroups && roles.length > 0) {
    if (sameSet(ids, expandChoice(OTHERS, roles, tags))) return OTHERS;
    if (sameSet(ids, expandChoice(ALL_USERS, roles, tags))) return ALL_USERS;
  }
  return ids.length === 1 ? String(ids[0]) : null;
}

/** Required, numeric, at least 1 (the 0 of 'others' is only padding): an i18n key, or null when valid. */
export function roleChoiceError(ids: readonly number[]): string | null {
  if (ids.length === 0) return 'validation.required';
  const numeric = ids.every((id) => Number.isInteger(id) && id >= 0);
  return numeric && ids.some((id) => id >= 1) ? null : 'users.validation.role';
}

/** Whether 'others' stands for any role (some role is not offered). */
export const hasOtherRoles = (roles: readonly RoleRef[], tags?: readonly string[]): boolean =>
  offeredRoles(roles, tags).length < roles.length;
