// Who may do what to a staff account, as the server decides it (docs/decisions.md, Administration).
import { ROLE_TAGS, STAFF_FORM_ROLES, STORE_BOUND_ROLES, type RoleTag, type StaffUser } from '@comptoir/shared';

export interface DeleteActor {
  id: number;
  roleTag: string;
  tags: readonly string[];
}

/** Changing staff needs gestion_utilisateur; only an admin manages an admin account. */
export function canManage(actor: DeleteActor, target: Pick<StaffUser, 'role'>): boolean {
  if (!actor.tags.includes('gestion_utilisateur')) return false;
  return target.role.tag !== 'admin' || actor.roleTag === 'admin';
}

/** Blocking and deleting: as managing, never oneself (the server answers 409). */
export function canBlockOrDelete(actor: DeleteActor, target: Pick<StaffUser, 'id' | 'role'>): boolean {
  return canManage(actor, target) && target.id !== actor.id;
}

/**
 * Product-spec §6: deleting a cashier (DELETE /UserCaissier/{id}) and deleting through the admin (DELETE /admin/User/{id})
 * are separate operations. The server refuses the cashier delete for an admin account and keeps the admin delete to
 * admins, so a manager deletes non-admin staff through the cashier operation.
 */
export function deletePathOf(actor: Pick<DeleteActor, 'roleTag'>, target: Pick<StaffUser, 'role'>): 'cashier' | 'admin' {
  if (target.role.tag === 'caissier') return 'cashier';
  return actor.roleTag === 'admin' ? 'admin' : 'cashier';
}

/**
 * Roles the staff form offers: on creation the four of product-spec §5; on an edit an admin may give any role, others
 * the four — plus the member's current role, so it shows (it is sent only when changed).
 */
export function formRoleTags(actorRoleTag: string | undefined, currentTag?: string): RoleTag[] {
  if (currentTag === undefined) return [...STAFF_FORM_ROLES];
  if (actorRoleTag === 'admin') return [...ROLE_TAGS];
  return ROLE_TAGS.filter((t) => STAFF_FORM_ROLES.includes(t) || t === currentTag);
}

/** Roles that work in given stores (the others see every store). */
export const isStoreBoundTag = (tag: string | undefined): boolean => STORE_BOUND_ROLES.includes(tag as RoleTag);
