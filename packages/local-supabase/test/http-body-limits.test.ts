import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AUTH_BODY_LIMIT, REST_BODY_LIMIT } from '../src/config.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from '../src/storage/sizes.ts';
import { errorBody } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { type TestServer, useTestServer } from './support/server.ts';
import { FILES, STORAGE_FIXTURE_SQL } from './support/storage-fixtures.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Bytes the client had written when the answer came. */
  sent: number;
}

/**
 * Sends a body of `total` bytes in 64 KiB chunks, as an attacker would: with a Content-Length,
 * or chunked without one. Stops writing as soon as the server answers.
 */
function send(
  server: TestServer,
  path: string,
  options: { total: number; declare: boolean; contentType: string; fill?: number },
): Promise<Answer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        // A fresh connection each time: an earlier one may be left mid-body.
        agent: false,
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
          'content-type': options.contentType,
          ...(options.declare ? { 'content-length': String(options.total) } : {}),
        },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sent }));
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, options.fill ?? 0x20);
    const write = () => {
      while (!answered && sent < options.total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('request body limits', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL, STORAGE_FIXTURE_SQL] });

  const huge = 400 * 1024 * 1024;

  for (const declare of [true, false]) {
    const how = declare ? 'from Content-Length' : 'while streaming a chunked body';

    it(`refuses a REST body over ${REST_BODY_LIMIT} bytes ${how}, in PostgREST's shape`, async () => {
      const answer = await send(server, '/rest/v1/programs', { total: huge, declare, contentType: 'application/json' });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(
        errorBody('PGRST413', 'Request body too large', {
          details: `The request body is larger than ${REST_BODY_LIMIT} bytes`,
        }),
      );
      expect(answer.sent).toBeLessThan(huge / 4);
    });

    it(`refuses an Auth body over ${AUTH_BODY_LIMIT} bytes ${how}, in Auth's shape`, async () => {
      const answer = await send(server, '/auth/v1/token?grant_type=password', {
        total: huge,
        declare,
        contentType: 'application/json',
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ code: 'request_too_large', error_code: 'request_too_large' });
      expect(answer.sent).toBeLessThan(huge / 4);
    });

    it(`refuses an upload over the bucket's limit ${how}, in Storage's shape, keeping nothing`, async () => {
      // The media bucket takes 1024 bytes; the upload claims to be a PNG and starts like one.
      const answer = await send(server, '/storage/v1/object/media/too-big.png', {
        total: huge,
        declare,
        contentType: 'image/png',
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      });
      expect(answer.sent).toBeLessThan(huge / 4);
      const rows = await server.db.query("select 1 from storage.objects where name = 'too-big.png'");
      expect(rows.rows).toEqual([]);
    });
  }

  it('refuses any Storage body over the global cap before reading it, whatever the route', async () => {
    const answer = await send(server, '/storage/v1/object/list/docs', {
      total: GLOBAL_FILE_SIZE_LIMIT * 2,
      declare: true,
      contentType: 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    // A bucket without a limit of its own still stops at the global cap while streaming.
    const unlimited = await send(server, '/storage/v1/object/docs/huge.bin', {
      total: GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024,
      declare: false,
      contentType: 'application/octet-stream',
    });
    expect(unlimited.status).toBe(413);
  });

  it('still takes bodies within the limits', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `Program ${i} ${'x'.repeat(200)}` }));
    const insert = await fetch(`${server.url}/rest/v1/programs`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(JSON.stringify(rows).length).toBeGreaterThan(400_000);
    expect(insert.status).toBe(201);
    const { error } = await server
      .service()
      .storage.from('media')
      .upload('fits.png', new Blob([FILES.png], { type: 'image/png' }));
    expect(error).toBeNull();
  });

  it('keeps memory bounded under a flood of large bodies', async () => {
    const before = process.memoryUsage().rss;
    const floods = Array.from({ length: 3 }, (_, i) =>
      send(server, i === 0 ? '/rest/v1/programs' : '/storage/v1/object/docs/flood.bin', {
        total: 100 * 1024 * 1024,
        declare: false,
        contentType: i === 0 ? 'application/json' : 'application/octet-stream',
      }),
    );
    const answers = await Promise.all(floods);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413]);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});
