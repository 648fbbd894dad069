import { Injectable, Logger, NotAcceptableException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { MessageStreamReadyEventDto } from '../dto/message-stream-event.dto.js';
import { acceptsEventStream, EventStreamResponse } from './event-stream.js';
import { randomUUID } from 'node:crypto';
import { MAX_STREAM_LIFETIME_MS, MessageStreamHub } from './message-stream.hub.js';
import { MessageErrors } from '../messages.errors.js';

export const HEARTBEAT_INTERVAL_MS = 25_000;
/** EventSource reconnects after this long when the stream ends. */
const RETRY_MS = 5000;

/** Serves one user's live message events as server-sent events. */
@Injectable()
export class MessageStreamService {
  private readonly logger = new Logger('MessageStream');

  constructor(private readonly hub: MessageStreamHub) {}

  async open(userId: string, req: Request, res: Response): Promise<void> {
    if (!acceptsEventStream(req)) {
      throw new NotAcceptableException(MessageErrors.eventStreamOnly);
    }
    const stream = new EventStreamResponse(res);
    stream.open(RETRY_MS);

    let closed = false;
    let unregister: (() => void) | undefined;
    const heartbeat = setInterval(() => stream.comment('keep-alive'), HEARTBEAT_INTERVAL_MS);
    const lifetime = setTimeout(() => stream.end(), MAX_STREAM_LIFETIME_MS);
    heartbeat.unref();
    lifetime.unref();
    // 'close' fires when the client goes away and when we end the response ourselves.
    res.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unregister?.();
    });

    try {
      unregister = await this.hub.add(userId, {
        id: randomUUID(),
        sessionId: req.sessionID,
        send: (payload) => stream.data(payload),
        close: (retryMs) => stream.end(retryMs),
      });
    } catch (error) {
      this.logger.warn(`Message stream unavailable: ${(error as Error).message}`);
      stream.end(); // the browser retries after RETRY_MS
      return;
    }
    if (closed) {
      unregister();
      return;
    }
    const ready: MessageStreamReadyEventDto = { type: 'ready' };
    stream.data(JSON.stringify(ready));
  }
}
