// The end-to-end stack's mail catcher, read through its Mailpit API as the tests check what the
// school's e-mails say.
import { expect } from '@playwright/test';

/** The catcher's API, which global-setup starts with the shared backend. */
export function mailApi(): string {
  const url = process.env.E2E_MAIL_API_URL;
  if (!url) throw new Error('The end-to-end stack runs the mail catcher (E2E_MAIL_API_URL).');
  return url;
}

/** The newest message the catcher holds for the address, of those whose subject includes `subject`. */
export async function newestMailTo(
  address: string,
  subject = '',
): Promise<{ Subject: string; Text: string } | undefined> {
  const found = await fetch(`${mailApi()}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  expect(found.ok).toBe(true);
  const { messages } = (await found.json()) as { messages: { ID: string; Subject: string }[] };
  const message = messages.find((m) => m.Subject.includes(subject));
  if (!message) return undefined;
  return (await (await fetch(`${mailApi()}/api/v1/message/${message.ID}`)).json()) as { Subject: string; Text: string };
}
