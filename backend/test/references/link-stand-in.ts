import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkStandIn {
  base: string;
  /** Requests received, as "METHOD /path". */
  requests: string[];
  /** Status answered on a path (overrides the defaults below). */
  statuses: Map<string, number>;
  close: () => Promise<void>;
}

/**
 * A local web server standing in for cited sites: /ok 200, /gone 404, /no-head 405 to HEAD and 200 to
 * GET, /moved a redirect to /ok, /loop a redirect to itself, /slow never answers (a timeout).
 */
export async function startLinkStandIn(): Promise<LinkStandIn> {
  const requests: string[] = [];
  const statuses = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    requests.push(`${req.method} ${path}`);
    const forced = statuses.get(path);
    if (forced) return void res.writeHead(forced).end();
    switch (path) {
      case '/ok':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
      case '/gone':
        return void res.writeHead(404).end();
      case '/no-head':
        return void res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
      case '/moved':
        return void res.writeHead(301, { location: '/ok' }).end();
      case '/loop':
        return void res.writeHead(302, { location: '/loop' }).end();
      case '/slow':
        hanging.add(res);
        return;
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    statuses,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
