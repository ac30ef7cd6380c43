import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMailApp } from './http.ts';
import { createSmtpServer } from './smtp.ts';
import { MailStore } from './store.ts';

export interface MailCatcherOptions {
  host: string;
  /** 0 takes a free port. */
  smtpPort: number;
  /** 0 takes a free port. */
  httpPort: number;
  log: (line: string) => void;
}

export interface MailCatcher {
  smtpHost: string;
  smtpPort: number;
  /** Base URL of the inbox page and of Mailpit's API (`${apiUrl}/api/v1/messages`). */
  apiUrl: string;
  store: MailStore;
  close(): Promise<void>;
}

/** The local mail catcher `supabase start` runs (Mailpit): SMTP in, an inbox page and Mailpit's API out. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const store = new MailStore();
  const smtp = createSmtpServer(store, options.log);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, options.host, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  let web: ReturnType<typeof serve>;
  try {
    web = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: createMailApp(store).fetch, port: options.httpPort, hostname: options.host }, () =>
        resolve(s),
      );
      s.once('error', reject);
    });
  } catch (error) {
    await closeSmtp();
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (web.address() as AddressInfo).port;
  return {
    smtpHost: options.host,
    smtpPort,
    apiUrl: `http://${options.host}:${httpPort}`,
    store,
    async close() {
      await Promise.all([
        closeSmtp(),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          (web as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
      ]);
    },
  };
}
