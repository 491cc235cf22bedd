const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const encodeJson = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value ?? null));
export const decodeJson = (data: Uint8Array): unknown => JSON.parse(decoder.decode(data));
