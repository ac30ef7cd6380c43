import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../src/mail/catcher.ts';
import { MAX_MESSAGES } from '../src/mail/store.ts';
import { catcherOf, catcherTransport, mailpitJson } from './support/mailpit.ts';
import { madeBeforeAll, startTestServer, useTestServer } from './support/server.ts';

describe('local mail catcher: SMTP in, Mailpit API out', () => {
  const server = useTestServer();
  const transport = madeBeforeAll(() => catcherTransport(server), { undo: (made) => made.close() });
  let api: string;
  beforeAll(() => {
    api = catcherOf(server).apiUrl;
  });
  beforeEach(async () => {
    const cleared = await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
  });

  it('listens on free ports of its own with port 0, on the server host', () => {
    const mail = catcherOf(server);
    expect(mail.smtpHost).toBe('127.0.0.1');
    expect(mail.smtpPort).toBeGreaterThan(0);
    expect(mail.smtpPort).not.toBe(server.port);
    expect(mail.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('lists a sent message with Mailpit’s summary fields, newest first', async () => {
    await transport.sendMail({
      from: 'Admissions <admissions@example.com>',
      to: 'Ruth Applicant <ruth@example.com>',
      cc: 'office@example.com',
      bcc: 'hidden@example.com',
      replyTo: 'reply@example.com',
      subject: 'First',
      text: 'Hello Ruth,\n\nyour application APP-2026-00042 was received.',
      messageId: '<outbox-1@seminary.local>',
    });
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Second', text: 'two' });

    const list = await mailpitJson<Record<string, unknown> & { messages: Record<string, unknown>[] }>(api, '/messages');
    expect(list).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0 });
    expect(list.messages.map((m) => m.Subject)).toEqual(['Second', 'First']);
    const first = list.messages[1] as Record<string, unknown>;
    expect(first).toEqual({
      ID: expect.any(String),
      MessageID: 'outbox-1@seminary.local',
      Read: false,
      From: { Name: 'Admissions', Address: 'admissions@example.com' },
      To: [{ Name: 'Ruth Applicant', Address: 'ruth@example.com' }],
      Cc: [{ Name: '', Address: 'office@example.com' }],
      Bcc: [{ Name: '', Address: 'hidden@example.com' }],
      ReplyTo: [{ Name: '', Address: 'reply@example.com' }],
      Subject: 'First',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Tags: [],
      Size: expect.any(Number),
      Attachments: 0,
      Snippet: 'Hello Ruth, your application APP-2026-00042 was received.',
    });

    const paged = await mailpitJson<{ count: number; start: number; messages: { Subject: string }[] }>(
      api,
      '/messages?start=1&limit=1',
    );
    expect(paged).toMatchObject({ count: 1, start: 1 });
    expect(paged.messages.map((m) => m.Subject)).toEqual(['First']);
  });

  it('returns one message whole, marks it read, and answers 404 for an unknown ID', async () => {
    await transport.sendMail({
      from: 'admissions@example.com',
      to: 'ruth@example.com',
      subject: 'Your application',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      attachments: [{ filename: 'note.txt', content: 'attached' }],
    });
    const [summary] = (await mailpitJson<{ messages: { ID: string }[] }>(api, '/messages')).messages;
    const message = await mailpitJson<Record<string, unknown>>(api, `/message/${summary?.ID}`);
    expect(message).toMatchObject({
      ID: summary?.ID,
      From: { Name: '', Address: 'admissions@example.com' },
      To: [{ Name: '', Address: 'ruth@example.com' }],
      ReturnPath: 'admissions@example.com',
      Subject: 'Your application',
      Date: expect.stringMatching(/^\d{4}-/),
      Text: 'Plain body',
      HTML: '<p>HTML body</p>',
      Inline: [],
      Attachments: [{ FileName: 'note.txt', ContentType: 'text/plain', Size: 8, PartID: expect.any(String) }],
      Tags: [],
    });
    expect((await mailpitJson<{ unread: number }>(api, '/messages')).unread).toBe(0);

    const missing = await fetch(`${api}/api/v1/message/no-such-id`);
    expect(missing.status).toBe(404);
  });

  it('searches by to:, subject: and words, and deletes chosen messages or all', async () => {
    await transport.sendMail({ from: 'o@example.com', to: 'ruth@example.com', subject: 'Accepted', text: 'Welcome' });
    await transport.sendMail({ from: 'o@example.com', to: 'naomi@example.com', subject: 'Received', text: 'Thanks' });
    const search = (query: string) =>
      mailpitJson<{ total: number; messages_count: number; messages: { ID: string; Subject: string }[] }>(
        api,
        `/search?query=${encodeURIComponent(query)}`,
      );
    expect((await search('to:ruth@example.com')).messages.map((m) => m.Subject)).toEqual(['Accepted']);
    expect((await search('subject:received')).messages.map((m) => m.Subject)).toEqual(['Received']);
    expect((await search('thanks')).messages.map((m) => m.Subject)).toEqual(['Received']);
    expect(await search('to:ruth@example.com subject:received')).toMatchObject({ total: 2, messages_count: 0 });
    expect((await fetch(`${api}/api/v1/search`)).status).toBe(400);

    const ruth = (await search('to:ruth@example.com')).messages[0]?.ID;
    const deleted = await fetch(`${api}/api/v1/messages`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IDs: [ruth] }),
    });
    expect(await deleted.text()).toBe('ok');
    expect((await mailpitJson<{ messages: { Subject: string }[] }>(api, '/messages')).messages).toEqual([
      expect.objectContaining({ Subject: 'Received' }),
    ]);
    const bad = await fetch(`${api}/api/v1/messages`, { method: 'DELETE', body: '{"IDs": "all"}' });
    expect(bad.status).toBe(400);
  });

  it('keeps only the newest messages', async () => {
    const count = MAX_MESSAGES + 5;
    const pool = catcherTransport(server, { pool: true, maxConnections: 5 });
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        pool.sendMail({ from: 'o@example.com', to: 'x@example.com', subject: `n${i}`, text: '.' }),
      ),
    );
    pool.close();
    const list = await mailpitJson<{ total: number }>(api, '/messages?limit=1');
    expect(list.total).toBe(MAX_MESSAGES);
    expect(
      (await mailpitJson<{ messages_count: number }>(api, '/search?query=subject:n0')).messages_count,
    ).toBeLessThan(count - MAX_MESSAGES + 1);
  }, 60_000);

  it('shows the inbox page with everything escaped and no script', async () => {
    await transport.sendMail({
      from: '"<b>Mallory</b>" <mallory@example.com>',
      to: 'ruth@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Follow http://127.0.0.1:54321/auth/v1/verify?token=a&type=recovery <img src=x>',
      html: '<p>hi</p><script>alert(2)</script>',
    });
    const inbox = await fetch(`${api}/`);
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await inbox.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(page).not.toContain('<script');
    const id = /href="\/view\/([^"]+)"/.exec(page)?.[1];
    const view = await (await fetch(`${api}/view/${id}`)).text();
    expect(view).not.toContain('<script');
    expect(view).not.toContain('<img');
    expect(view).toContain('<a href="http://127.0.0.1:54321/auth/v1/verify?token=a&amp;type=recovery">');
    expect(view).toMatch(/<iframe sandbox [^>]*srcdoc="&lt;p&gt;hi&lt;\/p&gt;&lt;script&gt;/);
  });
});

describe('local mail catcher: ports and switch', () => {
  it('is absent with mail: false', async () => {
    const server = await startTestServer({ mail: false });
    try {
      expect(server.mail).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('takes the ports it is given and frees them on close', async () => {
    const options = { host: '127.0.0.1', smtpPort: 0, httpPort: 0, log: () => undefined };
    const first = await startMailCatcher(options);
    const httpPort = Number(new URL(first.apiUrl).port);
    await first.close();
    const second = await startMailCatcher({ ...options, smtpPort: first.smtpPort, httpPort });
    try {
      expect(second.smtpPort).toBe(first.smtpPort);
      expect(second.apiUrl).toBe(first.apiUrl);
      expect((await fetch(`${second.apiUrl}/api/v1/messages`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
