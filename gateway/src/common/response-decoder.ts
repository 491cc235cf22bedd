import { rupeesOnTheWire, toRupees } from '@shop/contracts';
import type { z } from 'zod';

/** A function from a service's reply to what the browser receives. */
export type Decoder = (value: unknown) => unknown;

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; valueType?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const keep: Decoder = (value) => value;

function onlyDeclared(source: Record<string, unknown>, declared: ReadonlySet<string>): boolean {
  for (const key in source) if (!declared.has(key)) return false;
  return true;
}

/**
 * What decoding a reply through a response schema does, without checking it: keeps the fields
 * the schema declares (in objects, arrays, records, optional and nullable parts) and turns paise
 * into rupees where it says `rupeesOnTheWire`. A union or any other part is kept as it is.
 *
 * Production answers through this: a full parse of every answer costs a sixth of the products
 * list's requests a second. Outside production the full parse runs (route.decorator.ts), so a
 * reply that breaks its schema fails the tests; the two are held equal by response-decoder.spec.ts.
 */
export function compileDecoder(schema: z.ZodType): Decoder {
  if (schema === rupeesOnTheWire) return (value) => (typeof value === 'number' ? toRupees(value) : value);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => [key, compileDecoder(field)] as const);
      const declared = new Set(fields.map(([key]) => key));
      const unchanging = fields.every(([, decode]) => decode === keep);
      return (value) => {
        if (!value || typeof value !== 'object') return value;
        const source = value as Record<string, unknown>;
        // Nothing to convert and nothing undeclared (an image's width and height): the value as it is.
        if (unchanging && onlyDeclared(source, declared)) return source;
        const out: Record<string, unknown> = {};
        for (const [key, decode] of fields) if (key in source) out[key] = decode(source[key]);
        return out;
      };
    }
    case 'array': {
      const decode = compileDecoder(def.element!);
      return decode === keep ? keep : (value) => (Array.isArray(value) ? value.map(decode) : value);
    }
    case 'record': {
      const decode = compileDecoder(def.valueType!);
      if (decode === keep) return keep;
      return (value) => {
        if (!value || typeof value !== 'object') return value;
        const entries = Object.entries(value);
        const decoded = entries.map(([key, item]) => [key, decode(item)] as const);
        // Every item as it was (a product's image sizes): the record as it is.
        return decoded.every(([, item], i) => item === entries[i][1]) ? value : Object.fromEntries(decoded);
      };
    }
    case 'optional':
    case 'nullable':
    case 'default': {
      const decode = compileDecoder(def.innerType!);
      return decode === keep ? keep : (value) => (value === undefined || value === null ? value : decode(value));
    }
    default:
      return keep;
  }
}
