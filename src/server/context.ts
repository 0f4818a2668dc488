import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { ApiClientRegistry } from './iam/api-clients.js';
import type { LoginLimiter, RateLimit } from './iam/login-limiter.js';
import type { PasswordProofs } from './iam/password-proofs.js';
import type { SecretBox } from './iam/secret-box.js';
import type { KeyRing } from './iam/signing-keys.js';
import type { TokenVersions } from './iam/token-versions.js';
import type { AccessTokenVerifier } from './iam/tokens.js';
import type { TenantDirectory } from './modules/tenants/directory.js';
import type { Storage } from './storage/storage.js';
import type { BuildInfo } from '../domain/ops/build-info.js';
import type { JsonText } from './compression.js';
import type { ChangeAnnouncer } from './lists/announcer.js';
import type { KeptPlayer, ListCache } from './lists/list-cache.js';
import type { ReadGroups } from './lists/read-groups.js';
import type { DeviceSecretCache } from './modules/device-readings/device-auth.js';

/** What services need from the running app: built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: KeyRing;
  verifier: AccessTokenVerifier;
  tokenVersions: TokenVersions;
  limiter: LoginLimiter;
  /** New signage pairing codes per client address. */
  pairingLimit: RateLimit;
  /** Sessions that checked their password within the last minutes (PUT /users/iam without it). */
  passwordProofs: PasswordProofs;
  /** Seals and opens users' TOTP secrets (MFA_SECRET_KEY). */
  secretBox: SecretBox;
  clients: ApiClientRegistry;
  tenants: TenantDirectory;
  storage: Storage;
  build: BuildInfo;
  /** Item list answers kept until their tenant changes. */
  lists: ListCache<JsonText>;
  /** List reads of the same page arriving while one runs, run once together. */
  readGroups: ReadGroups<JsonText>;
  /** Signage players' credential look-ups (with what their manifest's ETag is made of), kept like the lists. */
  playerStates: ListCache<KeptPlayer>;
  /** Tells every server, after commit, of item writes marked with `server_announces_items()` (lists/announcer.ts). */
  itemChanges: ChangeAnnouncer;
  /** Verified device secrets, dropped on rotation notices. */
  deviceSecrets: DeviceSecretCache;
  /** What services read the time from and wait with: token lifetimes, refresh expiry, the geocoder's pace (tests turn their own). */
  clock: Clock;
}
