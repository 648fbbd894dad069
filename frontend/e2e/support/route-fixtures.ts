import { expect, type Page } from '@playwright/test';
import { personCsv } from './person-csv';

/**
 * The screens that only exist for a record (a payment being made, a CSV batch, a mass message), set
 * up through the API with the page's own session so the layout and accessibility walks can open them.
 */

function originOf(page: Page): string {
  return new URL(page.url().startsWith('http') ? page.url() : (process.env.E2E_BASE_URL ?? 'http://localhost:5100'))
    .origin;
}

/** /checkout for a points pack whose payment was just started (the card form, not yet paid). */
export async function checkoutPath(page: Page): Promise<string> {
  const packs = await page.request.get('/api/store/items?kind=points_pack');
  expect(packs.ok(), await packs.text()).toBe(true);
  const [pack] = (await packs.json()) as { name: string; price: number; points: number }[];
  const started = await page.request.post('/api/create-payment-intent', {
    headers: { Origin: originOf(page) },
    data: { amount: pack.price, type: 'points', points: pack.points, packageName: pack.name },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  return `/checkout?client_secret=${encodeURIComponent(clientSecret)}&type=points`;
}

/** /payment-success as Stripe's redirect lands on it (without a payment to confirm: the thank-you screen). */
export const PAYMENT_SUCCESS_PATH = '/payment-success?type=points';

/** The status screen of a one-row CSV batch the page's user uploads. */
export async function batchStatusPath(page: Page, label: string): Promise<string> {
  const row: Record<string, string> = {
    name: `${label} batch entry`,
    description: 'An entry imported from a one-row CSV file to show its batch status screen.',
    tags: 'irl',
  };
  const csv = personCsv([row], '\r\n');
  const uploaded = await page.request.post('/api/submissions/upload', {
    headers: { Origin: originOf(page) },
    multipart: {
      type: 'person',
      file: { name: `${label}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { id } = (await uploaded.json()) as { id: string };
  return `/submissions/batches/${id}`;
}

/** The status screen of a mass message to the admins (a small fan-out that leaves members' inboxes alone). */
export async function massMessageStatusPath(page: Page, label: string): Promise<string> {
  const sent = await page.request.post('/api/admin/mass-message', {
    headers: { Origin: originOf(page) },
    data: {
      subject: `${label} status check`,
      content: 'A note to the admins from the screen checks.',
      recipients: 'admins',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string | number };
  return `/admin/communications/mass-messages/${id}`;
}
