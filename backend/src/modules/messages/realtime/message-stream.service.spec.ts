import { NotAcceptableException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import type { MessageStreamHub, StreamListener } from './message-stream.hub.js';
import { HEARTBEAT_INTERVAL_MS, MessageStreamService } from './message-stream.service.js';

/** Just enough of an express response to record what the stream writes. */
class RecordingResponse extends EventEmitter {
  headers: Record<string, string> = {};
  chunks: string[] = [];
  statusCode = 0;
  headersFlushed = false;
  writableEnded = false;
  destroyed = false;
  socket = { setNoDelay: jest.fn() };
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  flushHeaders() {
    this.headersFlushed = true;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

function fakeHub() {
  const listeners: StreamListener[] = [];
  const unregister = jest.fn();
  const hub = {
    add: jest.fn((_userId: string, listener: StreamListener) => {
      listeners.push(listener);
      return Promise.resolve(unregister);
    }),
  };
  return { hub: hub as unknown as MessageStreamHub, listeners, unregister };
}

const request = (accept?: string) => ({ headers: accept === undefined ? {} : { accept } }) as Request;

describe('MessageStreamService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flushes event-stream headers at once, then sends ready once subscribed', async () => {
    const { hub } = fakeHub();
    const res = new RecordingResponse();

    await new MessageStreamService(hub).open('u1', request('text/event-stream'), res as unknown as Response);

    expect(res.statusCode).toBe(200);
    expect(res.headersFlushed).toBe(true);
    expect(res.headers).toEqual({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'close',
      'x-accel-buffering': 'no',
    });
    expect(res.chunks).toEqual(['retry: 5000\n\n', 'data: {"type":"ready"}\n\n']);
  });

  it('forwards published events as data lines and sends a heartbeat comment every 25 s', async () => {
    const { hub, listeners } = fakeHub();
    const res = new RecordingResponse();
    await new MessageStreamService(hub).open('u1', request('text/event-stream'), res as unknown as Response);

    listeners[0].send('{"type":"message"}');
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(res.chunks.slice(2)).toEqual(['data: {"type":"message"}\n\n']);
    jest.advanceTimersByTime(1);
    expect(res.chunks.slice(2)).toEqual(['data: {"type":"message"}\n\n', ': keep-alive\n\n']);
  });

  it('stops the heartbeat and unregisters when the connection closes', async () => {
    const { hub, unregister } = fakeHub();
    const res = new RecordingResponse();
    await new MessageStreamService(hub).open('u1', request('text/event-stream'), res as unknown as Response);

    res.emit('close');
    const written = res.chunks.length;
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);

    expect(unregister).toHaveBeenCalledTimes(1);
    expect(res.chunks).toHaveLength(written);
  });

  it('ends the stream after 30 minutes so the browser reconnects through the guards', async () => {
    const { hub, unregister } = fakeHub();
    const res = new RecordingResponse();
    await new MessageStreamService(hub).open('u1', request('text/event-stream'), res as unknown as Response);

    jest.advanceTimersByTime(30 * 60_000);

    expect(res.writableEnded).toBe(true);
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it.each([[undefined], ['*/*'], ['application/json']])('refuses Accept %p with 406', async (accept) => {
    const { hub } = fakeHub();
    const res = new RecordingResponse();
    await expect(
      new MessageStreamService(hub).open('u1', request(accept), res as unknown as Response),
    ).rejects.toBeInstanceOf(NotAcceptableException);
    expect(res.headersFlushed).toBe(false);
  });

  it('accepts text/event-stream among other types and with parameters', async () => {
    const { hub } = fakeHub();
    const res = new RecordingResponse();
    await new MessageStreamService(hub).open(
      'u1',
      request('application/json;q=0.5, Text/Event-Stream;q=1'),
      res as unknown as Response,
    );
    expect(res.statusCode).toBe(200);
  });
});
