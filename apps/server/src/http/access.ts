// Authentication and access in one place: every /api route is signed-in only unless its config says public;
// routes declare functionality tags (any one passes) or admin; the request context carries the company. Checked in
// onRequest, before the body is parsed and the schemas run.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyTag, LIVE_PROTOCOL, type FunctionalityTag, type Locale } from '@comptoir/shared';
import { AppError, forbidden } from '../lib/app-error';
import type { RequestContext } from '../lib/context';
import type { Deps } from '../lib/deps';
import { pickLocale } from '../lib/messages';
import { hashToken } from '../lib/tokens';
import { findGrantedTags, findSessionByHash, findUserMagasinIds } from '../modules/auth/auth.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Needs no sign-in: part of the short public allowlist. */
    public?: boolean;
    /** Functionality tags: any one passes. */
    tags?: readonly FunctionalityTag[];
    /** Admin role only. */
    admin?: boolean;
  }
  interface FastifyInstance {
    /** "METHOD /path" of every route that needs no sign-in. */
    publicRoutes: string[];
  }
  interface FastifyRequest {
    ctx?: RequestContext;
    locale: Locale;
    /** The session cache's count of identity writes when the request came in. */
    identityWritesAt: number;
  }
}

export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', 'NOT AUTHORIZED');

/** The context of a signed-in request; routes that are not public always have one. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || undefined;
  // A browser cannot set headers on a WebSocket: the live channel's client sends the token as the subprotocol after
  // LIVE_PROTOCOL (the server answers with LIVE_PROTOCOL alone, realtime/live.routes.ts).
  const protocols = request.headers['sec-websocket-protocol'];
  if (protocols) {
    const list = String(protocols)
      .split(',')
      .map((p) => p.trim());
    const i = list.indexOf(LIVE_PROTOCOL);
    if (i >= 0) return list[i + 1] || undefined;
  }
  return undefined;
}

/** What a token resolves to, before the request's own locale and address: what the session cache keeps. */
export type CachedIdentity = Omit<RequestContext, 'locale' | 'ip' | 'localTime'>;

async function resolveIdentity(deps: Deps, token: string): Promise<CachedIdentity | undefined> {
  const { db } = deps.database;
  const cache = deps.sessionCache;
  const hash = hashToken(token);
  const cached = cache.get(hash);
  if (cached) return cached;
  const readAt = cache.generation;
  const s = await findSessionByHash(db, hash);
  const expiresAt = s ? Date.parse(s.expiresAt) : 0;
  if (!s || expiresAt < Date.now() || !s.userActive || !s.membershipActive) return undefined;
  const [tags, magasinIds] = await Promise.all([
    findGrantedTags(db, s.entrepriseId, s.roleId),
    findUserMagasinIds(db, s.entrepriseId, s.userId),
  ]);
  const identity: CachedIdentity = {
    userId: s.userId,
    userName: s.userName,
    entrepriseId: s.entrepriseId,
    sessionId: s.sessionId,
    roleId: s.roleId,
    roleTag: s.roleTag,
    tags,
    magasinId: s.magasinId,
    magasinIds: magasinIds.length ? magasinIds : s.magasinId ? [s.magasinId] : [],
  };
  cache.set(hash, identity, readAt, expiresAt);
  return identity;
}

async function resolveContext(deps: Deps, request: FastifyRequest, token: string): Promise<RequestContext | undefined> {
  const identity = await resolveIdentity(deps, token);
  const h = request.headers['x-local-time'];
  const localTime = Array.isArray(h) ? h[0] : h;
  return identity && { ...identity, locale: request.locale, ip: request.ip, ...(localTime ? { localTime } : {}) };
}

export function registerAccess(app: FastifyInstance, deps: Deps): void {
  const api = deps.config.prefixes.api;
  const docs = `${api}/docs`;
  const publicRoutes: string[] = [];
  app.decorate('publicRoutes', publicRoutes);
  app.addHook('onRoute', (route) => {
    if (route.config?.public && route.method !== 'HEAD') publicRoutes.push(`${String(route.method)} ${route.url}`);
  });
  app.decorateRequest('ctx', undefined);
  app.decorateRequest('locale', 'fr');
  app.decorateRequest('identityWritesAt', 0);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers);
    request.identityWritesAt = deps.sessionCache.writes;
  });
  // A write that touched the identity tables cleared the cache when it ran; clear it again now that it is
  // committed, here and on the other instances, before the client hears the answer.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && deps.sessionCache.enabled && deps.sessionCache.writes !== request.identityWritesAt)
      await deps.sessionCache.invalidate().catch((err: unknown) => request.log.warn({ err }, 'session cache'));
  });
  // Sign-in and rights are checked as the request comes in, before its body is read, parsed or validated: a caller
  // who is not signed in learns nothing from a route's schema, and no body work is done for them.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // The web app's files and the OpenAPI pages are public; everything else under the API prefix is guarded.
    if (!url || !url.startsWith(api) || url.startsWith(docs)) return;
    const token = bearer(request);
    if (token) request.ctx = await resolveContext(deps, request, token);
    if (config.public) return;
    if (!request.ctx) throw unauthenticated();
    if (config.admin && request.ctx.roleTag !== 'admin') throw forbidden();
    if (!hasAnyTag(request.ctx.tags, config.tags)) throw forbidden();
  });
}
