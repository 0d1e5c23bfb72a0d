import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TAGS } from '@comptoir/shared';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Roles', () => {
  it('lists roles with tag and title in the role selector order, for any member', async () => {
    const s = await signedIn(t, 'caissier');
    const res = await t.call({ method: 'GET', url: '/api/Roles', token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { tag: string }) => r.tag)).toEqual([...ROLE_TAGS]);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), tag: 'admin', intitule: 'Administrateur' });
    expect((await t.call({ method: 'GET', url: '/api/Roles' })).statusCode).toBe(401);
  });
});

describe('GET /api/Functionalities', () => {
  it('lists the functionalities the company subscribed to', async () => {
    const s = await signedIn(t, 'admin', { functionalities: ['gestion_admins', 'gestion_caisse'] });
    const res = await t.call({ method: 'GET', url: '/api/Functionalities', token: s.token });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((f: { tag: string }) => f.tag)
        .sort(),
    ).toEqual(['gestion_admins', 'gestion_caisse']);
  });

  it('needs gestion_admins', async () => {
    const s = await signedIn(t, 'gerant');
    expect((await t.call({ method: 'GET', url: '/api/Functionalities', token: s.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Roles/grants', token: s.token })).statusCode).toBe(403);
  });
});

describe('GET /api/Roles/grants', () => {
  it("answers the company's roles × functionalities grid, and follows grant changes", async () => {
    const s = await signedIn(t);
    const grid = (await t.call({ method: 'GET', url: '/api/Roles/grants', token: s.token })).json();
    // The client accounts' role (issue 31) comes last, with the client tags.
    expect(grid.roles.map((r: { tag: string }) => r.tag)).toEqual([...ROLE_TAGS, 'client']);
    const cashier = grid.roles.find((r: { tag: string }) => r.tag === 'caissier');
    const stock = grid.functionalities.find((f: { tag: string }) => f.tag === 'gestion_stock');
    const cashierGrants = () => grid.grants.find((g: { roleId: number }) => g.roleId === cashier.id).functionalityIds as number[];
    expect(cashierGrants()).not.toContain(stock.id);
    expect(grid.grants.find((g: { roleId: number }) => g.roleId === grid.roles[0].id).functionalityIds).toHaveLength(
      grid.functionalities.length,
    );

    expect((await t.call({ method: 'POST', url: `/api/Role/${cashier.id}/Functionality/${stock.id}`, token: s.token })).statusCode).toBe(
      200,
    );
    const after = (await t.call({ method: 'GET', url: '/api/Roles/grants', token: s.token })).json();
    expect(after.grants.find((g: { roleId: number }) => g.roleId === cashier.id).functionalityIds).toContain(stock.id);

    // Another company's grid is untouched.
    const other = await signedIn(t);
    const otherGrid = (await t.call({ method: 'GET', url: '/api/Roles/grants', token: other.token })).json();
    expect(otherGrid.grants.find((g: { roleId: number }) => g.roleId === cashier.id).functionalityIds).not.toContain(stock.id);
  });
});
