import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const MAX_BODY_BYTES = 64 * 1024;

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/** A loopback HTTP server whose handler errors become 500s instead of crashing the test run. */
export class StandInServer {
  private server: Server | null = null;
  origin = '';

  constructor(
    private readonly name: string,
    private readonly handler: Handler,
  ) {}

  async listen(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.origin);
      Promise.resolve(this.handler(req, res, url)).catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: 'server_error', error_description: String(err) });
        else res.end();
      });
    });
    server.keepAliveTimeout = 1000;
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  }

  toString(): string {
    return `${this.name} stand-in at ${this.origin}`;
  }
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  const type = req.headers['content-type'] ?? '';
  if (size > 0 && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new BadRequest('Expected an application/x-www-form-urlencoded body');
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export class BadRequest extends Error {}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** `base` with extra query parameters, keeping the ones it already has. */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** A small SVG avatar, so profile pictures resolve without the internet. */
export function sendAvatar(res: ServerResponse, label: string): void {
  const letter = escapeHtml((label.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#5865f2"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
  res.end(svg);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
