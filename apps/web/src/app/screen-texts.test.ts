// A screen loads only the texts of its feature and of the features its screens.ts lists (issue 12, first load): this
// reads the sources and checks that every feature's files, and every file they import (statically or lazily), use no
// text of a feature left out of that list, so no screen or dialog shows a raw key.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETUP_WIZARD_TEXTS } from '../features/setup/components/setup-wizard-gate';
import { SCREENS } from './screen-registry';
import type { FeatureScreens } from './screens';

const src = path.resolve(__dirname, '..');
const features = readdirSync(path.join(src, 'features'));

/** Top-level key of a feature's texts → the feature. */
const owner = new Map<string, string>();
for (const feature of features) {
  const file = path.join(src, 'features', feature, 'i18n/fr.json');
  if (!existsSync(file)) continue;
  for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) if (key !== 'variants') owner.set(key, feature);
}

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourcesOf(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

/** The features whose texts the files reachable from `start` use, with one file using each (`staticOnly`: through
 * static imports only, i.e. what loads with `start`). */
function textsUsedFrom(start: string[], staticOnly = false): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bt\(\s*['"`]([a-zA-Z]+)\./g)) {
      const feature = owner.get(m[1]);
      if (feature && !used.has(feature)) used.set(feature, path.relative(src, file));
    }
    const imports = staticOnly
      ? /^import (?!type )[^;]*?from\s*['"]([^'"]+)['"]/gms
      : /(?:^import (?!type )[^;]*?from|import\()\s*['"]([^'"]+)['"]/gms;
    for (const m of code.matchAll(imports)) {
      const target = resolveImport(file, m[1]);
      if (target) queue.push(target);
    }
  }
  return used;
}

describe('screen texts', () => {
  const withScreens = features.filter((f) => existsSync(path.join(src, 'features', f, 'screens.ts')));

  it.each(withScreens)('the screens of %s list every feature whose texts they show', async (feature) => {
    const mod = (await import(`../features/${feature}/screens.ts`)) as FeatureScreens;
    const listed = new Set([feature, ...(mod.texts ?? []), ...(mod.partTexts ?? [])]);
    const missing = [...textsUsedFrom(sourcesOf(path.join(src, 'features', feature)))].filter(([f]) => !listed.has(f));
    expect(missing.map(([f, file]) => `${f} (used in ${file})`)).toEqual([]);
  });

  it('the signed-in frame shows shared texts only, and its setup wizard loads the texts it shows', () => {
    const frame = textsUsedFrom([path.join(src, 'app/layout/app-layout.tsx')]);
    // The setup wizard's, and the notification bell's (loaded with its chunk, app/layout/lazy-bell.tsx).
    const wizard = new Set([...SETUP_WIZARD_TEXTS, 'notifications']);
    expect(readFileSync(path.join(src, 'app/layout/lazy-bell.tsx'), 'utf8')).toMatch(/loadFeatureTexts\(\['notifications'\]\)/);
    expect([...frame].filter(([f]) => !wizard.has(f)).map(([f, file]) => `${f} (used in ${file})`)).toEqual([]);
    const publicCard = textsUsedFrom([path.join(src, 'features/clients/pages/public-card-page.tsx')]);
    expect([...publicCard.keys()]).toEqual(['clients']);
  });

  it('the till and its frame show only the till texts and the shared ones; the parts showing others load them', () => {
    const till = textsUsedFrom([path.join(src, 'features/pos/pages/pos-page.tsx'), path.join(src, 'app/layout/till-layout.tsx')], true);
    expect([...till].filter(([f]) => f !== 'pos').map(([f, file]) => `${f} (used in ${file})`)).toEqual([]);
    // The parts that show other features' texts load them with their chunk.
    const posPage = readFileSync(path.join(src, 'features/pos/pages/pos-page.tsx'), 'utf8');
    expect(posPage).toMatch(/import\('\.\.\/components\/return-modal'\), loadFeatureTexts\(\['caisse'\]\)/);
    expect(readFileSync(path.join(src, 'features/pos/screens.ts'), 'utf8')).toMatch(
      /payer-page'\), 'PayerPage'\)\(\), loadFeatureTexts\(\['commands'\]\)/,
    );
    expect([...textsUsedFrom([path.join(src, 'features/pos/components/return-modal.tsx')]).keys()]).toContain('caisse');
  });

  it('finds a text used through an import (the check itself can fail)', () => {
    const used = textsUsedFrom([path.join(src, 'features/caisse/pages/caisse-page.tsx')]);
    expect(used.get('stores')).toBe('features/stores/components/store-select.tsx');
  });

  it('keeps every screen in the route table', () => {
    expect(Object.keys(SCREENS)).toEqual(expect.arrayContaining(['/', '/profile', '/pos/command', '/command']));
  });
});
