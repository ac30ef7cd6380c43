/**
 * How deep a request's JSON may nest. JSON.parse copes with any depth, but what reads the
 * value next (JSON.stringify, Postgres' jsonb parser) recurses and fails on a deep one with a
 * stack overflow, which would surface as a 500. No form or client of this API nests this deep.
 */
export const MAX_JSON_DEPTH = 64;

export class JsonTooDeep extends Error {
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse, refusing too deep a nesting first (JsonTooDeep); a syntax error throws as JSON.parse does. */
export function parseJson(text: string): unknown {
  if (exceedsDepth(text, MAX_JSON_DEPTH)) throw new JsonTooDeep();
  return JSON.parse(text);
}
