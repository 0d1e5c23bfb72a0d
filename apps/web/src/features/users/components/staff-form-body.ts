// What the staff form sends: every field on creation (POST /Users), only the changed ones on an edit (PATCH /User/{id}):
// the server refuses identity changes for a person shared with other companies, and roles outside the form's four
// for non-admins, even when unchanged — so unchanged fields are not sent.
import type { StaffUser } from '@comptoir/shared';
import type { StaffFormValues } from '../schemas';

export interface StaffFormBody {
  name?: string;
  email?: string;
  tel?: string;
  /** The access code (also the first password); on an edit only when a new one is typed. */
  code?: string;
  /** One role, as a list of one id (product-spec §5). */
  roleId?: number[];
  /** Every store of the member; the first becomes the main one when the member has none. */
  magasinIds?: number[];
  fileId?: number | null;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

export function toStaffFormBody(values: StaffFormValues, initial: StaffUser | null): StaffFormBody {
  const full = {
    name: values.name.trim().replace(/\s+/g, ' '),
    email: values.email.trim().toLowerCase(),
    tel: values.tel.trim(),
    code: values.code,
    roleId: values.roleId.slice(0, 1),
    magasinIds: values.magasinIds.map(Number),
    fileId: values.fileId,
  };
  if (!initial) return full;
  const body: StaffFormBody = {};
  if (full.name !== initial.name) body.name = full.name;
  if (full.email !== initial.email.toLowerCase()) body.email = full.email;
  if (full.tel !== (initial.tel ?? '')) body.tel = full.tel;
  if (full.code) body.code = full.code;
  if (full.roleId[0] !== initial.roleId) body.roleId = full.roleId;
  if (!sameIds(full.magasinIds, initial.magasins)) body.magasinIds = full.magasinIds;
  if (full.fileId !== initial.fileId) body.fileId = full.fileId;
  return body;
}
