import net from 'node:net';

/** Resolves true when something accepts TCP connections on host:port within the timeout. */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Resolves null when a server could listen on `port` (all interfaces, as the site does), or the
 * reason it cannot (EADDRINUSE, EACCES...).
 */
export function listenProblem(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code ?? error.message));
    server.listen(port, () => server.close(() => resolve(null)));
  });
}

/** A TCP port that is free right now, preferring `preferred`. */
export async function freePort(preferred) {
  if (preferred && !(await isPortOpen(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Sends PING to a Redis at host:port and resolves true on +PONG. */
export function redisAnswers(port, host = '127.0.0.1', timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

export async function waitFor(check, { timeoutMs = 30000, intervalMs = 250, what = 'service' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
