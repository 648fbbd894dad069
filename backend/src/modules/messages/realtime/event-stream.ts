import type { Request, Response } from 'express';

/** True when the client asked for server-sent events (EventSource always sends this Accept header). */
export function acceptsEventStream(req: Request): boolean {
  const accept = req.headers.accept ?? '';
  return accept.split(',').some((part) => part.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
}

/**
 * A text/event-stream response: headers go out at once (proxies told not to buffer), then one
 * `data:` block per event and a comment line as heartbeat so idle connections are not cut.
 */
export class EventStreamResponse {
  constructor(private readonly res: Response) {}

  open(retryMs: number): void {
    this.res.status(200);
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    // The connection ends with the stream (EventSource reconnects on a fresh one, which a load balancer
    // may send to another instance); an idle kept-alive socket would also hold up a shutdown.
    this.res.setHeader('Connection', 'close');
    this.res.setHeader('X-Accel-Buffering', 'no');
    this.res.flushHeaders();
    this.res.socket?.setNoDelay(true);
    this.write(`retry: ${retryMs}\n\n`);
  }

  /** One event; `json` is a single line (JSON.stringify never emits raw newlines). */
  data(json: string): void {
    this.write(`data: ${json}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  /** Ends the stream; with `retryMs`, first tells EventSource how soon to reconnect. */
  end(retryMs?: number): void {
    if (retryMs !== undefined) this.write(`retry: ${Math.round(retryMs)}\n\n`);
    if (!this.res.writableEnded) this.res.end();
  }

  private write(chunk: string): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(chunk);
  }
}
