import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { pinoHttp } from 'pino-http';
import { loggableError, pathOnly } from './redact.js';

/** Log lines are written to stdout in blocks of about this many bytes... */
const LOG_BLOCK_BYTES = 4096;
/** ...and at least this often, so a quiet process's lines still appear within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output (or another file), written in blocks rather than with one write call per line (a request log line is
 * written on every request, and the write was a few per cent of a request's CPU). pino flushes the
 * block synchronously when the process exits, a crash included.
 */
export function bufferedDestination(fd = 1): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest: fd, minLength: LOG_BLOCK_BYTES, sync: false });
  const timer = setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}

/** The process's logger; `destination` lets tests read the lines. */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'irl-history' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: loggableError },
  };
  return pino(options, destination ?? bufferedDestination());
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
