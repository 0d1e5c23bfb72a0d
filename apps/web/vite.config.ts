import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Vendor code split by family so the first screen (login) downloads only what it needs;
// every page is a lazy chunk of its own.
const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, 'vendor-react'],
  [
    /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
    'vendor-mantine',
  ],
  [/[\\/]node_modules[\\/]@tanstack[\\/]/, 'vendor-query'],
  [/[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, 'vendor-i18n'],
  [/[\\/]node_modules[\\/]zod[\\/]/, 'vendor-zod'],
  [/[\\/]node_modules[\\/]@tabler[\\/]/, 'vendor-icons'],
];

export default defineConfig({
  plugins: [react()],
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
});
