// The answers' serializer: fastify-type-provider-zod's (the response schema checked, then JSON.stringify), except for
// the schemas that accept any object, `z.record(z.string(), z.unknown())` and arrays of it (the catalogue's open rows):
// zod would copy every field of every row to check nothing (12 % of a 30-row name search, bench:catalogue). Those are
// checked for what the schema asks (an object, or an array of objects) and written as they are; anything else goes to
// zod, which answers the usual serialization error.
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof zodSerializerCompiler;
type Def = { type?: string; element?: Schema; keyType?: Schema; valueType?: Schema };
type Schema = { _zod?: { def?: Def } };

const defOf = (s: unknown): Def | undefined => (s as Schema | undefined)?._zod?.def;

/** `z.record(z.string(), z.unknown())` (or any values). */
function isOpenRecord(s: unknown): boolean {
  const d = defOf(s);
  const value = defOf(d?.valueType)?.type;
  return d?.type === 'record' && defOf(d.keyType)?.type === 'string' && (value === 'unknown' || value === 'any');
}

const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

export const serializerCompiler: Compiler = (route) => {
  const zod = zodSerializerCompiler(route);
  const schema = route.schema as unknown;
  if (isOpenRecord(schema)) return (data) => (isObject(data) ? JSON.stringify(data) : zod(data));
  const d = defOf(schema);
  if (d?.type === 'array' && isOpenRecord(d.element))
    return (data) => (Array.isArray(data) && data.every(isObject) ? JSON.stringify(data) : zod(data));
  return zod;
};
