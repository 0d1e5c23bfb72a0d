// One brand colour per variant through Mantine's tokens; light, dark and semi-dark all derive from it.
import type { Variant } from '@comptoir/shared';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { darkTextOn } from '../lib/contrast';

// Deep teal-green: calm, professional, readable on white and on dark surfaces.
const brand: MantineColorsTuple = [
  '#e7f8f4',
  '#d3ede7',
  '#a6d9cd',
  '#76c4b2',
  '#50b39c',
  '#37a88e',
  '#27a286',
  '#168d74',
  '#0b6e5f',
  '#005a4c',
];
// Clinic: a clear medical blue.
const clinic: MantineColorsTuple = [
  '#e6f4ff',
  '#d0e5fc',
  '#a1c9f4',
  '#6eabed',
  '#4592e7',
  '#2b83e4',
  '#1a7be3',
  '#0969ca',
  '#005db5',
  '#0050a1',
];
// Hair care: a warm plum.
const hairCare: MantineColorsTuple = [
  '#fbeef8',
  '#f0dbec',
  '#e1b4d7',
  '#d28ac1',
  '#c567ae',
  '#be51a3',
  '#bb459d',
  '#a53789',
  '#942f7a',
  '#82246b',
];

const PALETTES: Record<Variant, MantineColorsTuple> = { default: brand, clinic, 'hair-care': hairCare };

export const BRAND_HEX: Record<Variant, string> = { default: brand[8], clinic: clinic[8], 'hair-care': hairCare[8] };

export function buildTheme(variant: Variant): MantineThemeOverride {
  return createTheme({
    colors: { brand: PALETTES[variant] },
    primaryColor: 'brand',
    // White text on the filled brand colour reaches 4.5:1 (WCAG AA) in both schemes.
    primaryShade: { light: 8, dark: 8 },
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650', sizes: { h1: { fontSize: '1.625rem', lineHeight: '1.25' }, h2: { fontSize: '1.25rem' } } },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Button: { defaultProps: { radius: 'md' } },
      TextInput: { defaultProps: { radius: 'md' } },
      PasswordInput: { defaultProps: { radius: 'md' } },
      Select: { defaultProps: { radius: 'md', allowDeselect: false } },
      Menu: { defaultProps: { shadow: 'md', radius: 'md', withinPortal: true } },
      Tooltip: { defaultProps: { withArrow: true } },
      Notification: { defaultProps: { radius: 'md' } },
    },
  });
}

// Mantine's colours that text is written in (Text c="orange", light badges, alerts).
const TEXT_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'brand',
];

/**
 * Contrast tokens (WCAG 2 AA, checked by axe in the journeys): dimmed and secondary text, and the text of light
 * variants (badges, alerts, avatars), darker in the light scheme and lighter in the dark one than Mantine's defaults.
 * Semi-dark takes the light values for the page and its own for the chrome (global.css).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5a6169', '--mantine-color-placeholder': '#737b84' };
  const dark: Record<string, string> = { '--mantine-color-dimmed': '#a9b0b8', '--mantine-color-placeholder': '#8f969e' };
  for (const c of TEXT_COLORS) {
    // Shade 9, darkened where it stays under 4.5:1 on the lightest tint (green, lime, teal light badges).
    const palette = theme.colors[c];
    const text = palette ? darkTextOn(palette[9], palette[0]) : `var(--mantine-color-${c}-9)`;
    light[`--mantine-color-${c}-light-color`] = text;
    light[`--mantine-color-${c}-text`] = text;
    // Light variants on the lightest tint: dark text keeps 4.5:1 even on teal and green.
    light[`--mantine-color-${c}-light`] = `var(--mantine-color-${c}-0)`;
    light[`--mantine-color-${c}-filled`] = `var(--mantine-color-${c}-8)`;
    dark[`--mantine-color-${c}-filled`] = `var(--mantine-color-${c}-8)`;
    dark[`--mantine-color-${c}-light-color`] = `var(--mantine-color-${c}-2)`;
    dark[`--mantine-color-${c}-text`] = `var(--mantine-color-${c}-3)`;
  }
  // A field's error (message and border) in the red text colour: Mantine's red 6 is 3.3:1 on white.
  light['--mantine-color-error'] = light['--mantine-color-red-text'];
  dark['--mantine-color-error'] = dark['--mantine-color-red-text'];
  // Orange and yellow stay under 4.5:1 even at shade 9: darker browns for their text in the light scheme.
  light['--mantine-color-orange-light-color'] = light['--mantine-color-orange-text'] = '#a13a07';
  light['--mantine-color-yellow-light-color'] = light['--mantine-color-yellow-text'] = '#7a5200';
  return { variables: {}, light, dark };
};
