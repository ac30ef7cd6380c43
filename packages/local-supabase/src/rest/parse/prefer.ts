/**
 * The `Prefer` preferences PostgREST honours (ApiRequest/Preferences.hs). The first value of a
 * preference wins; anything else is kept as invalid, which only `handling=strict` refuses.
 * `params=single-object` is one of those since PostgREST 13 removed it.
 */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  /** `tx=commit|rollback`: always a known preference, honoured only where `db-tx-end` allows an override. */
  tx: 'commit' | 'rollback' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  /** `timezone=…`, honoured once the database knows the name (pg_timezone_names). */
  timezone: string | null;
  maxAffected: number | null;
  /** Preferences PostgREST does not know, in the order sent (`timezone=` ones join them when unknown). */
  invalid: string[];
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
} as const;

/** Several `Prefer` headers, each possibly comma separated (`count=exact, return=representation`). */
export function parsePrefer(headers: string | undefined): Preferences {
  const preferences: Preferences = {
    return: null,
    count: null,
    tx: null,
    resolution: null,
    missing: null,
    handling: null,
    timezone: null,
    maxAffected: null,
    invalid: [],
  };
  const chosen = preferences as unknown as Record<string, unknown>;
  for (const raw of (headers ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const [name = '', ...rest] = token.split('=');
    const value = rest.join('=');
    const choices = (CHOICES as Record<string, readonly string[]>)[name];
    if (choices?.includes(value)) {
      if (chosen[name] === null) chosen[name] = value;
    } else if (name === 'max-affected' && rest.length) {
      if (preferences.maxAffected === null && /^-?\d{1,18}$/.test(value)) preferences.maxAffected = Number(value);
    } else if (name === 'timezone' && rest.length) {
      if (preferences.timezone === null) preferences.timezone = value;
    } else {
      preferences.invalid.push(token);
    }
  }
  return preferences;
}

/** What a response honoured, in the order PostgREST lists them in `Preference-Applied`. */
const APPLIED_ORDER = [
  'resolution',
  'missing',
  'return',
  'count',
  'tx',
  'handling',
  'timezone',
  'maxAffected',
] as const;

export type AppliedPreference = (typeof APPLIED_ORDER)[number];

/**
 * The `Preference-Applied` value. `max-affected` shows only with `handling=strict`, the only
 * handling that enforces it; the timezone only once the database accepted it.
 */
export function preferenceApplied(preferences: Preferences, honoured: AppliedPreference[]): string | null {
  const parts = APPLIED_ORDER.filter((name) => honoured.includes(name)).flatMap((name) => {
    const value = preferences[name];
    if (value === null) return [];
    if (name === 'maxAffected') return preferences.handling === 'strict' ? [`max-affected=${value}`] : [];
    return [`${name}=${value}`];
  });
  return parts.length ? parts.join(', ') : null;
}
