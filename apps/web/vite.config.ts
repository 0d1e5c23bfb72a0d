import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadChunks } from './first-load-chunks';
import { sellingFiles } from './selling-files';

// React Router 7's package exports point every bundler condition at its development build (remix-run/react-router
// #14753): 229 KB of source with its dev warnings in the vendor chunk. A build takes the production files instead.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The libraries every screen needs (React and the router, TanStack Query, i18next) are one chunk of their own, cached
// across deploys (one file rather than three: ≈ 1 KB less gzip for every first load). Mantine, zod and the icons are
// left to Rollup: a component, schema or icon lands in the chunk of the screens that use it, so the login page and the
// till do not download the whole design system (issue 12, first load; measured by `npm run bench:first-load`).
const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]|^\0commonjsHelpers/,
    'vendor',
  ],
];

// Parts of those libraries that only some back-office screens use stay out of the shared chunk, so the first loads do
// not carry them: TanStack Query's useQueries and its observer (≈ 3.5 KB gzip; issue 23 point 10).
const NOT_VENDOR =
  /[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useQueries|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/;

const isVendor = (id: string) => !NOT_VENDOR.test(id) && VENDOR_CHUNKS.some(([pattern]) => pattern.test(id));

// What the till loads before it can be used is grouped into three chunks instead of about fifty small ones
// (./first-load-chunks).
const firstLoad = firstLoadChunks({
  isVendor,
  till: ['/src/app/layout/till-layout.tsx', '/src/features/pos/pages/pos-page.tsx'],
  login: ['/src/features/auth/pages/login-page.tsx'],
  frame: ['/src/app/layout/app-layout.tsx'],
});

/** The lazy chunks whose JavaScript dependencies are preloaded with them (the till's, the login page's). */
const PRELOADED_WHOLE = /^assets\/(till|login-page)-[\w-]+\.js$/;

/** The features whose texts the till shows: its own, and those its screens.ts lists (`texts`, `partTexts`). */
function tillTexts(): string[] {
  const code = readFileSync(path.join(import.meta.dirname, 'src/features/pos/screens.ts'), 'utf8');
  const listed = [...code.matchAll(/export const (?:texts|partTexts) = \[([^\]]*)\]/g)].map((m) => m[1]).join(',');
  return ['pos', ...[...listed.matchAll(/'([^']+)'/g)].map((m) => m[1])];
}

/**
 * Every file of the build, listed in /asset-manifest.json: the service worker (public/sw.js) keeps them all, so the
 * till and the chunks it loads later (dialogs, texts, the outbox) open after a reload without a connection (issue 13).
 * `selling` lists those the till needs to sell, fetched first (./selling-files.ts; issue 23 point 4).
 */
function assetManifest(): Plugin {
  return {
    name: 'comptoir-asset-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
        .sort()
        .map((f) => `/${f}`);
      const selling = sellingFiles(bundle, tillTexts());
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ files, selling }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), assetManifest(), firstLoad.plugin],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Terser with two compress passes: ≈ 1 KB less gzip than esbuild's minifier on the till's first load, which sits at
    // its 200 KB budget (bench/first-load.mjs); the build takes a little longer.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    sourcemap: false,
    manifest: true,
    // A lazy chunk's preload list (its CSS and the JavaScript it imports, fetched in parallel with it) is written into
    // the chunk that imports it: the entry held the lists of every screen, ≈ 5 KB of gzip in the till's first load.
    // The lists keep every CSS file (a chunk's styles arrive only this way) and, for the two screens with a first-load
    // budget (the till and the login page), their JavaScript too; any other screen's imports are fetched by the
    // browser as it reads the chunk — from the service worker's cache, which holds every file of the build after the
    // first visit (public/sw.js).
    modulePreload: {
      // Every browser the app supports preloads modules itself: no polyfill in the entry (0.5 KB gzip of every first load).
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || PRELOADED_WHOLE.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // A manual chunk holds the modules named and no more: what they import goes where Rollup puts it.
        onlyExplicitManualChunks: true,
        manualChunks(id) {
          if (isVendor(id)) for (const [pattern, name] of VENDOR_CHUNKS) if (pattern.test(id)) return name;
          return firstLoad.chunkOf(id);
        },
      },
    },
  },
}));
