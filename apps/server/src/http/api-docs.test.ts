// /api/docs (issue 7): our product name, a tag per domain, a summary for every operation, the bearer scheme on every
// signed-in operation and none on the public ones; the tag and summary rules for routes that do not give their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { summaryOf, tagOf } from './api-docs';

const PREFIXES = {
  api: '/api',
  gateway: '/api/gateway',
  cash: '/api/cash',
  ecom: '/api/ecom',
  notify: '/api/notify',
  gateway2: '/api/gateway2',
};

interface Operation {
  tags?: string[];
  summary?: string;
  security?: { bearer: string[] }[];
}

describe('API docs', () => {
  let t: TestApp;
  let operations: [string, Operation][];
  let doc: {
    info: { title: string; description: string };
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createTestApp({ PRODUCT_NAME: 'Comptoir' });
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]): [string, Operation] => [`${m} ${path}`, op]),
    );
  });
  afterAll(() => t.close());

  it('names our product and the bearer sign-in scheme', () => {
    expect(doc.info.title).toBe('Comptoir API');
    expect(doc.info.description).toContain('Bearer');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a tag and a summary, and lists only the API', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter(([, op]) => !op.tags?.length || !op.summary).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(operations.every(([name]) => name.split(' ')[1]!.startsWith('/api/'))).toBe(true);
    expect(operations.some(([name]) => name.includes('/api/docs'))).toBe(false);
    const tags = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    for (const tag of ['Authentication', 'Stores', 'Staff', 'Roles', 'Catalogue', 'Cash registers', 'Clients']) expect(tags).toContain(tag);
  });

  it('asks for the bearer token on signed-in operations only', () => {
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/web/login', 'post').security).toBeUndefined();
    expect(op('/api/health', 'get').security).toBeUndefined();
    expect(op('/api/Magasins', 'get').security).toEqual([{ bearer: [] }]);
    expect(op('/api/Magasins', 'get').tags).toEqual(['Stores']);
  });

  it('derives the tag and the summary from the path', () => {
    expect(tagOf('/api/Entreprise/Slider', PREFIXES)).toBe('Customer content');
    expect(tagOf('/api/gateway/Client', PREFIXES)).toBe('Gateway (services)');
    expect(tagOf('/api/somethingNew/list', PREFIXES)).toBe('Something new');
    expect(summaryOf('POST', '/api/Magasin/restore')).toBe('Restore magasin');
    expect(summaryOf('GET', '/api/Magasin/{id}')).toBe('Read magasin (by id)');
    expect(summaryOf('GET', '/api/Magasin/Locations')).toBe('Read magasin locations');
  });
});
