export { type ClonedDatabase, cloneDatabase } from './clone.ts';
export {
  connectionUrl,
  createProjectDatabase,
  type HostedCluster,
  type HostedRole,
  PLATFORM_STAND_INS_SQL,
  sqlAsSuperuser,
  startHostedCluster,
} from './cluster.ts';
export { PushFailed, type PushResult, supabaseDbPush } from './push.ts';
