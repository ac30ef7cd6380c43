/** Reads the local mail catcher through Mailpit's HTTP API, as a developer's tools would. */

export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  Subject: string;
  Snippet: string;
}

export interface MailpitMessage extends MailpitSummary {
  Text: string;
  HTML: string;
}

export async function mailpitJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls Mailpit's search until a message matches (mail is sent in the background), then reads it whole. */
export async function waitForMail(apiUrl: string, query: string, timeoutMs = 5000): Promise<MailpitMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailpitJson<{ messages: MailpitSummary[] }>(
      apiUrl,
      `/search?query=${encodeURIComponent(query)}`,
    );
    const first = found.messages[0];
    if (first) return mailpitJson<MailpitMessage>(apiUrl, `/message/${first.ID}`);
    if (Date.now() > deadline) throw new Error(`no mail matching ${query} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
