const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a RawJson stands for while `encodeJson` runs: a string no reply holds (none may carry NUL). */
const RAW_MARK = '\u0000raw';
const RAW_MARK_ENCODED = JSON.stringify(RAW_MARK);
/** The JSON of the RawJson values met by the `encodeJson` under way, in order. */
let spliced: string[] | null = null;

/**
 * A value kept as its JSON and sent as it is: a service that holds what it answers as JSON (the
 * catalog's products) splices it into the reply instead of parsing it and encoding it again.
 * `T` is the value the JSON holds; a reply may carry a RawJson wherever it carries a T.
 */
export class RawJson<T = unknown> {
  declare private readonly holds?: T;

  constructor(readonly json: string) {}

  /** In `encodeJson`, a mark replaced by the JSON; anywhere else (a log line, say) the value itself. */
  toJSON(): unknown {
    if (!spliced) return JSON.parse(this.json);
    spliced.push(this.json);
    return RAW_MARK;
  }
}

/** A value as a reply may carry it: itself, or any part of it as RawJson. */
export type Encoded<T> =
  | T
  | RawJson<T>
  | (T extends ReadonlyArray<infer U> ? ReadonlyArray<Encoded<U>> : T extends object ? { [K in keyof T]: Encoded<T[K]> } : never);

export const encodeJson = (value: unknown): Uint8Array => {
  spliced = [];
  try {
    const text = JSON.stringify(value ?? null);
    if (spliced.length === 0) return encoder.encode(text);
    const parts = text.split(RAW_MARK_ENCODED);
    let joined = parts[0];
    for (let i = 1; i < parts.length; i += 1) joined += spliced[i - 1] + parts[i];
    return encoder.encode(joined);
  } finally {
    spliced = null;
  }
};

export const decodeJson = (data: Uint8Array): unknown => JSON.parse(decoder.decode(data));
