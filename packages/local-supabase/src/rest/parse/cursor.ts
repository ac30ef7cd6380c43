import { restErrors } from '../errors.ts';

const MAX_NESTING = 32;

/** A position in one query parameter's text, with errors that name the parameter the way PostgREST does. */
export class Cursor {
  readonly text: string;
  readonly what: string;
  pos = 0;
  private depth = 0;

  constructor(text: string, what: string) {
    this.text = text;
    this.what = what;
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  eat(prefix: string): boolean {
    if (!this.startsWith(prefix)) return false;
    this.pos += prefix.length;
    return true;
  }

  expect(prefix: string): void {
    if (!this.eat(prefix)) this.fail(`expecting "${prefix}"`);
  }

  readWhile(accept: (char: string) => boolean): string {
    const start = this.pos;
    while (!this.atEnd() && accept(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }

  rest(): string {
    const rest = this.text.slice(this.pos);
    this.pos = this.text.length;
    return rest;
  }

  /** A `"…"` string with `\"` and `\\` escapes; the cursor is on the opening quote. */
  readQuoted(): string {
    this.expect('"');
    let value = '';
    while (!this.atEnd() && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
      value += this.peek();
      this.pos++;
    }
    this.expect('"');
    return value;
  }

  /**
   * Runs a nested part (an embed's select, a logic subtree) no deeper than PostgREST would ever
   * need, so a hostile query cannot exhaust the parser's stack.
   */
  nested<T>(read: () => T): T {
    if (this.depth >= MAX_NESTING) this.fail(`nesting deeper than ${MAX_NESTING} levels`);
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  fail(expecting: string): never {
    return this.failWith(this.atEnd() ? 'end of input' : `"${this.peek()}"`, expecting);
  }

  /** A failure at this position that names another character than the one here, as Parsec's backtracking does. */
  failWith(found: string, expecting: string): never {
    throw restErrors.queryParam(this.what, this.text, `unexpected ${found} ${expecting}`.trim(), this.pos + 1);
  }
}
