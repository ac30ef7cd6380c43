/** The `Prefer` preferences PostgREST honours; unknown or malformed ones are ignored, as PostgREST does by default. */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  params: 'single-object' | null;
}

const CHOICES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
};

/** Several `Prefer` headers, each possibly comma separated (`count=exact, return=representation`). */
export function parsePrefer(headers: string | undefined): Preferences {
  const preferences: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    handling: null,
    maxAffected: null,
    params: null,
  };
  const chosen = preferences as unknown as Record<string, unknown>;
  for (const token of (headers ?? '').split(',')) {
    const [rawName, ...rest] = token.split('=');
    const name = rawName?.trim().toLowerCase() ?? '';
    const value = rest.join('=').trim();
    if (name === 'max-affected' && /^\d+$/.test(value)) preferences.maxAffected = Number(value);
    else if (CHOICES[name]?.includes(value) && chosen[name] === null) chosen[name] = value;
  }
  return preferences;
}

/** The `Preference-Applied` value for the preferences a response honoured. */
export function preferenceApplied(preferences: Preferences, honoured: (keyof Preferences)[]): string | null {
  const parts = honoured.flatMap((name) => {
    const value = preferences[name];
    if (value === null) return [];
    return [name === 'maxAffected' ? `max-affected=${value}` : `${name}=${value}`];
  });
  return parts.length ? parts.join(', ') : null;
}
