import { closestName } from './closest-name.ts';
import { RestError } from './errors.ts';
import type { FunctionDefinition, SchemaCache } from './schema-cache.ts';
import { ident, type SqlContext } from './sql/sql.ts';

/** How a POST body reached us, by Content-Type: it decides which single unnamed parameter may take it whole. */
export type BodyKind = 'json' | 'form' | 'text' | 'xml' | 'binary';

const SINGLE_PARAMETER_TYPES: Record<BodyKind, string[]> = {
  json: ['json', 'jsonb'],
  form: [],
  text: ['text'],
  xml: ['xml'],
  binary: ['bytea'],
};

/** How the request's arguments reach the function. */
export type CallMode =
  /** Each argument by name (`fn(a := …, b := …)`). */
  | { kind: 'named'; names: string[] }
  /** The whole body as the function's one unnamed parameter. */
  | { kind: 'single' };

export interface ResolvedFunction {
  fn: FunctionDefinition;
  mode: CallMode;
}

export interface CallShape {
  /** The argument names: a POST body's keys (or `columns=`), or a GET's query parameters that are not filters. */
  argumentNames: string[];
  post: boolean;
  body: BodyKind;
}

const RAW_BODY_DETAILS: Partial<Record<BodyKind, string>> = {
  text: ' with a single unnamed text parameter',
  xml: ' with a single unnamed xml parameter',
  binary: ' with a single unnamed bytea parameter',
};

/**
 * PostgREST's `matchesParams`: the required parameters exactly, plus any of the optional ones.
 * A function without parameters takes no arguments, and no raw text, XML or binary body.
 */
function matchesNamed(fn: FunctionDefinition, call: CallShape): boolean {
  const names = new Set(call.argumentNames);
  if (!fn.parameters.length) return !names.size && !(call.post && RAW_BODY_DETAILS[call.body]);
  const required = fn.parameters.filter((parameter) => !parameter.hasDefault).map((parameter) => parameter.name);
  const optional = new Set(
    fn.parameters.filter((parameter) => parameter.hasDefault).map((parameter) => parameter.name),
  );
  const given = [...names].filter((name) => !optional.has(name));
  return given.length === required.length && required.every((name) => names.has(name));
}

function takesSingleUnnamed(fn: FunctionDefinition, call: CallShape): boolean {
  const [only, ...more] = fn.parameters;
  return (
    call.post && !more.length && !!only && only.name === '' && SINGLE_PARAMETER_TYPES[call.body].includes(only.type)
  );
}

function signature(fn: FunctionDefinition): string {
  return `${fn.schema}.${fn.name}(${fn.parameters.map((parameter) => `${parameter.name} => ${parameter.type}`).join(', ')})`;
}

function ambiguous(candidates: FunctionDefinition[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
    {
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    },
  );
}

/** PGRST202, with PostgREST's suggestion: a near function name, or the nearest parameter list of the overloads. */
function notFound(cache: SchemaCache, name: string, call: CallShape): RestError {
  const qualified = `${cache.schema}.${name}`;
  const names = [...call.argumentNames].sort();
  const listed = names.length ? `(${names.join(', ')})` : ' without parameters';
  const searched = names.length
    ? ` with parameter${names.length > 1 ? 's' : ''} ${names.join(', ')}`
    : ' without parameters';
  const rawBody = call.post ? RAW_BODY_DETAILS[call.body] : undefined;
  const details = `Searched for the function ${qualified}${
    rawBody ?? `${searched}${call.post && call.body === 'json' ? ' or with a single unnamed json/jsonb parameter' : ''}`
  }, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (!rawBody) {
    const overloads = cache.functions.get(name) ?? [];
    const list = (parameterNames: string[]) => `(${[...parameterNames].sort().join(', ')})`;
    const suggestion = overloads.length
      ? closestName(
          list(names),
          overloads.map((fn) => list(fn.parameters.map((parameter) => parameter.name))),
        )
      : closestName(name, cache.functions.keys());
    if (suggestion)
      hint = `Perhaps you meant to call the function ${cache.schema}.${overloads.length ? name : ''}${suggestion}`;
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}${rawBody ? '' : listed} in the schema cache`,
    {
      details,
      hint,
    },
  );
}

/**
 * PostgREST's `findProc`: among the overloads of the name, the one whose parameters the
 * arguments fit (PGRST203 when several do); else the one with a single unnamed parameter that
 * takes the body as sent (json/jsonb for JSON, text, xml, bytea); else PGRST202.
 */
export function resolveFunction(cache: SchemaCache, name: string, call: CallShape): ResolvedFunction {
  const overloads = cache.functions.get(name) ?? [];
  const named = overloads.filter((fn) => matchesNamed(fn, call));
  const [chosen, ...others] = named;
  if (chosen && !others.length) return { fn: chosen, mode: { kind: 'named', names: call.argumentNames } };
  if (chosen) throw ambiguous(named);
  const single = overloads.filter((fn) => takesSingleUnnamed(fn, call));
  const [fallback, ...more] = single;
  if (fallback && !more.length) return { fn: fallback, mode: { kind: 'single' } };
  if (fallback) throw ambiguous(single);
  throw notFound(cache, name, call);
}

function functionSql(fn: FunctionDefinition): string {
  return `${ident(fn.schema)}.${ident(fn.name)}`;
}

/**
 * The SELECT that calls the function once. Named arguments go through `json_to_record` with the
 * parameters' declared types, as PostgREST does, so JSON numbers, arrays and objects and the
 * strings of a GET query string all convert the way the database converts them. A single
 * parameter takes the body itself: JSON, text, XML, or bytes (sent as `\x` hex).
 */
export function callSql(resolved: ResolvedFunction, args: string, ctx: SqlContext): string {
  const { fn, mode } = resolved;
  const rows = fn.result.kind === 'rows';
  let from = '';
  let call: string;
  if (mode.kind === 'single') {
    const [parameter] = fn.parameters;
    const type = parameter?.type ?? 'json';
    const value = type === 'json' || type === 'jsonb' ? `${ctx.json(args)}::${type}` : ctx.param(args, type);
    call = `${functionSql(fn)}(${parameter?.name ? `${ident(parameter.name)} := ` : ''}${value})`;
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
    call = `${functionSql(fn)}(${named.join(', ')})`;
  } else {
    call = `${functionSql(fn)}()`;
  }
  if (!rows) return `select ${call} as pgrst_scalar${from}`;
  const result = ident('pgrst_result');
  return from
    ? `select ${result}.*${from} cross join lateral ${call} as ${result}`
    : `select ${result}.* from ${call} as ${result}`;
}
