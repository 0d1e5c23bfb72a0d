// Security headers on every answer (web app and API): a Content-Security-Policy allowing only our own scripts, nosniff,
// a referrer policy, frame-ancestors limited to configured hosts, and HSTS only when the request came over HTTPS. The
// OpenAPI pages get their own, looser policy (Swagger UI's inline styles and images). The headers are the ones helmet
// sends with these options (its defaults), written once at start: @fastify/helmet rebuilt helmet's middleware and
// parsed the policy on every request (about 20 µs, and two hooks, per request).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const HSTS = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(frameAncestors: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the offline catalogue's worker compile sql.js's WebAssembly (our own file; no eval of JS).
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // Mantine and Emotion write <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline icons, blob: for images fetched with the bearer token (lib/api-client.ts).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the same-origin WebSocket of the notification service.
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    // blob: for a PDF fetched with the bearer token and shown or printed in a frame (invoices, issue 28).
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');

/** The headers every answer carries (helmet 8's defaults for the options above). */
export function securityHeaders(frameAncestors: string[]): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': serialize(contentSecurityPolicy(frameAncestors)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  // frame-ancestors says who may frame us; X-Frame-Options would forbid the configured hosts in some browsers.
  if (!frameAncestors.length) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = Object.entries(securityHeaders(config.frameAncestors));
  // On the raw response, as helmet did: they stay on error answers, and a route's own header (reply.header) wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const docs = `${config.prefixes.api}/docs`;
  const docsPolicy = serialize({
    ...contentSecurityPolicy(config.frameAncestors),
    'img-src': ["'self'", 'data:', 'https://validator.swagger.io'],
    'frame-ancestors': ["'self'"],
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url === docs || request.url.startsWith(`${docs}/`)) reply.header('content-security-policy', docsPolicy);
  });
}
