import type { z } from 'zod';

/** The parts of zod's definition a sample is read from (zod 4 keeps them on `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; format?: string } } }[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const formats: Record<string, string> = {
  url: 'https://example.com/file',
  datetime: '2026-01-02T03:04:05Z',
  date: '2026-01-02',
  email: 'seller@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function sampleString(def: Def): string {
  if (def.format && formats[def.format]) return formats[def.format]!;
  for (const check of def.checks ?? []) {
    const { format, minimum } = check._zod.def;
    if (format && formats[format]) return formats[format];
    if (check._zod.def.check === 'min_length' && minimum !== undefined && minimum > 1)
      return 'x'.repeat(minimum);
  }
  return 'x1';
}

/**
 * The smallest input a schema takes: its required fields with a plain value each, its optional ones left out. A
 * table test calls every channel with it; one whose refinement wants more gives its own input instead.
 */
export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'undefined':
    case 'void':
      return undefined;
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType!);
    case 'pipe':
      return sampleOf(def.in!);
    case 'object': {
      const entries = Object.entries(def.shape ?? {})
        .map(([key, field]) => [key, sampleOf(field)] as const)
        .filter(([, value]) => value !== undefined);
      return Object.fromEntries(entries);
    }
    case 'array':
      return [sampleOf(def.element!)];
    case 'union':
      return sampleOf(def.options![0]!);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'string':
      return sampleString(def);
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** The field names of an object schema, through the optional, default and pipe wrappers around it. */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  const inner = def.innerType ?? def.in;
  return inner ? fieldsOf(inner) : [];
}
