// The chosen theme (light, dark, semi-dark), persisted; semi-dark is the light scheme with a dark header and sidebar.
import { THEMES, type Theme } from '@comptoir/shared';
import { createStore, useStore } from '../lib/create-store';
import { readStorage, writeStorage } from '../lib/safe-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);

function initialTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'light';
}

export const themeStore = createStore<{ theme: Theme }>({ theme: initialTheme() });

export function setTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  document.documentElement.setAttribute('data-app-theme', theme);
  themeStore.set({ theme });
}

export const useTheme = (): Theme => useStore(themeStore, (s) => s.theme);

/** The Mantine colour scheme behind a theme. */
export const colorSchemeOf = (theme: Theme): 'light' | 'dark' => (theme === 'dark' ? 'dark' : 'light');
