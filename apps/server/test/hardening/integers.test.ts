// Issue 22 point 3: every number a route reads (path, query, body) is bounded to what its column holds, so no input
// reaches the database as an overflow (PostgreSQL's int4 answered 500 for ids above 2^31−1). The schemas are walked as
// the routes registered them: a route or a field added later is checked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_ID } from '@comptoir/shared';
import { newStore, signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INT4_MIN = -2_147_483_648;

/** Numbers a schema leaves open on purpose, and what bounds them instead before any write. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'POST /api/inventory/bulk-update body.excelData[].quantity':
    'a spreadsheet cell: the server lists every row’s problems in one answer, a count beyond COUNT_MAX among them',
};

/** What zod's number schema tells of its bounds (null: none). */
interface NumberBounds {
  minValue: number | null;
  maxValue: number | null;
}

/** The paths ("body.lines[].quantity") of every number without bounds inside a column's range. */
function unbounded(schema: z.core.$ZodType, at: string, out: string[], seen = new Set<unknown>()): string[] {
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (s: unknown, path = at) => unbounded(s as z.core.$ZodType, path, out, seen);
  switch (def.type) {
    case 'number':
    case 'int': {
      const { minValue, maxValue } = schema as unknown as NumberBounds;
      const max = maxValue ?? Infinity;
      const min = minValue ?? -Infinity;
      // Integers and decimals alike: within the 32-bit column range (decimals are money or quantities, far below it).
      if (!(max <= MAX_ID && min >= INT4_MIN)) out.push(`${at} (${min}..${max})`);
      break;
    }
    case 'bigint':
      out.push(`${at} (bigint)`);
      break;
    case 'object':
      for (const [key, s] of Object.entries(def.shape as Record<string, unknown>)) walk(s, `${at}.${key}`);
      if (def.catchall) walk(def.catchall, `${at}.*`);
      break;
    case 'array':
      walk(def.element, `${at}[]`);
      break;
    case 'set':
      walk(def.valueType, `${at}[]`);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((s, i) => walk(s, `${at}[${i}]`));
      if (def.rest) walk(def.rest, `${at}[]`);
      break;
    case 'record':
    case 'map':
      walk(def.keyType, `${at}{key}`);
      walk(def.valueType, `${at}{}`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((s) => walk(s));
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)());
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
    case 'success':
    case 'promise':
      walk(def.innerType);
      break;
    case 'any':
    case 'boolean':
    case 'custom':
    case 'date':
    case 'enum':
    case 'file':
    case 'function':
    case 'literal':
    case 'nan':
    case 'never':
    case 'null':
    case 'string':
    case 'symbol':
    case 'template_literal':
    case 'transform':
    case 'undefined':
    case 'unknown':
    case 'void':
      break; // no number to bound (a literal is its own bound)
  }
  return out;
}

describe('bounded numbers', () => {
  it('finds an unbounded number where there is one (the walker itself)', async () => {
    const { z } = await import('zod');
    const probe = z.object({
      ok: z.coerce.number().int().min(1).max(MAX_ID),
      big: z.number().int().positive(),
      deep: z.array(z.object({ n: z.preprocess((v) => v, z.number()) })).optional(),
      either: z.union([z.string(), z.number().max(10)]),
    });
    expect(unbounded(probe, 'body', [])).toEqual([
      'body.big (0..9007199254740991)',
      'body.deep[].n (-Infinity..Infinity)',
      'body.either (-Infinity..10)',
    ]);
  });

  it('bounds every number of every route’s path, query and body to a 32-bit column', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(200);
    const problems = routes.flatMap((r) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) => {
        const s = r.schema?.[part] as z.core.$ZodType | undefined;
        return s ? unbounded(s, part, []).map((p) => `${r.method} ${r.url} ${p}`) : [];
      }),
    );
    const open = problems.filter((p) => !Object.keys(CHECKED_ELSEWHERE).some((k) => p.startsWith(`${k} `)));
    expect(open).toEqual([]);
    // The exceptions are still there (else the list would grow stale).
    for (const k of Object.keys(CHECKED_ELSEWHERE)) expect(problems.some((p) => p.startsWith(`${k} `))).toBe(true);
  });
});

describe('ids beyond 32 bits on the offline catalogue and sync routes', () => {
  it('answers 422 on both databases, never 500', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const big = '2147483648';
    const calls = [
      { method: 'GET' as const, url: `/api/assets/data.sqlite?magasinId=${big}` },
      { method: 'GET' as const, url: `/api/catalogueV2/sync/catalogue?magasinId=${big}` },
      { method: 'GET' as const, url: `/api/catalogueV2/sync/unsynced?magasinId=${big}` },
      { method: 'GET' as const, url: `/api/gateway2/catalogueV2AP/PointOfSell/sync?magasinId=${big}` },
      { method: 'POST' as const, url: '/api/sync/by-list-id', payload: { magasinId: Number(big), lists: {} } },
      { method: 'POST' as const, url: '/api/sync/by-list-id', payload: { magasinId: store, lists: { Price: [Number(big)] } } },
      { method: 'POST' as const, url: '/api/sync/by-list-id', payload: { magasinId: store, lists: { Product: [1e20] } } },
    ];
    const answers = [];
    for (const c of calls) {
      const res = await t.call({ ...c, token: s.token });
      answers.push(`${c.method} ${c.url} ${res.statusCode}`);
    }
    expect(answers).toEqual(calls.map((c) => `${c.method} ${c.url} 422`));
    // The largest id a column holds is an id like any other: nothing has it, it comes back as deleted.
    const edge = await t.call({
      method: 'POST',
      url: '/api/sync/by-list-id',
      token: s.token,
      payload: { magasinId: store, lists: { Price: [MAX_ID] } },
    });
    expect(edge.statusCode).toBe(200);
    expect(edge.json().tables.Price.deleted).toEqual([MAX_ID]);
  });
});
