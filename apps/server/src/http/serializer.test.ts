// The answers' serializer (http/serializer.ts): open rows written as they are, everything else through zod.
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer';

async function appAnswering(data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const row = z.record(z.string(), z.unknown());
  app.get('/rows', { schema: { response: { 200: z.array(row) } } }, async () => data as never);
  app.get('/row', { schema: { response: { 200: row } } }, async () => data as never);
  app.get('/strict', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => data as never);
  await app.ready();
  return app;
}

describe('answers serializer', () => {
  it('writes open rows as they are, nested values and nulls included', async () => {
    const rows = [{ id: 1, label: 'Pain', price: 2.5, nested: { a: [1, null] }, gone: undefined }, { id: 2 }];
    const app = await appAnswering(rows);
    const res = await app.inject({ method: 'GET', url: '/rows' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(rows));
    expect((await app.inject({ method: 'GET', url: '/row' })).statusCode).toBe(500);
    await app.close();
  });

  it('still refuses an answer that is not what the schema says, and still strips unknown keys elsewhere', async () => {
    const wrong = await appAnswering([{ id: 1 }, 'not a row']);
    expect((await wrong.inject({ method: 'GET', url: '/rows' })).statusCode).toBe(500);
    await wrong.close();
    const one = await appAnswering({ id: 3, secret: 'x' });
    expect((await one.inject({ method: 'GET', url: '/row' })).json()).toEqual({ id: 3, secret: 'x' });
    expect((await one.inject({ method: 'GET', url: '/strict' })).json()).toEqual({ id: 3 });
    await one.close();
  });
});
