import { WEB_ROUTES, type AuthUser } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  decideAdminAccess,
  decideAuthAccess,
  decidePathAccess,
  decideRouteAccess,
  guestTarget,
  isOutdated,
  safeLocalPath,
} from './route-access';

const route = (path: string) => {
  const found = WEB_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('decideRouteAccess', () => {
  it('lets a route with several tags through when the user holds any one of them', () => {
    // '/' needs gestion_caisse or gestion_stock
    expect(decideRouteAccess(route('/'), ['gestion_stock'])).toEqual({ allow: true });
    expect(decideRouteAccess(route('/'), ['gestion_caisse', 'bd_client'])).toEqual({ allow: true });
    expect(decideRouteAccess(route('/shipping-management'), ['command_delivering'])).toEqual({ allow: true });
  });

  it('lets a route without tags through for any user, even one without tags', () => {
    expect(decideRouteAccess(route('/profile'), [])).toEqual({ allow: true });
    expect(decideRouteAccess(route('/rh/collaborator/:id'), [])).toEqual({ allow: true });
  });

  it('sends a user lacking every tag home when home is open to them', () => {
    expect(decideRouteAccess(route('/stock'), ['gestion_caisse'])).toEqual({ allow: false, redirectTo: '/' });
  });

  it('sends a user lacking home’s tags to the profile when already on home', () => {
    expect(decideRouteAccess(route('/'), ['command_delivering'])).toEqual({ allow: false, redirectTo: '/profile' });
  });

  it('sends a user who may open neither the page nor home straight to the profile', () => {
    expect(decideRouteAccess(route('/invoices'), ['command_delivering'])).toEqual({ allow: false, redirectTo: '/profile' });
  });

  it('matches concrete paths against the table', () => {
    expect(decidePathAccess('/caisses/12', ['gestion_caisse'])).toEqual({ allow: true });
    expect(decidePathAccess('/caisses/12/', ['gestion_stock'])).toEqual({ allow: false, redirectTo: '/' });
    expect(decidePathAccess('/not-a-route', [])).toEqual({ allow: true });
  });
});

describe('named guards', () => {
  const admin = { role: { id: 1, tag: 'admin', intitule: 'Admin' } } as Pick<AuthUser, 'role'>;
  const cashier = { role: { id: 2, tag: 'caissier', intitule: 'Caissier' } } as Pick<AuthUser, 'role'>;

  it('admin: only the admin role passes; others go home', () => {
    expect(decideAdminAccess(admin)).toEqual({ allow: true });
    expect(decideAdminAccess(cashier)).toEqual({ allow: false, redirectTo: '/' });
    expect(decideAdminAccess(undefined)).toEqual({ allow: false, redirectTo: '/' });
  });

  it('auth: no user goes to login with the page and its query as forwardTo', () => {
    expect(decideAuthAccess(admin, '/stock', '')).toEqual({ allow: true });
    expect(decideAuthAccess(undefined, '/command', '?caisseId=3')).toEqual({
      allow: false,
      redirectTo: '/login?forwardTo=%2Fcommand%3FcaisseId%3D3',
    });
    expect(decideAuthAccess(undefined, '/', '')).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('guest: a signed-in user goes to forwardTo with its query, else home', () => {
    expect(guestTarget('?forwardTo=%2Fcommand%3FcaisseId%3D3')).toBe('/command?caisseId=3');
    expect(guestTarget('')).toBe('/');
    expect(guestTarget('?forwardTo=https%3A%2F%2Fevil.example')).toBe('/');
  });
});

describe('after sign-in', () => {
  const origin = 'https://shop.example';

  it('goes to forwardTo first', () => {
    expect(afterLoginTarget('?forwardTo=%2Fprofile', `${origin}/stock`, origin)).toBe('/profile');
  });

  it('goes back to a same-site referrer that is not the login page', () => {
    expect(afterLoginTarget('', `${origin}/stock?x=1`, origin)).toBe('/stock?x=1');
    expect(afterLoginTarget('', `${origin}/login?forwardTo=x`, origin)).toBe('/');
    expect(afterLoginTarget('', 'https://other.example/stock', origin)).toBe('/');
  });

  it('goes home otherwise', () => {
    expect(afterLoginTarget('', '', origin)).toBe('/');
  });
});

describe('helpers', () => {
  it('safeLocalPath only accepts same-site paths', () => {
    expect(safeLocalPath('/a?b=1')).toBe('/a?b=1');
    expect(safeLocalPath('//evil.example')).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(safeLocalPath('javascript:alert(1)')).toBeNull();
  });

  it('isOutdated compares the client version with the latest compatible one', () => {
    expect(isOutdated({ latestCompatibleVersion: null }, 1)).toBe(false);
    expect(isOutdated({ latestCompatibleVersion: 1 }, 1)).toBe(false);
    expect(isOutdated({ latestCompatibleVersion: 2 }, 1)).toBe(true);
  });
});
