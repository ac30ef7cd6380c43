// Copies of a pushed database for test servers: CREATE DATABASE ... TEMPLATE copies it whole in a
// fraction of a second, where pushing the migrations again would take seconds per server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectionUrl, type HostedRole } from './cluster.ts';

export interface ClonedDatabase {
  name: string;
  url(role: HostedRole): string;
  drop(): Promise<void>;
}

async function asSuperuser(port: number, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'supabase_admin', 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database owned by postgres, copied from template (which nobody may be connected to). */
export async function cloneDatabase(port: number, template: string): Promise<ClonedDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asSuperuser(
    port,
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)} owner postgres`,
  );
  return {
    name,
    url: (role) => connectionUrl(port, role, name),
    drop: () => asSuperuser(port, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}
