import { loadModule, parsePlPgSQLSync, parseSync, scanSync } from 'libpg-query';

/** A node of libpg-query's JSON parse tree, read field by field. */
export type Tree = { readonly [key: string]: unknown };

let loading: Promise<void> | undefined;

/** The parser is WebAssembly, loaded once before any of the synchronous calls below. */
export function loadParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

export function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function treeAt(node: unknown, key: string): Tree | undefined {
  const value = isTree(node) ? node[key] : undefined;
  return isTree(value) ? value : undefined;
}

export function listAt(node: unknown, key: string): unknown[] {
  const value = isTree(node) ? node[key] : undefined;
  return Array.isArray(value) ? value : [];
}

export function textAt(node: unknown, key: string): string | undefined {
  const value = isTree(node) ? node[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function numberAt(node: unknown, key: string): number | undefined {
  const value = isTree(node) ? node[key] : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** A parse tree node is an object with one key, its type: `{UpdateStmt: {...}}`. */
export function nodeKind(node: unknown): { kind: string; fields: Tree } | undefined {
  if (!isTree(node)) return undefined;
  const [entry] = Object.entries(node);
  return entry && isTree(entry[1]) ? { kind: entry[0], fields: entry[1] } : undefined;
}

/** The `sval` of each `{String: {sval}}` in a name list such as `funcname` or `objname`. */
export function names(list: unknown[]): string[] {
  return list.map((item) => textAt(treeAt(item, 'String'), 'sval') ?? '');
}

/**
 * SQL text with the parser's byte offsets (libpg-query counts UTF-8 bytes; the migrations
 * hold Telugu) turned into string offsets and lines.
 */
export class SourceText {
  readonly text: string;
  private readonly bytes: Buffer;
  private readonly lineStarts: number[];

  constructor(text: string) {
    this.text = text;
    this.bytes = Buffer.from(text, 'utf8');
    this.lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** Each byte offset's string offset, made once: decoding the prefix for every token is quadratic in a long file. */
  private stringOffsets: Uint32Array | undefined;

  offsetOfByte(byte: number): number {
    if (this.bytes.length === this.text.length) return byte;
    if (!this.stringOffsets) {
      const offsets = new Uint32Array(this.bytes.length + 1);
      let at = 0;
      let offset = 0;
      for (const character of this.text) {
        const point = character.codePointAt(0) ?? 0;
        const size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
        offsets.fill(offset, at, at + size);
        at += size;
        offset += character.length;
      }
      offsets[at] = offset;
      this.stringOffsets = offsets;
    }
    return this.stringOffsets[Math.min(Math.max(byte, 0), this.bytes.length)] ?? this.text.length;
  }

  sliceBytes(start: number, length: number): string {
    return this.bytes.subarray(start, length > 0 ? start + length : undefined).toString('utf8');
  }

  /** 1-based line of a string offset. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  /** Offsets of the tokens, comments left out: where a statement really begins. */
  tokenStarts(): { start: number; text: string }[] {
    return (scanSync(this.text).tokens ?? [])
      .filter((token) => token.tokenName !== 'SQL_COMMENT' && token.tokenName !== 'C_COMMENT')
      .map((token) => ({ start: this.offsetOfByte(token.start), text: token.text }));
  }
}

/** One statement of a script, where its first token is. */
export interface Statement {
  node: Tree;
  kind: string;
  fields: Tree;
  /** String offset of its first token. */
  offset: number;
  /** Its own text, from the first token to before its semicolon. */
  text: string;
}

/** The first of the tokens (in order) that starts at or after offset. */
function firstTokenFrom<T extends { start: number }>(tokens: T[], offset: number): T | undefined {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle]?.start ?? 0) < offset) low = middle + 1;
    else high = middle;
  }
  return tokens[low];
}

export function statementsOf(source: SourceText): Statement[] {
  const parsed = parseSync(source.text) as Tree;
  const tokens = source.tokenStarts();
  const statements: Statement[] = [];
  for (const raw of listAt(parsed, 'stmts')) {
    const node = treeAt(raw, 'stmt');
    const kind = nodeKind(node);
    if (!node || !kind) continue;
    const location = source.offsetOfByte(numberAt(raw, 'stmt_location') ?? 0);
    const offset = firstTokenFrom(tokens, location)?.start ?? location;
    const text = source.sliceBytes(numberAt(raw, 'stmt_location') ?? 0, numberAt(raw, 'stmt_len') ?? 0);
    statements.push({ node, ...kind, offset, text: text.slice(offset - location) });
  }
  return statements;
}

/** PL/pgSQL's own parse of a CREATE FUNCTION or DO statement: the action block of its one function. */
export function plpgsqlAction(statementText: string): Tree | undefined {
  const parsed = parsePlPgSQLSync(statementText) as Tree;
  const [fn] = listAt(parsed, 'plpgsql_funcs');
  return treeAt(treeAt(fn, 'PLpgSQL_function'), 'action');
}

export { parseSync };
