import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// React Router 7's package exports point every bundler condition at its development build (remix-run/react-router
// #14753): 229 KB of source with its dev warnings in the vendor chunk. A build takes the production files instead.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The libraries every screen needs (React and the router, TanStack Query, i18next) are chunks of their own, cached
// across deploys. Mantine, zod and the icons are left to Rollup: a component, schema or icon lands in the chunk of the
// screens that use it, so the login page and the till do not download the whole design system (issue 12, first load;
// measured by `npm run bench:first-load`).
const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, 'vendor-react'],
  [/[\\/]node_modules[\\/]@tanstack[\\/]/, 'vendor-query'],
  [/[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, 'vendor-i18n'],
];

/**
 * Every file of the build, listed in /asset-manifest.json: the service worker (public/sw.js) keeps them all, so the
 * till and the chunks it loads later (dialogs, texts, the outbox) open after a reload without a connection (issue 13).
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
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ files }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), assetManifest()],
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
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [pattern, name] of VENDOR_CHUNKS) if (pattern.test(id)) return name;
          return undefined;
        },
      },
    },
  },
}));
