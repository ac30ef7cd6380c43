// Supabase Edge Function `site-deploy-hook` (Deno): the deploy hook the database's pg_cron job
// calls through pg_net. Deployed with `supabase functions deploy site-deploy-hook --no-verify-jwt`:
// the caller is the database, which proves itself by the HMAC signature rather than a user's
// JWT. Its settings are function secrets (docs/DEPLOY.md):
//   SITE_DEPLOY_HOOK_SECRET  the same value as Vault's site_deploy_hook_secret
//   GITHUB_REPOSITORY and GITHUB_DISPATCH_TOKEN  to run .github/workflows/deploy.yml, or
//   SITE_BUILD_HOOK_URL      a static host's build hook instead
//   GITHUB_API_URL           optional: where GitHub's REST API is, by default its public one; the
//                            tests point it at a local stand-in (GitHub Enterprise Server would too)
import { createSiteDeployRelay } from './relay.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;
const repository = env('GITHUB_REPOSITORY');
const token = env('GITHUB_DISPATCH_TOKEN');
const apiUrl = env('GITHUB_API_URL')?.replace(/\/+$/, '');
const buildHookUrl = env('SITE_BUILD_HOOK_URL');

Deno.serve(
  createSiteDeployRelay({
    secret: env('SITE_DEPLOY_HOOK_SECRET') ?? '',
    ...(repository && token ? { github: { repository, token, ...(apiUrl ? { apiUrl } : {}) } } : {}),
    ...(buildHookUrl ? { buildHookUrl } : {}),
  }),
);
