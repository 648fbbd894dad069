import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

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

  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(65535)
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

  /** Requests per minute per IP: every route / each sign-in route / each write route. */
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  RATE_LIMIT_DEFAULT = 300;

  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN = 20;

  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  RATE_LIMIT_WRITE = 60;

  @IsEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';
}

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const reasons = Object.values(error.constraints ?? {}).join('; ');
      return `  - ${error.property}: ${reasons || 'invalid value'}`;
    });
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join('\n')}`);
  }
  return env;
}
