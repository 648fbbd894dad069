import { isIP } from 'node:net';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Validate,
  ValidatorConstraint,
  Max,
  Min,
  validateSync,
  type ValidatorConstraintInterface,
} from 'class-validator';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

/** A whole number from the environment (a string there) within [min, max]. */
function WholeNumber(min: number, max?: number): PropertyDecorator {
  return (target, property) => {
    Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))(target, property);
    IsInt()(target, property);
    Min(min)(target, property);
    if (max !== undefined) Max(max)(target, property);
  };
}

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP address, a subnet in CIDR notation, or one of express's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The proxy addresses TRUST_PROXY names; none when empty or 'false'. */
export function trustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 1 && entries[0] === 'false' ? [] : entries;
}

@ValidatorConstraint({ name: 'trustProxyList' })
class TrustProxyList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && trustedProxies(value).every(isProxyAddress);
  }
  defaultMessage(): string {
    return 'TRUST_PROXY must be empty or a comma-separated list of proxy IP addresses or subnets (or loopback, linklocal, uniquelocal); hop counts and true are refused';
  }
}

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;

/**
 * Every variable the processes read. Validated once at boot: a missing or malformed
 * value stops the process with a message naming the variable (see validateEnvironment).
 * .env.example documents each one and must pass this validation (a unit test checks it).
 */
export class Environment {
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @WholeNumber(1, 65535)
  PORT = 5000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// connection URL' })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// connection URL' })
  REDIS_URL: string;

  /** Public origin of the site (scheme, host, port): used for OAuth callbacks and origin checks. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:5000';

  /** Folder of the built SPA; when set (production and the local start) the API serves it. */
  @IsOptional()
  @IsString()
  SPA_DIST_DIR?: string;

  /** Run the BullMQ processors inside the API process (the local start); production runs worker.js. */
  @Transform(toBoolean)
  @IsBoolean()
  RUN_WORKER_IN_API = false;

  /** Key prefix of the BullMQ queues in Redis (tests use their own). */
  @Matches(/^[\w-]{1,40}$/, { message: 'BULLMQ_PREFIX must be 1-40 letters, digits, - or _' })
  BULLMQ_PREFIX = 'irl';

  /** Signs the session cookie. At least 32 characters; the run and test commands generate one locally. */
  @Matches(/^.{32,}$/, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET: string;

  /**
   * Addresses of the reverse proxies in front of the API (comma-separated IPs, CIDR subnets, or
   * loopback / linklocal / uniquelocal). Only a request arriving from one of them may name the client's
   * address in X-Forwarded-For; empty (the default) trusts no header, so rate limits and view counts
   * use the connection's own address.
   */
  @Validate(TrustProxyList)
  TRUST_PROXY = '';

  /** Extra origins allowed to send state-changing requests besides PUBLIC_URL (comma-separated). */
  @IsOptional()
  @IsString()
  ALLOWED_ORIGINS?: string;

  // Sign-in providers. A provider is offered only when its credentials are set. Every endpoint is
  // configurable so development and tests can point them at local stand-ins speaking the same protocol.
  @IsOptional() @IsString() GOOGLE_CLIENT_ID?: string;
  @IsOptional() @IsString() GOOGLE_CLIENT_SECRET?: string;
  @IsUrl(URL_OPTIONS) GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
  @IsUrl(URL_OPTIONS) GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
  @IsUrl(URL_OPTIONS) GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

  @IsOptional() @IsString() DISCORD_CLIENT_ID?: string;
  @IsOptional() @IsString() DISCORD_CLIENT_SECRET?: string;
  @IsUrl(URL_OPTIONS) DISCORD_AUTHORIZATION_URL = 'https://discord.com/oauth2/authorize';
  @IsUrl(URL_OPTIONS) DISCORD_TOKEN_URL = 'https://discord.com/api/oauth2/token';
  /** Base of the Discord REST API; the profile is read from {base}/users/@me. */
  @IsUrl(URL_OPTIONS) DISCORD_API_BASE_URL = 'https://discord.com/api';

  @IsOptional() @IsString() STEAM_API_KEY?: string;
  /** Steam's OpenID 2.0 endpoint (checkid_setup and check_authentication). */
  @IsUrl(URL_OPTIONS) STEAM_OPENID_URL = 'https://steamcommunity.com/openid/login';
  /** Base of the Steam Web API; the profile is read from ISteamUser/GetPlayerSummaries/v2. */
  @IsUrl(URL_OPTIONS) STEAM_API_BASE_URL = 'https://api.steampowered.com';

  // Card payments (Stripe). Payments are offered only when all three keys are set. The API base and
  // the Stripe.js address are configurable so development and tests can use the local stand-in.
  @IsOptional() @IsString() STRIPE_SECRET_KEY?: string;
  @IsOptional() @IsString() STRIPE_PUBLISHABLE_KEY?: string;
  /** Signing secret of the webhook endpoint ({PUBLIC_URL}/api/webhooks/stripe). */
  @IsOptional() @IsString() STRIPE_WEBHOOK_SECRET?: string;
  /** Where the Stripe SDK sends API calls (protocol, host and port are used). */
  @IsUrl(URL_OPTIONS) STRIPE_API_BASE_URL = 'https://api.stripe.com';
  /** The Stripe.js script the browser loads. */
  @IsUrl(URL_OPTIONS) STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

  /** Requests per minute per IP: every route / each sign-in route / each write route. */
  @WholeNumber(1)
  RATE_LIMIT_DEFAULT = 300;

  @WholeNumber(1)
  RATE_LIMIT_SIGN_IN = 20;

  @WholeNumber(1)
  RATE_LIMIT_WRITE = 60;

  /** Article view counts per minute per IP (POST /api/articles/{id}/views). */
  @WholeNumber(1)
  RATE_LIMIT_VIEWS = 30;

  /** Anonymous (signed-out) views one article can gain per UTC day; members' views are not capped. */
  @WholeNumber(0)
  VIEWS_ANONYMOUS_DAILY_CAP = 1000;

  /** A word search's statements are cancelled past this many milliseconds; the caller gets 503. */
  @WholeNumber(1)
  SEARCH_STATEMENT_TIMEOUT_MS = 2000;

  /** Live message streams (EventSource) one user may hold open; opening one more closes the oldest. */
  @WholeNumber(1)
  MESSAGE_STREAMS_PER_USER = 5;

  /** Signed-in writes per minute per user and route, on top of the per-IP RATE_LIMIT_WRITE. */
  @WholeNumber(1)
  RATE_LIMIT_WRITE_PER_USER = 60;

  /** Word searches per minute per IP (and per signed-in user). */
  @WholeNumber(1)
  RATE_LIMIT_SEARCH = 60;

  /** Reports of content per minute, per IP and per signed-in member. */
  @WholeNumber(1)
  RATE_LIMIT_REPORTS = 10;
  /** Requests to the support inbox (the public takedown and correction form) per hour per IP. */
  @WholeNumber(1)
  RATE_LIMIT_SUPPORT_REQUESTS = 5;

  /** How long a stopping API or worker waits for the requests and jobs already started. */
  @WholeNumber(0)
  SHUTDOWN_GRACE_MS = 10_000;

  /** How long a request-path Redis command may take before it fails. */
  @WholeNumber(1)
  REDIS_COMMAND_TIMEOUT_MS = 1000;

  /** Connections in the API's (or the worker's) PostgreSQL pool. */
  @WholeNumber(1)
  DATABASE_POOL_SIZE = 10;

  /** How long a request waits for a pooled connection before it fails with 503 (0: no limit). */
  @WholeNumber(0)
  DATABASE_CONNECT_TIMEOUT_MS = 2000;

  /** PostgreSQL cancels a statement running longer than this (0: no limit). */
  @WholeNumber(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 10_000;

  /** PostgreSQL ends a session left idle inside a transaction this long (0: no limit). */
  @WholeNumber(0)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

  /** How the API names itself to PostgreSQL (pg_stat_activity.application_name). */
  @Matches(/^[\w .:-]{1,63}$/, { message: 'DATABASE_APPLICATION_NAME must be 1-63 letters, digits, spaces or . : - _' })
  DATABASE_APPLICATION_NAME = 'irl-history';

  @IsEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** SMTP server for e-mail (smtp:// or smtps://); empty or absent: e-mail is off. */
  @IsOptional()
  @Matches(/^(smtps?:\/\/.+)?$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL (or empty)' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'IRL History <no-reply@localhost>';

  /**
   * The support address the API document names as its contact, and the contact address the site shows
   * until an admin sets one in the Website tab. Absent: neither names an address (the document points at
   * the site's request form, the site at its forms).
   */
  @IsOptional()
  @Matches(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, { message: 'SUPPORT_CONTACT_EMAIL must be an e-mail address (or empty)' })
  SUPPORT_CONTACT_EMAIL?: string;

  /** Recipients per mass-message batch (one transaction each). */
  @WholeNumber(1, 50000)
  MASS_MESSAGE_BATCH_SIZE = 2000;

  /** Pause between mass-message batches, to leave the database room on a busy site. */
  @WholeNumber(0, 60000)
  MASS_MESSAGE_BATCH_PAUSE_MS = 0;
  /**
   * The development-only ROOT sign-in (POST /api/auth/root). Off unless set; refused at startup in
   * production or when PUBLIC_URL is not a localhost address (see crossFieldErrors).
   */
  @Transform(toBoolean)
  @IsBoolean()
  ROOT_SIGN_IN_ENABLED = false;

  /** How long the dead-link check waits for each request (HEAD, GET, every redirect hop). */
  @WholeNumber(100, 60000)
  LINK_CHECK_TIMEOUT_MS = 10000;

  /**
   * Lets the dead-link check fetch loopback and private addresses (tests with a local stand-in).
   * Off by default, refused in production: cited links must never reach the site's own network.
   */
  @Transform(toBoolean)
  @IsBoolean()
  LINK_CHECK_ALLOW_PRIVATE_ADDRESSES = false;

  // CSV imports and pending submissions. Members' limits keep one account from filling the review queue
  // or the import worker; staff (moderators and admins) keep larger ones.

  /** Largest accepted upload in bytes (cut off while it streams). */
  @WholeNumber(1)
  CSV_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

  /** Most data rows (header excluded) one file may hold. */
  @WholeNumber(1)
  CSV_IMPORT_MAX_ROWS = 100_000;

  /** Rows written per transaction (the unit of progress and of resuming). */
  @WholeNumber(1)
  CSV_IMPORT_CHUNK_ROWS = 1000;

  /** Rows one import turn handles before the uploader's job goes to the back of the queue. */
  @WholeNumber(1)
  CSV_IMPORT_SLICE_ROWS = 5000;

  /**
   * How long a worker's lock on an import or duplicate-check job lasts without renewal: a worker that died
   * has its job handed to another after about this long (BullMQ's stalled-job check).
   */
  @WholeNumber(1)
  CSV_IMPORT_LOCK_MS = 30_000;

  /** Folder the API streams uploads to before storing them in PostgreSQL (the system's temp folder when unset). */
  @IsOptional()
  @IsString()
  CSV_IMPORT_SPOOL_DIR?: string;

  /** Imports one account may have queued or running at once. */
  @WholeNumber(1)
  CSV_IMPORT_MEMBER_ACTIVE_BATCHES = 2;

  @WholeNumber(1)
  CSV_IMPORT_STAFF_ACTIVE_BATCHES = 10;

  /** Data rows one account may import in any 24 hours. */
  @WholeNumber(1)
  CSV_IMPORT_MEMBER_DAILY_ROWS = 1000;

  @WholeNumber(1)
  CSV_IMPORT_STAFF_DAILY_ROWS = 200_000;

  /** Submissions (form or import) one account may have waiting for review. */
  @WholeNumber(1)
  SUBMISSIONS_MEMBER_MAX_PENDING = 500;

  @WholeNumber(1)
  SUBMISSIONS_STAFF_MAX_PENDING = 200_000;

  /** Imported rows compared per transaction by the duplicate check (its unit of progress and of resuming). */
  @WholeNumber(1)
  CSV_DUPLICATES_CHUNK_ROWS = 100;

  /** Statement timeout of the duplicate check's chunks (names sharing most trigrams make lookups slow). */
  @WholeNumber(1)
  CSV_DUPLICATES_STATEMENT_TIMEOUT_MS = 300_000;

  /** Hours a finished "download my data" export can be downloaded. */
  @WholeNumber(1)
  DATA_EXPORT_TTL_HOURS = 24;

  /** Exports one user may request per rolling 24 hours. */
  @WholeNumber(1)
  DATA_EXPORT_MAX_PER_DAY = 5;
}

const LOCAL_PUBLIC_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL points at this machine by a loopback name or address. */
export function isLocalhostUrl(url: string): boolean {
  try {
    return LOCAL_PUBLIC_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The placeholder of .env.example (and its like): fine on a laptop, never in production. */
const PLACEHOLDER_SECRET = /change-?me/i;

/** Rules that tie several variables together (class-validator checks one at a time). */
function crossFieldErrors(env: Environment): string[] {
  const errors: string[] = [];
  if (env.NODE_ENV === NodeEnv.Production && PLACEHOLDER_SECRET.test(env.SESSION_SECRET)) {
    errors.push(
      '  - SESSION_SECRET: the placeholder of .env.example cannot be used in production; generate one (openssl rand -hex 32)',
    );
  }
  if (env.ROOT_SIGN_IN_ENABLED && env.NODE_ENV === NodeEnv.Production) {
    errors.push('  - ROOT_SIGN_IN_ENABLED: the ROOT sign-in cannot be enabled in production');
  }
  if (env.LINK_CHECK_ALLOW_PRIVATE_ADDRESSES && env.NODE_ENV === NodeEnv.Production) {
    errors.push('  - LINK_CHECK_ALLOW_PRIVATE_ADDRESSES: private addresses cannot be checked in production');
  }
  if (env.ROOT_SIGN_IN_ENABLED && !isLocalhostUrl(env.PUBLIC_URL)) {
    errors.push('  - ROOT_SIGN_IN_ENABLED: only allowed when PUBLIC_URL is a localhost address');
  }
  return errors;
}

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  const lines = errors.map((error) => {
    const reasons = Object.values(error.constraints ?? {}).join('; ');
    return `  - ${error.property}: ${reasons || 'invalid value'}`;
  });
  if (errors.length === 0) lines.push(...crossFieldErrors(env));
  if (lines.length > 0) {
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join('\n')}`);
  }
  return env;
}
