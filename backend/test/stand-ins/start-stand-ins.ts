import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { OAuth2ProviderStandIn } from './oauth2-provider.js';
import { SteamOpenIdProviderStandIn } from './steam-openid-provider.js';

export interface StartStandInsOptions {
  /** The site's PUBLIC_URL; the redirect URIs registered with the stand-ins are {publicUrl}/api/auth/{platform}/callback. */
  publicUrl: string;
  /** Fixed ports: Google on `port`, Discord on `port + 1`, Steam on `port + 2`. Default: free ports. */
  port?: number;
}

export interface RunningStandIns {
  /** The variables the backend needs to use the stand-ins (GOOGLE_*, DISCORD_*, STEAM_*). */
  env: Record<string, string>;
  google: OAuth2ProviderStandIn;
  discord: OAuth2ProviderStandIn;
  steam: SteamOpenIdProviderStandIn;
  close(): Promise<void>;
}

/** Starts the Google, Discord and Steam stand-ins on 127.0.0.1. */
export async function startStandIns(options: StartStandInsOptions): Promise<RunningStandIns> {
  const base = options.publicUrl.replace(/\/+$/, '');
  const callback = (platform: string) => `${base}/api/auth/${platform}/callback`;
  const secret = () => randomBytes(18).toString('base64url');
  const credentials = {
    google: { clientId: 'stand-in-google-client.apps.googleusercontent.com', clientSecret: secret() },
    discord: { clientId: '100000000000000001', clientSecret: secret() },
    steamApiKey: randomBytes(16).toString('hex').toUpperCase(),
  };
  const google = new OAuth2ProviderStandIn({
    kind: 'google',
    ...credentials.google,
    redirectUris: [callback('google')],
  });
  const discord = new OAuth2ProviderStandIn({
    kind: 'discord',
    ...credentials.discord,
    redirectUris: [callback('discord')],
  });
  const steam = new SteamOpenIdProviderStandIn({ apiKey: credentials.steamApiKey });
  const close = async () => {
    await Promise.all([google.close(), discord.close(), steam.close()]);
  };
  try {
    await google.start(options.port ?? 0);
    await discord.start(options.port ? options.port + 1 : 0);
    await steam.start(options.port ? options.port + 2 : 0);
  } catch (err) {
    await close();
    throw err;
  }

  const env = {
    GOOGLE_CLIENT_ID: credentials.google.clientId,
    GOOGLE_CLIENT_SECRET: credentials.google.clientSecret,
    GOOGLE_AUTHORIZATION_URL: google.authorizationUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
    DISCORD_CLIENT_ID: credentials.discord.clientId,
    DISCORD_CLIENT_SECRET: credentials.discord.clientSecret,
    DISCORD_AUTHORIZATION_URL: discord.authorizationUrl,
    DISCORD_TOKEN_URL: discord.tokenUrl,
    DISCORD_API_BASE_URL: discord.apiBaseUrl,
    STEAM_API_KEY: credentials.steamApiKey,
    STEAM_OPENID_URL: steam.openIdUrl,
    STEAM_API_BASE_URL: steam.apiBaseUrl,
  };
  return { env, google, discord, steam, close };
}

/**
 * Script mode, for the end-to-end harness:
 *   node --import @swc-node/register/esm-register test/stand-ins/start-stand-ins.ts \
 *     --public-url http://localhost:5100 [--env-json out.json] [--port 5200]
 * Writes the env JSON to the file (when given) and prints it, then runs until SIGTERM or SIGINT.
 *
 * Node 20 reads `--env-file` as its own option even after the script name (and exits when the file
 * is missing), so the file option is --env-json; `--env-file` works only after a `--` separator.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'public-url': { type: 'string' },
      'env-json': { type: 'string' },
      'env-file': { type: 'string' },
      port: { type: 'string' },
    },
  });
  const publicUrl = values['public-url'];
  const envFile = values['env-json'] ?? values['env-file'];
  if (!publicUrl) throw new Error('--public-url is required');
  const port = values.port ? Number(values.port) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65534))
    throw new Error('--port must be a port number');

  const standIns = await startStandIns({ publicUrl, port });
  const json = JSON.stringify(standIns.env, null, 2);
  if (envFile) await writeFile(envFile, `${json}\n`);
  process.stdout.write(`${json}\n`);

  const stop = (signal: NodeJS.Signals) => {
    standIns.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`Closing the stand-ins after ${signal} failed:`, err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Jest imports this file as a module; only `node .../start-stand-ins.ts` runs the script.
if (/start-stand-ins\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
