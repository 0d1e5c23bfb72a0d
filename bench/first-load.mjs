// First load (issue 12 point 7): the JavaScript the browser must download before the login page and before the till
// (/pos/command) can be used, summed as gzip from Vite's manifest, against a budget of 200 KB gzip each.
//
// Run: npm run bench:first-load (reads apps/web/dist, building it first when it has no manifest; WEB_DIST=/path
// reads another build; --build rebuilds first). Exits 1 when a screen is over budget.
//
// What a screen needs = the entry (index.html) and its static imports, the language file the app waits for before
// its first render, then the lazy chunks the router loads for that URL (frames, screen, texts), each with its static
// imports. The till has a frame of its own (app/layout/till-layout.tsx), not the back office's. Chunks are counted
// once. CSS is reported beside, not in the JavaScript figure.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
const BUDGET_KB = 200;
const LOCALE = process.env.FIRST_LOAD_LOCALE ?? 'fr';

// The features whose texts a screen loads with it: its own and those its screens.ts lists in `texts` (app/screens.ts).
const textsOf = (feature) => {
  const code = readFileSync(path.join(root, 'apps/web/src/features', feature, 'screens.ts'), 'utf8');
  const listed = /export const texts = \[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return [feature, ...[...listed.matchAll(/'([^']+)'/g)].map((m) => m[1])].map((f) => `src/features/${f}/i18n/${LOCALE}.json`);
};

// The modules the router loads lazily for each screen (paths relative to apps/web, as Vite's manifest names them).
// A glob `*` matches one path segment. A module that is not a chunk of its own (it sits inside a static chunk) is
// already counted with the entry.
const SCREENS = {
  'login page (/login)': [`src/i18n/${LOCALE}.json`, 'src/features/auth/pages/login-page.tsx'],
  'till (/pos/command)': [
    `src/i18n/${LOCALE}.json`,
    'src/app/layout/till-layout.tsx',
    ...textsOf('pos'),
    'src/features/pos/pages/pos-page.tsx',
  ],
};

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  console.error(`Building the web app into ${dist} …`);
  execFileSync('npm', ['run', 'build', '-w', '@comptoir/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: dist },
  });
}
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build.manifest must be on in apps/web/vite.config.ts`);

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gzipCache = new Map();
const sizes = (file) => {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return gzipCache.get(file);
};

const globToRegExp = (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);

// Which chunk holds each module (written by the build, apps/web/first-load-chunks.ts): a module grouped into a named
// chunk (the till's page inside `till`) has no manifest key of its own.
const chunkOfModulePath = path.join(dist, '.vite/chunk-of-module.json');
const chunkOfModule = existsSync(chunkOfModulePath) ? JSON.parse(readFileSync(chunkOfModulePath, 'utf8')) : {};
const keyOfFile = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]));

/**
 * The manifest keys of a module glob. A dynamic entry that other chunks also import (the till page, whose dialogs
 * import it back) is keyed by its chunk file (`_pos-page-….js`), not its source: found then by its chunk name; a module
 * grouped into a chunk with others, by that chunk.
 */
function keysOf(glob) {
  const keys = Object.keys(manifest).filter((k) => globToRegExp(glob).test(k));
  if (keys.length > 0 || glob.includes('*')) return keys;
  const name = path.basename(glob).replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !manifest[k].src && manifest[k].name === name);
  if (named.length > 0) return named;
  const grouped = keyOfFile.get(chunkOfModule[glob]);
  return grouped ? [grouped] : [];
}

/** The chunk `key` and every chunk it imports statically, into `js` and `css` (sets of file names). */
function collect(key, js, css, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(imported, js, css, seen);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
let over = false;
for (const [screen, lazyModules] of Object.entries(SCREENS)) {
  const js = new Set();
  const css = new Set();
  collect(entryKey, js, css);
  const entryJs = new Set(js);
  const missing = [];
  for (const glob of lazyModules) {
    const keys = keysOf(glob);
    if (keys.length === 0) missing.push(glob);
    for (const key of keys) collect(key, js, css);
  }
  const sum = (files, field) => [...files].reduce((total, f) => total + sizes(f)[field], 0);
  const gzip = sum(js, 'gzip');
  if (gzip > BUDGET_KB * 1024) over = true;
  rows.push({ screen, files: js.size, raw: sum(js, 'raw'), gzip, entry: sum(entryJs, 'gzip'), css: sum(css, 'gzip'), missing });
}

console.log(`\nFirst load, JavaScript before the screen can be used (${dist}, language ${LOCALE}, budget ${BUDGET_KB} KB gzip)\n`);
console.log('| screen | JS files | JS raw | JS gzip | of which entry + static imports | CSS gzip | budget |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const verdict = r.gzip <= BUDGET_KB * 1024 ? 'met' : 'over';
  console.log(`| ${r.screen} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.entry)} | ${kb(r.css)} | ${verdict} |`);
}
for (const r of rows) {
  if (r.missing.length) console.log(`\n${r.screen}: not chunks of their own (inside the entry): ${r.missing.join(', ')}`);
}
if (process.argv.includes('--files')) {
  for (const [screen, lazyModules] of Object.entries(SCREENS)) {
    const js = new Set();
    collect(entryKey, js, new Set());
    for (const glob of lazyModules) for (const key of keysOf(glob)) collect(key, js, new Set());
    console.log(`\n${screen}:`);
    for (const f of [...js].sort((a, b) => sizes(b).gzip - sizes(a).gzip)) console.log(`  ${kb(sizes(f).gzip).padStart(9)}  ${f}`);
  }
}
process.exitCode = over ? 1 : 0;
