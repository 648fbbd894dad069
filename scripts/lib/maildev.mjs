import { join } from 'node:path';
import { freePort, isPortOpen, waitFor } from './net.mjs';
import { startBackground } from './proc.mjs';

/**
 * Starts maildev (a local catch-all SMTP server with a web inbox) for `npm start` with DEV_MAILDEV=1,
 * and returns the SMTP_URL that points the site at it and the inbox address. Nothing leaves the machine.
 */
export async function startMaildev(root) {
  const smtpPort = await freePort(Number(process.env.MAILDEV_SMTP_PORT ?? 1025));
  const webPort = await freePort(Number(process.env.MAILDEV_WEB_PORT ?? 1080));
  const server = startBackground(
    'node',
    [
      join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitFor(async () => (await isPortOpen(smtpPort)) && (await isPortOpen(webPort)), {
      what: 'maildev',
      timeoutMs: 30000,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    inboxUrl: `http://localhost:${webPort}`,
    stop: () => server.stop(),
  };
}

/** DEV_MAILDEV=1 (or true) asks for maildev; a configured SMTP_URL always wins. */
export function wantsMaildev() {
  return (
    ['1', 'true', 'yes', 'on'].includes(String(process.env.DEV_MAILDEV ?? '').toLowerCase()) && !process.env.SMTP_URL
  );
}
