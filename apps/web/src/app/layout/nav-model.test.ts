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
});
