import { ROLE_TAGS, STAFF_FORM_ROLES } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { toStaffFormBody } from './components/staff-form-body';
import { listQuery } from './api/users-api';
import { canBlockOrDelete, canManage, deletePathOf, formRoleTags } from './staff-rules';

const role = (tag: string) => ({ id: ROLE_TAGS.indexOf(tag as never) + 1, tag, intitule: tag });
const admin = { id: 1, roleTag: 'admin', tags: ['gestion_utilisateur', 'gestion_admins'] };
const manager = { id: 2, roleTag: 'gerant', tags: ['gestion_utilisateur'] };
const member = {
  id: 9,
  name: 'Nora Tazi',
  email: 'nora@test.comptoir',
  tel: '+212600112233',
  fileId: null,
  roleId: 2,
  role: role('caissier'),
  magasinId: 3,
  magasins: [3],
  isActive: true,
  hasCode: true,
  created_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};

describe('deletePathOf', () => {
  it('deletes a cashier through DELETE /UserCaissier and other staff through DELETE /admin/User for an admin', () => {
    expect(deletePathOf(admin, { role: role('caissier') })).toBe('cashier');
    expect(deletePathOf(admin, { role: role('vendeuse') })).toBe('admin');
    expect(deletePathOf(admin, { role: role('admin') })).toBe('admin');
  });

  it('uses the cashier operation for a manager, who may not call the admin one', () => {
    expect(deletePathOf(manager, { role: role('vendeuse') })).toBe('cashier');
    expect(deletePathOf(manager, { role: role('caissier') })).toBe('cashier');
  });
});

describe('canManage and canBlockOrDelete', () => {
  it('needs gestion_utilisateur, keeps admin accounts to admins and never lets one block or delete oneself', () => {
    expect(canManage(manager, { role: role('caissier') })).toBe(true);
    expect(canManage(manager, { role: role('admin') })).toBe(false);
    expect(canManage(admin, { role: role('admin') })).toBe(true);
    expect(canManage({ id: 5, roleTag: 'admin', tags: ['gestion_admins'] }, { role: role('caissier') })).toBe(false);
    expect(canBlockOrDelete(admin, { id: admin.id, role: role('admin') })).toBe(false);
    expect(canBlockOrDelete(admin, { id: 12, role: role('admin') })).toBe(true);
  });
});

describe('formRoleTags', () => {
  it('offers the four staff-form roles on creation, whoever creates', () => {
    expect(formRoleTags('admin')).toEqual([...STAFF_FORM_ROLES]);
    expect(formRoleTags('gerant')).toEqual([...STAFF_FORM_ROLES]);
  });

  it('offers every role to an admin editing, the four plus the current one to others', () => {
    expect(formRoleTags('admin', 'caissier')).toEqual([...ROLE_TAGS]);
    expect(formRoleTags('gerant', 'delivery_man')).toEqual(['caissier', 'gerant', 'vendeuse', 'boulanger', 'delivery_man']);
  });
});

describe('toStaffFormBody', () => {
  const values = {
    fileId: null,
    name: '  Nora   Tazi ',
    email: 'Nora@Test.Comptoir ',
    tel: '+212600112233',
    code: '',
    roleId: [2],
    magasinIds: ['3'],
  };

  it('sends every field on creation, the role as a list of one id and stores as numbers', () => {
    expect(toStaffFormBody({ ...values, code: '482913', magasinIds: ['3', '4'] }, null)).toEqual({
      name: 'Nora Tazi',
      email: 'nora@test.comptoir',
      tel: '+212600112233',
      code: '482913',
      roleId: [2],
      magasinIds: [3, 4],
      fileId: null,
    });
  });

  it('sends only what changed on an edit, and the code only when a new one is typed', () => {
    expect(toStaffFormBody(values, member)).toEqual({});
    expect(toStaffFormBody({ ...values, roleId: [4], magasinIds: ['3', '5'], code: '123456' }, member)).toEqual({
      roleId: [4],
      magasinIds: [3, 5],
      code: '123456',
    });
  });
});

describe('listQuery', () => {
  it('pads role and store filters with a trailing 0 and drops empty values', () => {
    expect(listQuery({ page: 2, limit: 10, keyword: '', roleId: [3, 4], magasinId: [] })).toEqual({
      page: 2,
      limit: 10,
      keyword: undefined,
      sort: undefined,
      roleId: '3,4,0',
      magasinId: undefined,
    });
    expect(listQuery({ page: 1, limit: 10, roleId: [5, 0] }).roleId).toBe('5,0');
  });
});
