/** A double-quoted identifier; names come from the schema cache, quoting keeps odd ones intact. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A relation of a schema (the request's profile), `"public"."films"` by default. */
export function qualified(name: string, schema = 'public'): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * Builds one statement: every request value becomes a `$n` parameter typed as text, so the
 * driver never guesses a type from a value and the database does the conversion (and reports
 * bad input as Postgres would), and table aliases are numbered so nested subqueries never clash.
 */
export class SqlContext {
  readonly params: string[] = [];
  private aliases = 0;

  /** A text parameter, cast when a target type is given: `$1::text::integer`. */
  param(value: string, castTo?: string): string {
    this.params.push(value);
    const placeholder = `$${this.params.length}::text`;
    return castTo ? `${placeholder}::${castTo}` : placeholder;
  }

  /** A JSON document parameter (request bodies, function arguments). */
  json(value: string): string {
    this.params.push(value);
    return `$${this.params.length}::json`;
  }

  alias(): string {
    return ident(`pgrst_${this.aliases++}`);
  }
}
