import type { Column, FunctionDefinition, SchemaCache, Table } from './schema-cache.ts';

type Schema = Record<string, unknown>;

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);
const NUMBER_TYPES = new Set(['numeric', 'real', 'double precision']);
const JSON_TYPES = new Set(['json', 'jsonb']);

/** A column as PostgREST's OpenAPI output describes it: a JSON type plus the Postgres type as format. */
function typeSchema(type: string, enumValues: string[] | null = null): Schema {
  if (type.endsWith('[]')) return { format: type, type: 'array', items: typeSchema(type.slice(0, -2)) };
  if (JSON_TYPES.has(type)) return { format: type };
  if (INTEGER_TYPES.has(type)) return { format: type, type: 'integer' };
  if (NUMBER_TYPES.has(type)) return { format: type, type: 'number' };
  if (type === 'boolean') return { format: type, type: 'boolean' };
  return { format: type, type: 'string', ...(enumValues ? { enum: enumValues } : {}) };
}

/** The notes PostgREST puts in descriptions, which admin guessers read to find keys. */
function columnSchema(cache: SchemaCache, table: Table, column: Column): Schema {
  const notes: string[] = [];
  if (table.primaryKey.includes(column.name)) notes.push('Note:\nThis is a Primary Key.<pk/>');
  const fk = cache.foreignKeys.find(
    (key) => key.table === table.name && key.columns.length === 1 && key.columns[0] === column.name,
  );
  if (fk) {
    const referenced = fk.referencedColumns[0] ?? '';
    notes.push(
      `Note:\nThis is a Foreign Key to \`${fk.referencedTable}.${referenced}\`.<fk table='${fk.referencedTable}' column='${referenced}'/>`,
    );
  }
  const description = [column.description, ...notes].filter(Boolean).join('\n\n');
  return {
    ...(column.defaultValue ? { default: column.defaultValue } : {}),
    ...(description ? { description } : {}),
    ...typeSchema(column.castType, column.enumValues),
  };
}

const COMMON_PARAMETERS: Record<string, Schema> = {
  preferParams: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: [],
    in: 'header',
    type: 'string',
  },
  preferReturn: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: ['return=representation', 'return=minimal', 'return=none'],
    in: 'header',
    type: 'string',
  },
  preferCount: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: ['count=none'],
    in: 'header',
    type: 'string',
  },
  preferPost: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: [
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ],
    in: 'header',
    type: 'string',
  },
  select: { name: 'select', description: 'Filtering Columns', required: false, in: 'query', type: 'string' },
  on_conflict: { name: 'on_conflict', description: 'On Conflict', required: false, in: 'query', type: 'string' },
  order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
  range: { name: 'Range', description: 'Limiting and Pagination', required: false, in: 'header', type: 'string' },
  rangeUnit: {
    name: 'Range-Unit',
    description: 'Limiting and Pagination',
    required: false,
    default: 'items',
    in: 'header',
    type: 'string',
  },
  offset: { name: 'offset', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
  limit: { name: 'limit', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
};

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function tablePaths(table: Table): Schema {
  const filters = table.columns.map((column) => ref(`rowFilter.${table.name}.${column.name}`));
  const path: Schema = {
    get: {
      tags: [table.name],
      summary: table.description ?? undefined,
      parameters: [
        ...filters,
        ref('select'),
        ref('order'),
        ref('range'),
        ref('rangeUnit'),
        ref('offset'),
        ref('limit'),
        ref('preferCount'),
      ],
      responses: {
        200: { description: 'OK', schema: { items: { $ref: `#/definitions/${table.name}` }, type: 'array' } },
        206: { description: 'Partial Content' },
      },
    },
  };
  if (table.insertable) {
    path.post = {
      tags: [table.name],
      parameters: [ref(`body.${table.name}`), ref('select'), ref('preferPost')],
      responses: { 201: { description: 'Created' } },
    };
  }
  if (table.updatable) {
    path.patch = {
      tags: [table.name],
      parameters: [...filters, ref(`body.${table.name}`), ref('preferReturn')],
      responses: { 204: { description: 'No Content' } },
    };
  }
  if (table.deletable) {
    path.delete = {
      tags: [table.name],
      parameters: [...filters, ref('preferReturn')],
      responses: { 204: { description: 'No Content' } },
    };
  }
  return path;
}

function functionPath(fn: FunctionDefinition): Schema {
  const properties = Object.fromEntries(fn.parameters.map((parameter) => [parameter.name, typeSchema(parameter.type)]));
  const required = fn.parameters.filter((parameter) => !parameter.hasDefault).map((parameter) => parameter.name);
  const body = {
    in: 'body',
    name: 'args',
    required: true,
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
  };
  const get = fn.parameters.map((parameter) => ({
    name: parameter.name,
    required: !parameter.hasDefault,
    in: 'query',
    ...typeSchema(parameter.type),
  }));
  const operation = {
    tags: [`(rpc) ${fn.name}`],
    summary: fn.description ?? undefined,
    responses: { 200: { description: 'OK' } },
  };
  return {
    get: { ...operation, parameters: get },
    post: {
      ...operation,
      parameters: [body, ref('preferParams')],
      produces: ['application/json', 'application/vnd.pgrst.object+json'],
    },
  };
}

/** The PostgREST release hosted Supabase runs (supabase/postgres, August 2026), whose behaviour this server follows. */
const POSTGREST_VERSION = '14.17';

/**
 * The schema's comment titles the document: its first line the title, the rest (after blank
 * lines) the description, PostgREST's defaults when it has none.
 */
function info(schemaComment: string | null): Schema {
  if (schemaComment === null) {
    return {
      description: 'This is a dynamic API generated by PostgREST',
      title: 'PostgREST API',
      version: POSTGREST_VERSION,
    };
  }
  const lineBreak = schemaComment.indexOf('\n');
  const title = lineBreak < 0 ? schemaComment : schemaComment.slice(0, lineBreak);
  const description = lineBreak < 0 ? '' : schemaComment.slice(lineBreak).replace(/^\n+/, '');
  return { description, title, version: POSTGREST_VERSION };
}

/** A Swagger 2.0 document of what the caller may use, in the shape PostgREST serves at the API root. */
export function openApiDocument(
  cache: SchemaCache,
  visible: { tables: Set<string>; functions: Set<string> },
  host: string,
  schemaComment: string | null,
): Schema {
  const tables = [...cache.tables.values()].filter((table) => visible.tables.has(table.name));
  const functions = [...cache.functions.values()]
    .flatMap((overloads) => overloads.slice(0, 1))
    .filter((fn) => visible.functions.has(fn.name));
  const parameters: Record<string, Schema> = { ...COMMON_PARAMETERS };
  const definitions: Record<string, Schema> = {};
  const paths: Record<string, Schema> = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { 200: { description: 'OK' } },
      },
    },
  };
  for (const table of tables) {
    const required = table.columns
      .filter((column) => !column.nullable && !column.defaultValue && !column.generated)
      .map((column) => column.name);
    definitions[table.name] = {
      ...(table.description ? { description: table.description } : {}),
      ...(required.length ? { required } : {}),
      properties: Object.fromEntries(table.columns.map((column) => [column.name, columnSchema(cache, table, column)])),
      type: 'object',
    };
    parameters[`body.${table.name}`] = {
      name: table.name,
      description: table.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${table.name}` },
    };
    for (const column of table.columns) {
      parameters[`rowFilter.${table.name}.${column.name}`] = {
        name: column.name,
        required: false,
        in: 'query',
        format: column.castType,
        type: 'string',
      };
    }
    paths[`/${table.name}`] = tablePaths(table);
  }
  for (const fn of functions) paths[`/rpc/${fn.name}`] = functionPath(fn);
  return {
    swagger: '2.0',
    info: info(schemaComment),
    host,
    basePath: '/',
    schemes: ['http'],
    consumes: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    produces: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    paths,
    definitions,
    parameters,
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://docs.postgrest.org/en/v14/references/api.html',
    },
  };
}
