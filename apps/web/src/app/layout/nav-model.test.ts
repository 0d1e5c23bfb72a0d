import { DEFAULT_ROLE_GRANTS, WEB_ROUTES } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { buildNavGroups, menuRoutes } from './nav-model';

describe('nav model', () => {
  const only = (paths: string[]) => (path: string) => paths.includes(path);

  it('lists only menu routes that have a screen and that the user may open', () => {
    const routes = menuRoutes(['gestion_caisse'], only(['/', '/stock', '/caisse', '/profile']));
    expect(routes.map((r) => r.path)).toEqual(['/', '/caisse']); // /stock needs gestion_stock, /profile is not a menu entry
  });

  it('groups routes in the product order and drops empty groups', () => {
    const groups = buildNavGroups(['gestion_caisse', 'gestion_stock'], only(['/', '/stock', '/caisse']));
    expect(groups.map((g) => g.group)).toEqual(['home', 'revenue', 'stock']);
  });

  it('keeps table paths without a screen out of the menu', () => {
    expect(menuRoutes(['gestion_stock'], only([]))).toEqual([]);
  });

  it("keeps a client's own screens out of the staff menu, an admin's too, and in a client account's", () => {
    const all = () => true;
    const own = ['/loyalty/client-personal-card', '/loyalty/loyalty-points', '/loyalty/near-stores', '/loyalty/order-online'];
    const admin = menuRoutes(DEFAULT_ROLE_GRANTS.admin, all).map((r) => r.path);
    for (const path of own) expect(admin).not.toContain(path);
    expect(admin).toContain('/loyalty/clients');
    expect(menuRoutes(DEFAULT_ROLE_GRANTS.caissier, all).some((r) => r.clientFacing)).toBe(false);
    const client = menuRoutes(['client_views', 'client_views_near_stores', 'client_order_online'], all).map((r) => r.path);
    for (const path of own) expect(client).toContain(path);
    expect(WEB_ROUTES.filter((r) => r.clientFacing && r.menu).every((r) => r.path.startsWith('/loyalty/'))).toBe(true);
  });
});
