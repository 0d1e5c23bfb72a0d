// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WhiteLabel {
  productName: string;
  variant: string;
}

/** index.html with the white label (product name, variant) the server is configured with, read by the app at start. */
export function renderIndexHtml(html: string, label: WhiteLabel): string {
  // `<` escaped so no configured value can close the script element.
  const json = JSON.stringify({ productName: label.productName, variant: label.variant }).replace(/</g, '\\u003c');
  const script = `<script>window.__COMPTOIR__=${json};</script>`;
  const at = html.indexOf('<script');
  return at >= 0
    ? html.slice(0, at) + script + html.slice(at)
    : html.replace('</head>', `${script}</head>`) + (html.includes('</head>') ? '' : script);
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
