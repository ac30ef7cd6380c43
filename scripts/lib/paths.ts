import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const supabaseDir = join(repoRoot, 'supabase');
export const migrationsDir = join(supabaseDir, 'migrations');
export const seedFile = join(supabaseDir, 'seed.sql');
export const configToml = join(supabaseDir, 'config.toml');
export const siteDir = join(repoRoot, 'apps', 'site');
export const adminDir = join(repoRoot, 'apps', 'admin');
export const dataDir = join(repoRoot, '.data');
