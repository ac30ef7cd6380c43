import { type RestError, restErrors } from './errors.ts';
import type { FunctionDefinition, SchemaCache } from './schema-cache.ts';
import { ident, qualified, type SqlContext } from './sql/sql.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** How the request's arguments reach the function. */
export type CallMode =
  /** Each argument by name (`fn(a := …, b := …)`). */
  | { kind: 'named'; names: string[] }
  /** The whole body as the function's one json/jsonb parameter (`Prefer: params=single-object`, or an unnamed one). */
  | { kind: 'single' };

export interface ResolvedFunction {
  fn: FunctionDefinition;
  mode: CallMode;
}

function acceptsNamed(fn: FunctionDefinition, names: string[]): boolean {
  if (fn.parameters.some((parameter) => parameter.name === '')) return false;
  const known = new Set(fn.parameters.map((parameter) => parameter.name));
  return (
    names.every((name) => known.has(name)) &&
    fn.parameters.every((parameter) => parameter.hasDefault || names.includes(parameter.name))
  );
}

function takesOneJson(fn: FunctionDefinition, unnamedOnly: boolean): boolean {
  const [only, ...more] = fn.parameters;
  return !more.length && !!only && JSON_TYPES.has(only.type) && (!unnamedOnly || only.name === '');
}

/**
 * PostgREST's overload resolution: the function whose parameter names fit the arguments (every
 * required one given, none unknown). For GET, query parameters that are not arguments are
 * filters, so the candidate using the most of them wins.
 */
export function resolveFunction(
  cache: SchemaCache,
  name: string,
  argumentNames: string[],
  options: { singleObject: boolean; filtersAllowed: boolean; bodyIsObject: boolean },
): ResolvedFunction | null {
  const overloads = cache.functions.get(name);
  if (!overloads?.length) return null;
  if (options.singleObject) {
    const fn = overloads.find((candidate) => takesOneJson(candidate, false));
    return fn ? { fn, mode: { kind: 'single' } } : null;
  }
  const fits = overloads.flatMap((fn) => {
    const names = options.filtersAllowed
      ? argumentNames.filter((argument) => fn.parameters.some((parameter) => parameter.name === argument))
      : argumentNames;
    return acceptsNamed(fn, names) ? [{ fn, names }] : [];
  });
  const most = Math.max(...fits.map((fit) => fit.names.length));
  const best = fits.filter((fit) => fit.names.length === most);
  if (best.length > 1) throw restErrors.ambiguousFunction(name);
  const [chosen] = best;
  if (chosen) return { fn: chosen.fn, mode: { kind: 'named', names: chosen.names } };
  const unnamed = options.bodyIsObject ? overloads.find((candidate) => takesOneJson(candidate, true)) : undefined;
  return unnamed ? { fn: unnamed, mode: { kind: 'single' } } : null;
}

export function functionNotFound(name: string, argumentNames: string[]): RestError {
  return restErrors.functionNotFound(name, [...argumentNames].sort());
}

/**
 * The SELECT that calls the function once. Named arguments go through `json_to_record` with the
 * parameters' declared types, as PostgREST does, so JSON numbers, arrays and objects and the
 * strings of a GET query string all convert the way the database converts them.
 */
export function callSql(resolved: ResolvedFunction, args: string, ctx: SqlContext): string {
  const { fn, mode } = resolved;
  const rows = fn.result.kind === 'rows';
  let from = '';
  let call: string;
  if (mode.kind === 'single') {
    const [parameter] = fn.parameters;
    const value = `${ctx.json(args)}${parameter?.type === 'jsonb' ? '::jsonb' : ''}`;
    call = `${qualified(fn.name)}(${parameter?.name ? `${ident(parameter.name)} := ` : ''}${value})`;
  } else if (mode.names.length) {
    const parameters = fn.parameters.filter((parameter) => mode.names.includes(parameter.name));
    const record = ident('pgrst_args');
    from = ` from json_to_record(${ctx.json(args)}) as ${record}(${parameters
      .map((parameter) => `${ident(parameter.name)} ${parameter.type}`)
      .join(', ')})`;
    const named = parameters.map(
      (parameter) =>
        `${parameter.variadic ? 'variadic ' : ''}${ident(parameter.name)} := ${record}.${ident(parameter.name)}`,
    );
    call = `${qualified(fn.name)}(${named.join(', ')})`;
  } else {
    call = `${qualified(fn.name)}()`;
  }
  if (!rows) return `select ${call} as pgrst_scalar${from}`;
  const result = ident('pgrst_result');
  return from
    ? `select ${result}.*${from} cross join lateral ${call} as ${result}`
    : `select ${result}.* from ${call} as ${result}`;
}
