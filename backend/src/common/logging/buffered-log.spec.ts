import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bufferedDestination, createRootLogger } from './request-logger.js';

/** The process log is written in blocks, and a line that fills no block still reaches the file. */
describe('bufferedDestination', () => {
  let dir: string;
  let fd: number;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'irl-log-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'a');
  });
  // Each test ends its destination, which closes the file.
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const end = async (destination: ReturnType<typeof bufferedDestination>) => {
    const closed = once(destination, 'close');
    destination.end();
    await closed;
  };

  const lines = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });

  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('holds a short line back, then writes it without another line coming', async () => {
    const destination = bufferedDestination(fd);
    const logger = createRootLogger('info', destination);
    logger.info('first');
    expect(lines()).toEqual([]);
    await until(() => lines().length === 1);
    expect(lines()[0].msg).toBe('first');
    await end(destination);
  });

  it('writes every line of a full block, in order', async () => {
    const destination = bufferedDestination(fd);
    const logger = createRootLogger('info', destination);
    const messages = Array.from({ length: 100 }, (_, i) => `line ${i} ${'x'.repeat(60)}`);
    for (const message of messages) logger.info(message);
    await until(() => lines().length === messages.length);
    expect(lines().map((line) => line.msg)).toEqual(messages);
    await end(destination);
  });
});
