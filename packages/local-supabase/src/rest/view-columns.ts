/**
 * Which base-table column each column of a view shows, read from the view's rewrite rule
 * (`pg_rewrite.ev_action`, Postgres' printed query tree), as PostgREST reads it to carry the base
 * tables' keys over to views: `films.id as film_id` shows films' `id` as `film_id`. Only the
 * view's own target list is followed (through join aliases); computed columns show nothing.
 */
export interface ViewColumnSource {
  viewColumn: string;
  relation: number;
  attnum: number;
}

/** A node-tree reader: `{NODE :field value ...}`, lists `( ... )`, quoted strings and bare tokens. */
class Reader {
  private pos = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  /** The next value as raw text, balanced over braces, parentheses and quotes. */
  value(): string {
    this.skipSpace();
    const start = this.pos;
    let depth = 0;
    while (this.pos < this.text.length) {
      const char = this.text[this.pos] ?? '';
      if (char === '\\') {
        this.pos += 2;
        continue;
      }
      if (char === '"') {
        this.pos++;
        while (this.pos < this.text.length && this.text[this.pos] !== '"') {
          this.pos += this.text[this.pos] === '\\' ? 2 : 1;
        }
        this.pos++;
      } else if (char === '{' || char === '(') {
        depth++;
        this.pos++;
      } else if (char === '}' || char === ')') {
        if (depth === 0) break;
        depth--;
        this.pos++;
        if (depth === 0) break;
      } else if (/\s/.test(char) && depth === 0) {
        break;
      } else {
        this.pos++;
      }
    }
    return this.text.slice(start, this.pos);
  }
}

/** The `:field value` pairs of one `{NODE ...}`. */
function fields(node: string): Map<string, string> {
  const found = new Map<string, string>();
  const body = node.replace(/^\{\s*[A-Z_]+/, '').replace(/\}$/, '');
  const reader = new Reader(body);
  for (;;) {
    const key = reader.value();
    if (!key) break;
    if (key.startsWith(':')) found.set(key.slice(1), reader.value());
  }
  return found;
}

/** The elements of a `( ... )` list. */
function elements(list: string | undefined): string[] {
  if (!list?.startsWith('(')) return [];
  const reader = new Reader(list.slice(1, -1));
  const items: string[] = [];
  for (;;) {
    const item = reader.value();
    if (!item) break;
    items.push(item);
  }
  return items;
}

function unquote(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

export function viewColumnSources(action: string): ViewColumnSource[] {
  const [query] = elements(action.trim());
  if (!query?.startsWith('{QUERY')) return [];
  const top = fields(query);
  const rtable = elements(top.get('rtable')).map(fields);
  const resolve = (variable: string, hops = 0): { relation: number; attnum: number } | null => {
    if (!variable.startsWith('{VAR') || hops > 16) return null;
    const value = fields(variable);
    if (value.get('varlevelsup') !== '0') return null;
    const entry = rtable[Number(value.get('varno')) - 1];
    const attnum = Number(value.get('varattno'));
    if (!entry || !(attnum > 0)) return null;
    if (entry.get('rtekind') === '0') return { relation: Number(entry.get('relid')), attnum };
    if (entry.get('rtekind') === '2') {
      const aliased = elements(entry.get('joinaliasvars'))[attnum - 1];
      return aliased ? resolve(aliased, hops + 1) : null;
    }
    return null;
  };
  return elements(top.get('targetList')).flatMap((entry) => {
    const target = fields(entry);
    const name = target.get('resname');
    if (!name || name === '<>' || target.get('resjunk') === 'true') return [];
    const source = resolve(target.get('expr') ?? '');
    return source ? [{ viewColumn: unquote(name), ...source }] : [];
  });
}
