// The three variants' brand colours read at 4.5:1 (WCAG AA) wherever the theme writes with them, in both schemes: the
// axe sweeps of the journeys run on the default variant only, so the clinic's blue and the hair-care plum are held here.
import { VARIANTS } from '@comptoir/shared';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { BRAND_HEX, buildTheme, cssVariablesResolver } from './theme';

describe.each(VARIANTS)('the %s variant', (variant) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(variant));
  const brand = theme.colors.brand;
  const dark = theme.colors.dark;
  const vars = cssVariablesResolver(theme);

  it('is the brand colour of the screens and white text on it reads at 4.5:1', () => {
    expect(theme.primaryColor).toBe('brand');
    expect(brand[8]).toBe(BRAND_HEX[variant]);
    expect(vars.light['--mantine-color-brand-filled']).toBe('var(--mantine-color-brand-8)');
    expect(vars.dark['--mantine-color-brand-filled']).toBe('var(--mantine-color-brand-8)');
    expect(contrastRatio('#ffffff', brand[8])).toBeGreaterThanOrEqual(4.5);
  });

  it('writes brand text (links, light buttons and badges) at 4.5:1 on white, on its tint and on the dark surfaces', () => {
    const lightText = vars.light['--mantine-color-brand-text'];
    for (const background of ['#ffffff', brand[0], '#f8f9fa']) expect(contrastRatio(lightText, background)).toBeGreaterThanOrEqual(4.5);
    expect(vars.dark['--mantine-color-brand-text']).toBe('var(--mantine-color-brand-3)');
    expect(vars.dark['--mantine-color-brand-light-color']).toBe('var(--mantine-color-brand-2)');
    // The dark body and the cards on it (Mantine's dark 7 and 6).
    for (const background of [dark[7], dark[6]]) {
      expect(contrastRatio(brand[3], background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand[2], background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
