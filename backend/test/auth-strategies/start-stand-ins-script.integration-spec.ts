import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BACKEND_DIR = resolve(__dirname, '../..');

async function waitForFile(path: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const content = await readFile(path, 'utf8').catch(() => null);
    if (content?.endsWith('\n')) return content;
    if (Date.now() > deadline) throw new Error(`${path} did not appear within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('start-stand-ins.ts run as a script', () => {
  it('writes the environment JSON, serves the stand-ins and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stand-ins-'));
    const envFile = join(dir, 'env.json');
    const child = spawn(
      process.execPath,
      [
        '--import',
        '@swc-node/register/esm-register',
        'test/stand-ins/start-stand-ins.ts',
        '--public-url',
        'http://localhost:5100',
        '--env-json',
        envFile,
      ],
      { cwd: BACKEND_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      const env = JSON.parse(await waitForFile(envFile, 20_000)) as Record<string, string>;
      expect(Object.keys(env).sort()).toEqual([
        'DISCORD_API_BASE_URL',
        'DISCORD_AUTHORIZATION_URL',
        'DISCORD_CLIENT_ID',
        'DISCORD_CLIENT_SECRET',
        'DISCORD_TOKEN_URL',
        'GOOGLE_AUTHORIZATION_URL',
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'GOOGLE_TOKEN_URL',
        'GOOGLE_USERINFO_URL',
        'STEAM_API_BASE_URL',
        'STEAM_API_KEY',
        'STEAM_OPENID_URL',
      ]);
      const authorize = new URL(env.GOOGLE_AUTHORIZATION_URL);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: env.GOOGLE_CLIENT_ID,
        redirect_uri: 'http://localhost:5100/api/auth/google/callback',
        scope: 'openid email profile',
      }).toString();
      const page = await fetch(authorize);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Sign in to Google (local stand-in)');
      expect(JSON.parse(stdout)).toEqual(env);

      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
