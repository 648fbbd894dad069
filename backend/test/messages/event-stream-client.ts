import { get, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  type: string;
  [key: string]: unknown;
}

/** An open text/event-stream read the way EventSource reads it: one JSON event per data line. */
export interface EventStreamConnection {
  response: IncomingMessage;
  events: StreamEvent[];
  /** Resolves with the first event (seen or to come) that matches; rejects after `timeoutMs`. */
  next(predicate: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` with node's http.get, as a browser's EventSource would (Accept: text/event-stream). */
export function openEventStream(url: string, cookie: string): Promise<EventStreamConnection> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Accept: 'text/event-stream', Cookie: cookie } }, (response) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('error', () => undefined); // 'aborted' after close() is expected
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          if (data) events.push(JSON.parse(data) as StreamEvent);
          boundary = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        response,
        events,
        ended,
        next(predicate, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const match = events.find(predicate);
              if (!match) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(match);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** Polls `condition` until it holds; rejects after `timeoutMs` (cleanup after a disconnect is asynchronous). */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition still false after ${timeoutMs} ms`);
    await new Promise((resume) => setTimeout(resume, 20));
  }
}
