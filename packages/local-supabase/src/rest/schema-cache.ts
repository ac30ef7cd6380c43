import type { Database } from '../db/database.ts';
import { introspect } from './introspection.ts';

/** The one schema the API exposes, as Supabase's default `db-schemas`. */
export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** `format_type` of the column, e.g. `text`, `bigint`, `timestamp with time zone`, `text[]`. */
  type: string;
  /** The type without modifiers, usable in a cast that must not truncate (`character varying`, not `(255)`). */
  castType: string;
  /** The type's own name in pg_type, e.g. `int8`, `_text`, `tsvector`. */
  typeName: string;
  nullable: boolean;
  /** The default expression; for identity columns, the `nextval` the identity would use. */
  defaultValue: string | null;
  /** A generated column: never written by requests. */
  generated: boolean;
  enumValues: string[] | null;
  description: string | null;
}

/** Anything rows can be read from: a table, a view, or the rows a function returns. */
export interface Relation {
  name: string;
  columns: Column[];
  primaryKey: string[];
}

export interface Table extends Relation {
  kind: 'table' | 'view' | 'materialized view' | 'foreign table';
  uniqueKeys: string[][];
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  description: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

export interface FunctionParameter {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string; setOf: boolean }
  | { kind: 'rows'; setOf: boolean; columns: Column[]; table: string | null };

export interface FunctionDefinition {
  name: string;
  /** Input parameters only (IN, INOUT, VARIADIC), in declaration order. */
  parameters: FunctionParameter[];
  result: FunctionResult;
  volatility: 'immutable' | 'stable' | 'volatile';
  description: string | null;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionDefinition[]>;
  /** User-defined type names in the exposed schema (enums, domains, composites), usable in casts. */
  typeNames: Set<string>;
}

export function columnOf(relation: Relation, name: string): Column | undefined {
  return relation.columns.find((column) => column.name === name);
}

/**
 * The introspected schema, loaded on first use and reloaded on `NOTIFY pgrst, 'reload schema'`
 * (as PostgREST does) or when a request meets a name the cache does not know yet.
 */
export class SchemaCacheStore {
  private readonly db: Database;
  private readonly log: (line: string) => void;
  private current: Promise<SchemaCache> | null = null;
  private loadedAt = 0;

  constructor(db: Database, log: (line: string) => void) {
    this.db = db;
    this.log = log;
  }

  get(): Promise<SchemaCache> {
    if (!this.current) {
      this.loadedAt = Date.now();
      const loading = introspect(this.db);
      loading.catch(() => {
        if (this.current === loading) this.current = null;
      });
      this.current = loading;
    }
    return this.current;
  }

  invalidate(): void {
    this.current = null;
  }

  /**
   * Reloads when the cache is older than a second: DDL that sent no NOTIFY becomes visible,
   * while a stream of requests for names that do not exist cannot keep the database busy.
   */
  async reloadIfStale(): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    this.invalidate();
    await this.get();
    return true;
  }

  async listenForReloads(): Promise<void> {
    try {
      await this.db.listen('pgrst', (payload) => {
        if (payload === '' || payload === 'reload schema') this.invalidate();
      });
    } catch (error) {
      this.log(`rest: cannot listen for schema reloads: ${(error as Error).message}`);
    }
  }
}
