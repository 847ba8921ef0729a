import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './index.ts';

/**
 * Walks every exported request schema (params, queries, bodies, forms) down to its leaves and proves
 * each text leaf refuses a NUL byte and each number leaf refuses 2^31 (docs/decisions/075): the class
 * of input that made PostgreSQL fail with a 500.
 */
type Leaf = { path: string; schema: z.ZodType; type: 'string' | 'number' };

function leaves(schema: z.ZodType, path: string, out: Leaf[] = [], seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
      out.push({ path, schema, type: def.type });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        leaves(child, path ? `${path}.${key}` : key, out, seen);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      leaves(def.innerType, path, out, seen);
      break;
    case 'pipe':
      leaves(def.in, path, out, seen);
      leaves(def.out, path, out, seen);
      break;
    case 'array':
      leaves(def.element, `${path}[]`, out, seen);
      break;
    case 'union':
      for (const option of def.options) leaves(option, path, out, seen);
      break;
    case 'record':
      leaves(def.keyType, `${path}{key}`, out, seen);
      leaves(def.valueType, `${path}{}`, out, seen);
      break;
    case 'intersection':
      leaves(def.left, path, out, seen);
      leaves(def.right, path, out, seen);
      break;
    case 'lazy':
      leaves(def.getter(), path, out, seen);
      break;
    default:
      break;
  }
  return out;
}

const REQUEST_SCHEMA = /(Query|Params|Body|Form|Input)Schema$/;
const requestSchemas = Object.entries(schemas).filter(
  ([name, value]) =>
    REQUEST_SCHEMA.test(name) && typeof value === 'object' && value !== null && '_zod' in value,
) as [string, z.ZodType][];

describe('request schemas refuse what PostgreSQL cannot take', () => {
  it('finds the request schemas to walk', () => {
    expect(requestSchemas.length).toBeGreaterThan(50);
  });

  it('no text leaf of a request schema accepts a NUL byte', () => {
    const accepting = requestSchemas.flatMap(([name, schema]) =>
      leaves(schema, '')
        .filter((leaf) => leaf.type === 'string' && leaf.schema.safeParse('a\u0000b').success)
        .map((leaf) => `${name}.${leaf.path}`),
    );
    expect(accepting).toEqual([]);
  });

  it('no number leaf of a request schema accepts 2^31, whether sent as a number or as text', () => {
    const accepting = requestSchemas.flatMap(([name, schema]) =>
      leaves(schema, '')
        .filter(
          (leaf) =>
            leaf.type === 'number' &&
            (leaf.schema.safeParse(2 ** 31).success || leaf.schema.safeParse(String(2 ** 31)).success),
        )
        .map((leaf) => `${name}.${leaf.path}`),
    );
    expect(accepting).toEqual([]);
  });

  it('the id building block refuses 2^31, fractions, zero and negatives, and takes 2^31 - 1', () => {
    for (const bad of [2 ** 31, '2147483648', 1.5, 0, -1, 'abc', '']) {
      expect(schemas.id().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(schemas.id().parse('2147483647')).toBe(2_147_483_647);
  });

  it('a plain z.string() in a shared schema refuses NUL with the Indonesian message', () => {
    const result = schemas.SlugParamsSchema.safeParse({ slug: 'abc\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(schemas.INPUT_MESSAGES.nul);
  });
});

describe('statistics range checks', () => {
  it('a badly written from date with a to date is a validation error, not a thrown RangeError', () => {
    const result = schemas.StatisticsQuerySchema.safeParse({ from: '2026-02-30x', to: '2026-03-01' });
    expect(result.success).toBe(false);
  });
});
