import net from 'node:net';

// A copy of backend/test/faults/tcp-fault-proxy.ts for plain node scripts (see there for the details).

/** One direction of a proxied connection: holds chunks while paused or delayed, keeps their order. */
class Pipe {
  queue = [];
  timer;

  constructor(to, proxy) {
    this.to = to;
    this.proxy = proxy;
  }

  push(data) {
    this.queue.push({ data, due: Date.now() + this.proxy.delayMs });
    this.pump();
  }

  pump() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.proxy.paused) return;
    while (this.queue.length > 0) {
      const wait = this.queue[0].due - Date.now();
      if (wait > 0) {
        this.timer = setTimeout(() => this.pump(), wait);
        return;
      }
      const chunk = this.queue.shift();
      if (!this.to.destroyed) this.to.write(chunk.data);
    }
  }

  stop() {
    clearTimeout(this.timer);
    this.queue.length = 0;
  }
}

/**
 * A TCP proxy a test puts in front of Redis or PostgreSQL to inject faults:
 * - pause(): the connections stay open but nothing passes either way (a stuck or paused server);
 *   resume() delivers what was held, in order;
 * - cut(): every open connection is reset (a restart or a network cut); with refuse(true) new
 *   connections are reset at once too, until refuse(false) (the server is down);
 * - delay(ms): every chunk arrives ms later (a slow network or server).
 */
export class TcpFaultProxy {
  paused = false;
  delayMs = 0;
  refusing = false;
  connections = new Set();
  server;
  listenPort = 0;

  constructor(targetHost, targetPort) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }

  /** Starts listening on a free port of 127.0.0.1; resolves with that port. */
  async start() {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.listenPort = this.server.address().port;
    return this.listenPort;
  }

  get port() {
    return this.listenPort;
  }

  /** The target's URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl) {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.listenPort);
    return url.toString();
  }

  /** Open proxied connections. */
  get connectionCount() {
    return this.connections.size;
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    for (const connection of this.connections) for (const pipe of connection.pipes) pipe.pump();
  }

  delay(ms) {
    this.delayMs = ms;
  }

  refuse(on) {
    this.refusing = on;
  }

  /** Resets every open connection. */
  cut() {
    for (const connection of [...this.connections]) this.drop(connection);
  }

  async close() {
    this.cut();
    await new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  accept(client) {
    if (this.refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    const connection = { client, upstream, pipes: [] };
    const toUpstream = new Pipe(upstream, this);
    const toClient = new Pipe(client, this);
    connection.pipes.push(toUpstream, toClient);
    this.connections.add(connection);
    client.on('data', (data) => toUpstream.push(data));
    upstream.on('data', (data) => toClient.push(data));
    const end = () => this.drop(connection);
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  drop(connection) {
    if (!this.connections.delete(connection)) return;
    for (const pipe of connection.pipes) pipe.stop();
    if (!connection.client.destroyed) connection.client.resetAndDestroy();
    if (!connection.upstream.destroyed) connection.upstream.destroy();
  }
}
