import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { type CaughtMessage, detailOf, type MailAddress, type MailStore, summaryOf } from './store.ts';

/** Mailpit's default page size. */
const DEFAULT_LIMIT = 50;

function whole(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/** Mailpit's list and search answer: a page of summaries with the totals. */
function page(store: MailStore, matching: CaughtMessage[], start: number, limit: number) {
  const messages = matching.slice(start, start + limit).map(summaryOf);
  return {
    total: store.total,
    unread: store.unread,
    count: messages.length,
    messages_count: matching.length,
    messages_unread: matching.filter((message) => !message.Read).length,
    start,
    tags: [],
    messages,
  };
}

function mailpitError(message: string, status: 400 | 404) {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Mailpit's HTTP API (the part tools and tests use) over the store. */
function apiRoutes(store: MailStore): Hono {
  const api = new Hono();
  api.get('/messages', (c) =>
    c.json(page(store, store.list(), whole(c.req.query('start'), 0), whole(c.req.query('limit'), DEFAULT_LIMIT))),
  );
  api.get('/search', (c) => {
    const query = c.req.query('query');
    if (!query?.trim()) return mailpitError('no search query', 400);
    return c.json(
      page(store, store.list(query), whole(c.req.query('start'), 0), whole(c.req.query('limit'), DEFAULT_LIMIT)),
    );
  });
  api.delete('/messages', async (c) => {
    const text = await c.req.text();
    let ids: string[] | undefined;
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return mailpitError('invalid JSON body', 400);
      }
      const given = (body as { IDs?: unknown } | null)?.IDs;
      if (given !== undefined && (!Array.isArray(given) || !given.every((id) => typeof id === 'string'))) {
        return mailpitError('IDs must be a list of message IDs', 400);
      }
      ids = given?.length ? given : undefined;
    }
    store.delete(ids);
    return c.text('ok');
  });
  api.get('/message/:id', (c) => {
    const message = store.get(c.req.param('id'));
    if (!message) return mailpitError('message not found', 404);
    message.Read = true;
    return c.json(detailOf(message));
  });
  api.get('/message/:id/raw', (c) => {
    const message = store.get(c.req.param('id'));
    if (!message) return mailpitError('message not found', 404);
    return c.body(new Uint8Array(message.Raw), 200, { 'content-type': 'text/plain; charset=utf-8' });
  });
  return api;
}

function who(list: MailAddress[]): string {
  return list.map((a) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');
}

/** Plain text with its web addresses made into links (everything escaped). */
function linkedText(text: string): (HtmlEscapedString | Promise<HtmlEscapedString>)[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
tr.unread td{font-weight:600}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem;border-radius:4px}
iframe{width:100%;height:32rem;border:1px solid #ddd}dt{font-weight:600;float:left;width:6rem}dd{margin-left:6rem}`;

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/** The inbox page: a list of caught mail and one message at a time. No script, everything escaped. */
function inboxRoutes(store: MailStore): Hono {
  const inbox = new Hono();
  inbox.use('*', async (c, next) => {
    await next();
    // The message's own HTML is shown in a sandboxed frame; nothing on these pages may load or run.
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
    );
  });
  inbox.get('/', (c) => {
    const messages = store.list();
    const rows = messages.map(
      (m) => html`<tr class="${m.Read ? '' : 'unread'}"><td>${new Date(m.Created).toLocaleString('en-GB')}</td>
<td>${who([m.From])}</td><td>${who(m.To)}</td><td><a href="/view/${encodeURIComponent(m.ID)}">${m.Subject || '(no subject)'}</a></td></tr>`,
    );
    return c.html(
      layout(
        `Local mail (${messages.length})`,
        html`<h1>Local mail</h1>
<p>Every mail the local backend sends lands here (newest first, the last 1,000 kept). API: <code>/api/v1/messages</code>.</p>
${
  messages.length === 0
    ? html`<p>No mail yet.</p>`
    : html`<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
      ),
    );
  });
  inbox.get('/view/:id', (c) => {
    const message = store.get(c.req.param('id'));
    if (!message)
      return c.html(layout('Not found', html`<p>No such message. <a href="/">Back to the inbox</a></p>`), 404);
    message.Read = true;
    return c.html(
      layout(
        message.Subject || '(no subject)',
        html`<p><a href="/">Back to the inbox</a></p><h1>${message.Subject || '(no subject)'}</h1>
<dl><dt>From</dt><dd>${who([message.From])}</dd><dt>To</dt><dd>${who(message.To)}</dd>
${message.Cc.length ? html`<dt>Cc</dt><dd>${who(message.Cc)}</dd>` : ''}
${message.Bcc.length ? html`<dt>Bcc</dt><dd>${who(message.Bcc)}</dd>` : ''}
<dt>Date</dt><dd>${new Date(message.Date).toLocaleString('en-GB')}</dd></dl>
${message.HTML ? html`<h2>HTML</h2><iframe sandbox title="The message as HTML" srcdoc="${message.HTML}"></iframe>` : ''}
<h2>Text</h2><pre>${linkedText(message.Text)}</pre>
${
  message.Attachments.length
    ? html`<h2>Attachments</h2><ul>${message.Attachments.map((a) => html`<li>${a.FileName} (${a.ContentType}, ${a.Size} bytes)</li>`)}</ul>`
    : ''
}`,
      ),
    );
  });
  return inbox;
}

/** `127.0.0.1`, `localhost` or `[::1]`, with or without a port. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/**
 * The catcher's web side: Mailpit's API under /api/v1 and the inbox page.
 *
 * It holds every mail the backend sent, password-recovery links included, and asks for no
 * login, so it answers only requests addressed to a loopback name. A page on another site whose
 * name the attacker re-points at 127.0.0.1 (DNS rebinding) reaches this port with its own name
 * in Host, and gets 403 with no data. (Mailpit itself checks only a request's Origin against its
 * Host, which such a page passes.)
 */
export function createMailApp(store: MailStore): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!LOOPBACK_HOST.test(c.req.header('host') ?? '')) {
      return c.text('This mail catcher answers only on localhost.', 403);
    }
    await next();
  });
  app.route('/api/v1', apiRoutes(store));
  app.route('/', inboxRoutes(store));
  return app;
}
