// Input every route refuses before its own schema runs: a NUL character in any text of the query, the path or a
// JSON body (PostgreSQL cannot store it in text and answers an error). One hook, so routes added later inherit it.
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@comptoir/shared';
import { invalid } from '../lib/app-error';

const MAX_DEPTH = 32;

/** Paths ("a.b.0") of every string (or object key) holding a NUL character. */
export function nulPaths(value: unknown, at = '', out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(at || '_');
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const path = at ? `${at}.${key}` : key;
      if (key.includes('\u0000')) out.push(at || '_');
      else nulPaths(v, path, out, depth + 1);
    }
  }
  return out;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [...nulPaths(request.query), ...nulPaths(request.params), ...nulPaths(request.body)];
    if (paths.length) {
      const errors: FieldError[] = [...new Set(paths)].map((field) => ({ field, message: 'nul_character' }));
      throw invalid(errors);
    }
  });
}
