// The office addresses as the mail settings form reads them; core's mailSettingsFormSchema checks
// them there, and the database again when they are saved.

/** The office addresses as typed, one a line or separated by commas. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}
