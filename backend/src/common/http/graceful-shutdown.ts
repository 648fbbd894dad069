import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface Drainable {
  /** Ends open event streams, telling browsers to reconnect (to another instance) soon. */
  endStreams(): void;
}

/**
 * Stops the API the way a load balancer expects on SIGTERM: stop accepting connections, end the
 * event streams with a retry hint, let requests already started finish (within `graceMs`), close what
 * is left, then run Nest's shutdown hooks (Redis, queues, the database pool) once nothing uses them.
 * Nest's own enableShutdownHooks would close the pool first, under requests still running.
 */
export class GracefulShutdown {
  private inFlight = 0;
  private draining?: Promise<void>;
  private readonly idleWaiters = new Set<() => void>();

  constructor(
    private readonly app: INestApplication,
    private readonly options: {
      graceMs: number;
      streams?: Drainable;
      logger?: Logger;
      /** Runs after the app closed (the in-process worker, when the API runs one). */
      afterClose?: () => Promise<void>;
    },
  ) {
    const server = app.getHttpServer() as Server;
    // Counted from the first byte of each request to the end of its response.
    server.prependListener('request', (req, res) => {
      this.inFlight += 1;
      if (this.draining) res.setHeader('Connection', 'close');
      res.once('close', () => {
        this.inFlight -= 1;
        if (this.inFlight === 0) for (const wake of [...this.idleWaiters]) wake();
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Listens for SIGTERM and SIGINT; the process exits once drained. */
  listen(): this {
    const onSignal = (signal: NodeJS.Signals) => {
      this.options.logger?.info({ signal }, 'Shutting down: draining requests');
      this.drain().then(
        () => process.exit(0),
        (error: unknown) => {
          this.options.logger?.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    return this;
  }

  /** Drains and closes the app; calling it again returns the same promise. */
  drain(): Promise<void> {
    this.draining ??= this.run();
    return this.draining;
  }

  private async run(): Promise<void> {
    const server = this.app.getHttpServer() as Server;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    this.options.streams?.endStreams();
    const finished = await this.waitForIdle(this.options.graceMs);
    if (!finished) {
      this.options.logger?.warn(
        { requests: this.inFlight },
        'Shutdown grace period over: closing the requests still running',
      );
    }
    server.closeAllConnections();
    await closed;
    await this.app.close();
    await this.options.afterClose?.();
    this.options.logger?.info('Shut down');
  }

  private waitForIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(idle);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(this.inFlight === 0), timeoutMs);
      this.idleWaiters.add(wake);
    });
  }
}
