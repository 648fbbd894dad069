import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { pinoHttp } from 'pino-http';
import { loggableError, pathOnly } from './redact.js';

/** The process's logger; `destination` lets tests read the lines. */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'irl-history' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One structured JSON line per request, with a request id that is echoed back in X-Request-Id. The
 * URL is logged as its path only: callbacks carry one-time codes and signatures in the query.
 */
export function createRequestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Static assets of the SPA would drown the API lines.
    autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOnly(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  });
}
