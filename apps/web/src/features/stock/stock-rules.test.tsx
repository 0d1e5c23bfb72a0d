import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { StateBadge } from './components/state-badge';
import { cartonsOf, formatQuantity, formatSigned, isKnownUnit, signColor, STATE_COLOR } from './stock-rules';

beforeAll(async () => {
  await initI18n('en');
});

describe('stock rules', () => {
  it('splits units into whole cartons and the units left over', () => {
    expect(cartonsOf(30, 12)).toEqual({ cartons: 2, units: 6 });
    expect(cartonsOf(24, 12)).toEqual({ cartons: 2, units: 0 });
    expect(cartonsOf(-13, 6)).toEqual({ cartons: -2, units: -1 });
    expect(cartonsOf(2.5, 12)).toEqual({ cartons: 0, units: 2.5 });
    expect(cartonsOf(10, null)).toBeNull();
    expect(cartonsOf(10, 0)).toBeNull();
  });

  it('colours ok green, critical orange and out red', () => {
    expect(STATE_COLOR).toEqual({ ok: 'green', critical: 'orange', out: 'red' });
  });

  it('shows quantities to 3 decimals at most, in the language of the app', () => {
    expect(formatQuantity(12, 'en')).toBe('12');
    expect(formatQuantity(2.5, 'fr')).toBe('2,5');
    expect(formatQuantity(1.23456, 'en')).toBe('1.235');
  });

  it('signs a movement: + for what came in, a true minus for what went out, nothing for 0', () => {
    expect(formatSigned(3, 'en')).toBe('+3');
    expect(formatSigned(-2.5, 'fr')).toBe('\u22122,5');
    expect(formatSigned(0, 'en')).toBe('0');
    expect([signColor(1), signColor(-1), signColor(0)]).toEqual(['green', 'red', undefined]);
  });

  it('knows the units that have a short label', () => {
    expect([isKnownUnit('kg'), isKnownUnit('unit'), isKnownUnit('carton'), isKnownUnit(null)]).toEqual([true, true, false, false]);
  });

  it.each([
    ['ok', 'In stock'],
    ['critical', 'Critical'],
    ['out', 'Out'],
  ] as const)('labels the %s state badge', (state, label) => {
    renderRoutes([{ path: '/', element: <StateBadge state={state} /> }], '/', createQueryClient());
    const badge = screen.getByTestId('stock-state');
    expect(badge.textContent).toBe(label);
    expect(badge.getAttribute('data-state')).toBe(state);
  });
});
