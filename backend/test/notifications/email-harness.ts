import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { NotificationMailer } from '../../src/modules/notifications/notification-mailer.js';
import { NotificationJob } from '../../src/modules/notifications/notifications.jobs.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { SmtpCatcher } from '../stand-ins/smtp-catcher.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';

/** The site and its worker, sending notification e-mails to a local SMTP catcher. */
export interface NotificationEmailHarness {
  t: TestApp;
  queue: Queue;
  mailer: NotificationMailer;
  smtp: SmtpCatcher;
  /** Empties the database and the inbox, then signs in alice and bob, who have e-mail addresses. */
  reset(): Promise<{ alice: Actor; bob: Actor }>;
  close(): Promise<void>;
}

export async function startNotificationEmailHarness(): Promise<NotificationEmailHarness> {
  const saved = { ...process.env };
  const smtp = await SmtpCatcher.start();
  process.env.SMTP_URL = smtp.url;
  const t = await createTestApp();
  const worker = await startTestWorker();
  const queue = worker.get<Queue>(getQueueToken(QueueName.Notifications));
  // The tests run the digests themselves, at the times they choose.
  await queue.removeJobScheduler(NotificationJob.Digests);
  return {
    t,
    queue,
    mailer: worker.get(NotificationMailer),
    smtp,
    async reset() {
      await resetDatabase(t.dataSource);
      smtp.clear();
      return {
        alice: await signedIn(t.dataSource, { username: 'alice', email: 'alice@example.test' }),
        bob: await signedIn(t.dataSource, { username: 'bob', email: 'bob@example.test' }),
      };
    },
    async close() {
      await queue.obliterate({ force: true });
      await worker.close();
      await t.close();
      await smtp.close();
      process.env = saved;
    },
  };
}

/**
 * The harness for the enclosing describe: started once (closed at the end) and reset before each test,
 * which hands that test's alice and bob to `onReset`. Returns a handle that reads through to the
 * started harness.
 */
export function useNotificationEmailHarness(
  onReset: (people: { alice: Actor; bob: Actor }) => void,
): Omit<NotificationEmailHarness, 'reset' | 'close'> {
  let current: NotificationEmailHarness | undefined;
  const started = (): NotificationEmailHarness => {
    if (!current) throw new Error('the notification e-mail harness starts in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await startNotificationEmailHarness();
  });
  beforeEach(async () => {
    onReset(await started().reset());
  });
  afterAll(() => current?.close());
  return {
    get t() {
      return started().t;
    },
    get queue() {
      return started().queue;
    },
    get mailer() {
      return started().mailer;
    },
    get smtp() {
      return started().smtp;
    },
  };
}
