// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WhiteLabel {
  productName: string;
  variant: string;
}

const escapeAttribute = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the white label (product name, variant) the server is configured with, as meta tags the bundle
 * reads at start (apps/web/src/app/app-config.ts): no inline script, so the CSP can forbid them all. */
export function renderIndexHtml(html: string, label: WhiteLabel): string {
  const tags =
    `<meta name="comptoir:product-name" content="${escapeAttribute(label.productName)}">` +
    `<meta name="comptoir:variant" content="${escapeAttribute(label.variant)}">`;
  if (html.includes('</head>')) return html.replace('</head>', `${tags}</head>`);
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => doctype + tags);
}

/** Registers the static files; returns the page to answer app paths with, or null when no build is there. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, label: WhiteLabel): Promise<string | null> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;
  const indexHtml = renderIndexHtml(readFileSync(path.join(webDist, 'index.html'), 'utf8'), label);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return indexHtml;
}
