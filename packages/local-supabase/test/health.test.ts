import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

describe('server', () => {
  const server = useTestServer();

  it('answers the health check with the database kind', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('has bootstrapped the roles and schemas hosted Supabase provides', async () => {
    const roles = await server.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role') order by 1",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const schemas = await server.db.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname in ('auth','storage','extensions') order by 1",
    );
    expect(schemas.rows.map((r) => r.nspname)).toEqual(['auth', 'extensions', 'storage']);
  });
});
