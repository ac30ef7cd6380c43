import { Cursor } from './cursor.ts';
import { type Field, readField } from './field.ts';

export interface OrderTerm {
  /** `rel(col).desc` orders by a column of a to-one embedded resource. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

function readTerm(cursor: Cursor): OrderTerm {
  let relation: string | null = null;
  let field = readField(cursor);
  if (cursor.eat('(')) {
    if (field.path.length) cursor.fail('expecting "."');
    relation = field.name;
    field = readField(cursor);
    cursor.expect(')');
  }
  let direction: OrderTerm['direction'] = null;
  let nulls: OrderTerm['nulls'] = null;
  if (cursor.eat('.asc')) direction = 'asc';
  else if (cursor.eat('.desc')) direction = 'desc';
  if (cursor.eat('.nullsfirst')) nulls = 'first';
  else if (cursor.eat('.nullslast')) nulls = 'last';
  return { relation, field, direction, nulls };
}

/** `order=a.desc.nullslast,b,rel(c).asc,data->>d.desc`. */
export function parseOrder(text: string): OrderTerm[] {
  const cursor = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    terms.push(readTerm(cursor));
  } while (cursor.eat(','));
  if (!cursor.atEnd()) cursor.fail('expecting ".asc", ".desc", ".nullsfirst", ".nullslast" or ","');
  return terms;
}
