import { errors } from './errors.ts';

/** The Supabase CLI's default `[storage] file_size_limit = "50MiB"`: no upload is larger. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * A bucket's file_size_limit as the Storage API takes it: bytes as a number, or a string in
 * decimal units (`parseFileSizeToBytes`: "20GB", "1.5MB", "30KB", "3B"). Null clears it.
 */
export function parseBucketFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    bytes = value;
  } else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (!match?.[1] || !match[2]) throw errors.invalidFileSizeLimit();
    const multiplier = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2].toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
    bytes = Number.parseFloat(Number.parseFloat(match[1]).toPrecision(3)) * multiplier;
  } else {
    throw errors.invalidFileSizeLimit();
  }
  if (!Number.isSafeInteger(Math.round(bytes)) || bytes < 0) throw errors.invalidFileSizeLimit();
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  return Math.round(bytes);
}

/**
 * A size from supabase/config.toml as the CLI reads it (docker/go-units `RAMInBytes`): every
 * unit is binary, so "5MB" and "5MiB" both mean 5 × 1024 × 1024 bytes.
 */
export function parseConfigSize(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') {
    const bytes = Number(value);
    if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error(`invalid size: ${value}`);
    return bytes;
  }
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)*) ?([kmgtp])?i?b?$/i.exec(value) : null;
  if (!match?.[1]) throw new Error(`invalid size: ${String(value)}`);
  const power = match[2] ? 'kmgtp'.indexOf(match[2].toLowerCase()) + 1 : 0;
  return Math.floor(Number.parseFloat(match[1]) * 1024 ** power);
}
