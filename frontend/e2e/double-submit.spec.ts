import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from './support/test';
import { grantPoints } from './support/points';
import { signInAsRoot, signInWithDiscord, signInWithRole } from './support/sign-in';

/*
 * A double-click on each button that creates or sends something creates one row: the screen ignores the
 * second press while the first request runs, and the request carries an Idempotency-Key that the server
 * answers once. Each journey counts the rows through the API afterwards.
 */

const run = Date.now().toString(36).slice(-6);

type SessionUser = { id: string; username: string; displayName: string; availablePoints: number };
type Paged<T> = { items: T[] };
type Person = { state: BrowserContextOptions['storageState']; user: SessionUser };

const originOf = (page: Page) => new URL(page.url()).origin;

async function sessionUser(page: Page): Promise<SessionUser> {
  const body = (await (await page.request.get('/api/auth/user')).json()) as { user: SessionUser | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function toast(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

/** Two people of this file: a member, and a moderator who writes (and receives the member's message). */
let member: Person;
let editor: Person;
let articleId: number;

async function pageOf(browser: Browser, who: Person): Promise<Page> {
  const page = await (await browser.newContext({ storageState: who.state })).newPage();
  await page.goto('/');
  return page;
}

async function rootPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInAsRoot(page);
  return page;
}

test.describe('a double-click creates one row', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const memberPage = await signInWithDiscord(browser, `e2e_double_${run}`, `Double ${run}`);
    member = { state: await memberPage.context().storageState(), user: await sessionUser(memberPage) };
    await memberPage.context().close();
    const editorPage = await signInWithRole(browser, `e2e_twice_${run}`, `Twice ${run}`, 'moderator');
    editor = { state: await editorPage.context().storageState(), user: await sessionUser(editorPage) };
    await editorPage.context().close();
  });

  test('Publish in the editor publishes one article', async ({ browser }) => {
    const page = await pageOf(browser, editor);
    const title = `Published once ${run}`;
    await page.goto('/create');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).selectOption('Technology');
    await page.getByTestId('article-editor').click();
    await page.keyboard.type('A double-click must not publish this twice.');
    await page.getByRole('button', { name: 'Publish' }).dblclick();
    await toast(page, 'Article published!');
    await expect(page).toHaveURL(/\/article\/\d+$/);
    articleId = Number(/\/article\/(\d+)$/.exec(page.url())?.[1]);

    const articles = await getJson<Paged<{ id: number; title: string }>>(
      page.request,
      `/api/users/by-username/${editor.user.username}/articles`,
    );
    expect(articles.items.filter((article) => article.title === title)).toHaveLength(1);
  });

  test('Post Comment posts one comment', async ({ browser }) => {
    const page = await pageOf(browser, member);
    const text = `Only once, please ${run}`;
    await page.goto(`/article/${articleId}`);
    await page.getByLabel('Write a comment').fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).dblclick();
    await toast(page, 'Comment posted!');

    const comments = await getJson<Paged<{ content: string }>>(page.request, `/api/articles/${articleId}/comments`);
    expect(comments.items.filter((comment) => comment.content === text)).toHaveLength(1);
  });

  test('Send Message in a direct message sends one message', async ({ browser }) => {
    const page = await pageOf(browser, member);
    const text = `One message ${run}`;
    await page.goto(`/profile/${editor.user.username}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Message' });
    await dialog.getByLabel('Message').fill(text);
    await dialog.getByRole('button', { name: 'Send Message' }).dblclick();
    await toast(page, `Message sent to ${editor.user.displayName} successfully.`);

    const thread = await getJson<Paged<{ content: string }>>(page.request, `/api/messages/with/${editor.user.id}`);
    expect(thread.items.filter((message) => message.content === text)).toHaveLength(1);
  });

  test('Submit for Review submits one entry', async ({ browser }) => {
    const page = await pageOf(browser, member);
    const name = `Submitted Once ${run}`;
    await page.goto('/submissions/new');
    await page.getByRole('button', { name: /^Person/ }).click();
    await page.getByLabel('Name *').fill(name);
    await page.getByLabel('Description *').fill(`${name} streamed real life from the streets for years.`);
    await page.getByRole('button', { name: 'Submit for Review' }).dblclick();
    await toast(page, 'Submission Successful');

    const mine = await getJson<Paged<{ name: string }>>(page.request, '/api/submissions/mine');
    expect(mine.items.filter((submission) => submission.name === name)).toHaveLength(1);
  });

  test('Purchase in the Store buys the flair once and spends its points once', async ({ browser }) => {
    const root = await rootPage(browser);
    const created = await root.request.post('/api/admin/store/flairs', {
      headers: { Origin: originOf(root) },
      data: {
        name: `e2e-once-${run}`,
        displayName: `Once ${run}`,
        description: 'Made by the double-submit journey',
        backgroundColor: '#0e7490',
        textColor: '#ffffff',
        borderColor: '#22d3ee',
        pointCost: 40,
        price: 0,
        requiresApplication: false,
        isAnimated: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const flairId = ((await created.json()) as { id: number }).id;
    try {
      // Enough for two purchases, so only the server's answer could stop a second one.
      await grantPoints(member.user.id, 100);
      const page = await pageOf(browser, member);
      const before = (await sessionUser(page)).availablePoints;
      await page.goto('/store');
      await page.getByTestId(`store-flair-e2e-once-${run}`).getByRole('button', { name: 'Buy' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Purchase' }).dblclick();
      await toast(page, 'Flair purchased!');

      const owned = await getJson<{ flairId: number }[]>(page.request, `/api/users/${member.user.id}/flairs`);
      expect(owned.filter((flair) => flair.flairId === flairId)).toHaveLength(1);
      expect((await sessionUser(page)).availablePoints).toBe(before - 40);
    } finally {
      const retired = await root.request.patch(`/api/admin/store/flairs/${flairId}`, {
        headers: { Origin: originOf(root) },
        data: { retired: true },
      });
      expect(retired.status(), await retired.text()).toBe(200);
    }
  });

  test('Upload uploads the CSV file once', async ({ browser }) => {
    const page = await pageOf(browser, member);
    const columns = ['name', 'description', 'videos', 'links', 'photos', 'tags', 'nicknames', 'akas'];
    const more = ['isStreamer', 'streamLink', 'location', 'previousLocations', 'associatedWith'];
    const row = (n: number) =>
      [`Uploaded Once ${run} ${n}`, `An IRL streamer uploaded once as number ${n}.`, '', '', '', 'e2e', '', '']
        .concat(['true', `https://example.com/live/${n}`, '', '', ''])
        .join(',');
    const csv = `${[...columns, ...more].join(',')}\n${row(1)}\n${row(2)}\n`;
    await page.goto('/submissions/new');
    await page.getByRole('button', { name: /File Upload/ }).click();
    await page.getByLabel('CSV file').setInputFiles({
      name: `once-${run}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).dblclick();
    await expect(page.getByText('Upload Successful', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/submissions\/batches\//);
    // Counted in the data export below (there is no list of one's batches).
  });

  test('Buy in the Store starts one payment', async ({ browser }) => {
    const page = await pageOf(browser, member);
    await page.goto('/store?tab=points');
    await page.getByRole('button', { name: /^Buy Value:/ }).dblclick();
    await expect(page).toHaveURL(/\/checkout\?client_secret=pi_\w+_secret_\w+&type=points$/);
    // Counted in the data export below (the site lists no one's unfinished payments).
  });

  test('Download my data starts one export, which lists one payment and one CSV batch', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await pageOf(browser, member);
    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Your data' });
    await card.getByRole('button', { name: 'Download my data' }).dblclick();
    await expect(card.getByText('Your data is ready.')).toBeVisible({ timeout: 45_000 });

    const status = await getJson<{ latest: { id: string } | null }>(page.request, '/api/settings/export');
    const latest = status.latest;
    if (!latest) throw new Error('Expected an export');
    const exported = await getJson<{
      tables: {
        dataExports: unknown[];
        payments: { package_name: string }[];
        submissionBatches: { file_name: string }[];
      };
    }>(page.request, `/api/settings/export/${latest.id}/download?format=json`);
    expect(exported.tables.dataExports).toHaveLength(1);
    expect(exported.tables.payments.filter((payment) => payment.package_name === 'Value')).toHaveLength(1);
    expect(exported.tables.submissionBatches.filter((batch) => batch.file_name === `once-${run}.csv`)).toHaveLength(1);
  });

  test('Publish Announcement publishes one announcement', async ({ browser }) => {
    const admin = await signInWithRole(browser, `e2e_announce_${run}`, `Announcer ${run}`, 'admin');
    const title = `Announced once ${run}`;
    let created: { id: string; title: string }[] = [];
    try {
      await admin.goto('/admin/communications');
      await admin.getByLabel('Title').fill(title);
      await admin.getByLabel('Content').fill('This banner must appear once.');
      await admin.getByRole('button', { name: 'Publish Announcement' }).dblclick();
      await toast(admin, 'Announcement created');

      const all = await getJson<{ id: string; title: string }[]>(admin.request, '/api/admin/announcements');
      created = all.filter((announcement) => announcement.title === title);
      expect(created).toHaveLength(1);
    } finally {
      // Other journeys must not meet the banner.
      if (created.length === 0) {
        const all = await getJson<{ id: string; title: string }[]>(admin.request, '/api/admin/announcements');
        created = all.filter((announcement) => announcement.title === title);
      }
      for (const announcement of created) {
        const ended = await admin.request.post(`/api/admin/announcements/${announcement.id}/end`, {
          headers: { Origin: originOf(admin) },
        });
        expect(ended.status(), await ended.text()).toBe(200);
      }
    }
  });

  test('Send Message in mass messaging sends one mass message, and each recipient gets one copy', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signInWithRole(browser, `e2e_mass_${run}`, `Mass ${run}`, 'admin');
    const subject = `Sent once ${run}`;
    const content = `Every admin gets this once (${run}).`;
    await admin.goto('/admin/communications?tab=mass-messaging');
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Content').fill(content);
    await admin.getByLabel('Recipients', { exact: true }).selectOption('admins');
    await admin.getByRole('button', { name: 'Send Message' }).dblclick();
    await toast(admin, 'Mass message sent');
    await expect(admin.getByTestId('mass-message-status')).toHaveText('completed', { timeout: 60_000 });

    const sent = await getJson<{ subject: string }[]>(admin.request, '/api/admin/mass-messages');
    expect(sent.filter((message) => message.subject === subject)).toHaveLength(1);
    // This admin is one of the recipients: one copy in its inbox.
    const inbox = await getJson<Paged<{ user: { id: string }; lastMessage: { content: string } }>>(
      admin.request,
      '/api/messages/conversations',
    );
    const fromSite = inbox.items.find((conversation) => conversation.lastMessage.content.includes(content));
    if (!fromSite) throw new Error('Expected the mass message in the inbox');
    const thread = await getJson<Paged<{ content: string }>>(admin.request, `/api/messages/with/${fromSite.user.id}`);
    expect(thread.items.filter((message) => message.content.includes(content))).toHaveLength(1);
  });
});
