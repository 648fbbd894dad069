import { type Browser, expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';
import { call, expectInert, expectShownAsText, findDangerous, open, TRAP, watchDialogs } from './support/xss-checks';
import { batches, loadXssCorpus, packPayloads } from './support/xss-corpus';
import { type CorpusRun, legalDocuments, supportInbox } from './support/xss-support-legal';

/**
 * Every payload of e2e/data/xss-payloads.txt through every free-text input that other people see,
 * seeded through the API and rendered in Chromium as the person who sees it. Nothing may run and no
 * dangerous node or attribute may reach the page. The contexts bypass the Content-Security-Policy,
 * so the sanitisers and the rendering are what is tested, not the policy that backs them up.
 */

const run = Date.now().toString(36).slice(-6);
const corpus = loadXssCorpus().map((entry) => entry.payload);
/** Text fields: a form feed is a control character most of them refuse; the HTML tricks live in the body. */
const multiLine = corpus.map((payload) => payload.replace(/\f/g, ' '));
/** One-line fields (names, titles): control characters become spaces. */
const oneLine = corpus.map((payload) => payload.replace(/[\t\n\r\f]/g, ' '));

async function member(browser: Browser): Promise<Page> {
  const page = await signInWithDiscord(browser, `xss_member_${run}`, `XSS Member ${run}`, { bypassCSP: true });
  await page.context().addInitScript(TRAP);
  await page.reload(); // the trap applies from the next document on
  return page;
}

async function admin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(TRAP);
  const page = await context.newPage();
  await page.goto('/');
  await signInAsRoot(page);
  return page;
}

/**
 * The username in another letter case (usernames are looked up case-insensitively): a new address,
 * so the profile screen fetches the profile afresh instead of showing what it cached.
 */
function spelling(username: string, variant: number): string {
  let bit = 0;
  return username.replace(/[a-z]/g, (letter) => ((variant + 1) & (1 << bit++) ? letter.toUpperCase() : letter));
}

const TYPE_FIELDS = {
  person: { text: ['location'], lists: ['nicknames', 'akas', 'previousLocations', 'associatedWith'], fixed: {} },
  event: { text: ['venue'], lists: ['participants'], fixed: { date: '2020-01-01' } },
  place: { text: ['address'], lists: [], fixed: { placeType: 'other' } },
  meme: { text: ['origin', 'popularityPeriod'], lists: [], fixed: {} },
  group: { text: ['memberCount', 'founded'], lists: [], fixed: { activeStatus: 'unknown' } },
} as const;
type EntryType = keyof typeof TYPE_FIELDS;

test.describe('XSS corpus', () => {
  test('every payload in every free-text field others see stays inert', async ({ browser }) => {
    test.setTimeout(420_000);
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const dialogs: string[] = [];
    const root = await admin(browser);
    const user = await member(browser);
    watchDialogs(root, dialogs);
    watchDialogs(user, dialogs);
    const origin = new URL(root.url()).origin;
    const tag = `xss${run}`;
    const username = `xss_member_${run}`;
    const memberId = String((await call(user.request, origin, 'GET', `/api/users/by-username/${username}`)).id);
    const rootId = ((await call(root.request, origin, 'GET', '/api/auth/user')).user as { id: string }).id;
    const cleanups: Array<() => Promise<unknown>> = [];

    // The checks can see a hole: a handler injected on purpose runs (the policy is bypassed) and is found.
    await user.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<img id="xss-canary" src="x:" onerror="alert(1)">'),
    );
    await expect.poll(() => user.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe('alert');
    expect(await user.evaluate(findDangerous)).toHaveLength(1);
    await user.evaluate(() => {
      document.getElementById('xss-canary')?.remove();
      delete (window as unknown as { __xss?: unknown }).__xss;
    });

    try {
      let firstArticle = 0;
      let firstTitle = '';
      await test.step('articles: body, title and excerpt, read by a member', async () => {
        const groups = batches(corpus, 40);
        const titles = packPayloads(oneLine, 200, (i) => `${tag} title ${i}`);
        const excerpts = packPayloads(oneLine, 500, (i) => `${tag} excerpt ${i}`);
        const ids: number[] = [];
        for (const [i, group] of groups.entries()) {
          const created = await call(root.request, origin, 'POST', '/api/articles', {
            title: titles[i] ?? `${tag} title ${i}`,
            excerpt: excerpts[i] ?? null,
            content: group.map((payload) => `<p>${tag} body ${i}</p>${payload}`).join('\n'),
            category: 'Technology',
            tags: ['xss'],
          });
          ids.push(Number(created.id));
          const id = Number(created.id);
          cleanups.push(() => root.request.delete(`/api/articles/${id}`, { headers: { Origin: origin } }));
        }
        firstArticle = ids[0];
        firstTitle = titles[0];
        for (const [i, id] of ids.entries()) {
          await open(user, `/article/${id}`);
          await expect(user.getByTestId('article-body')).toContainText(`${tag} body ${i}`, { timeout: 30_000 });
          await expectShownAsText(user.locator('main h1'), [titles[i]]);
          await expectInert(user, `article ${i}`, dialogs);
        }
        await open(user, `/browse?q=${tag}`);
        await expect(user.getByTestId('article-card').first()).toBeVisible({ timeout: 30_000 });
        await expectInert(user, 'browse', dialogs);
      });

      await test.step('comments, read by a member', async () => {
        const comments = packPayloads(multiLine, 5000, (i) => `${tag} comment ${i}`);
        for (const content of comments) {
          await call(root.request, origin, 'POST', `/api/articles/${firstArticle}/comments`, { content });
        }
        await user.reload();
        await open(user, `/article/${firstArticle}`);
        await expectShownAsText(user.getByTestId('comment'), comments);
        await expectInert(user, 'comments', dialogs);
      });

      await test.step("reports' details, read by the moderators in their inbox", async () => {
        const details = packPayloads(multiLine, 1000, (i) => `${tag} report ${i}`);
        for (const [i, words] of details.entries()) {
          // One report per member and item: each payload group reports its own comment of ROOT's.
          const comment = await call(root.request, origin, 'POST', `/api/articles/${firstArticle}/comments`, {
            content: `${tag} reported comment ${i}`,
          });
          await call(user.request, origin, 'POST', '/api/reports', {
            subjectKind: 'comment',
            subjectId: String(comment.id),
            reason: 'other',
            details: words,
          });
        }
        await open(root, '/moderation');
        await expectShownAsText(root.getByTestId('reported-item'), details);
        await expectInert(root, 'moderation inbox', dialogs);
      });

      await test.step("moderators' reasons and notes: on the hidden comments and in the member's Activity Log", async () => {
        // On an article of its own, so every comment fits on one page of the thread.
        const article = await call(root.request, origin, 'POST', '/api/articles', {
          title: `${tag} moderated`,
          content: `<p>${tag} moderated</p>`,
          category: 'Technology',
        });
        const articleId = Number(article.id);
        cleanups.push(() => root.request.delete(`/api/articles/${articleId}`, { headers: { Origin: origin } }));
        const post = async (i: number) =>
          Number(
            (
              await call(user.request, origin, 'POST', `/api/articles/${articleId}/comments`, {
                content: `${tag} moderated comment ${i}`,
              })
            ).id,
          );
        const reasons = packPayloads(multiLine, 500, (i) => `${tag} hide reason ${i}`);
        for (const [i, reason] of reasons.entries()) {
          const id = await post(i);
          await call(root.request, origin, 'POST', `/api/articles/${articleId}/comments/${id}/hide`, {
            reasonCategory: 'other',
            reason,
          });
        }
        const notes = packPayloads(multiLine, 1000, (i) => `${tag} removal note ${i}`);
        for (const [i, note] of notes.entries()) {
          const id = await post(reasons.length + i);
          await call(root.request, origin, 'POST', `/api/articles/${articleId}/comments/${id}/remove`, {
            reasonCategory: 'other',
            note,
          });
        }
        await open(root, `/article/${articleId}`);
        await expectShownAsText(root.getByTestId('comment'), reasons);
        await expectInert(root, 'hidden comments (moderator view)', dialogs);

        await open(root, `/profile/${username}`);
        await root.getByRole('button', { name: 'Manage User' }).click();
        const manage = root.getByRole('dialog', { name: 'Manage User' });
        await manage.getByRole('button', { name: 'View Activity Log' }).click();
        const log = manage.getByRole('region', { name: 'Activity log' });
        await expect(log.getByTestId('audit-entry').first()).toBeVisible({ timeout: 30_000 });
        const more = log.getByRole('button', { name: 'Load More' });
        while (await more.isVisible()) {
          const shown = await log.getByTestId('audit-entry').count();
          await more.click();
          await expect.poll(() => log.getByTestId('audit-entry').count()).toBeGreaterThan(shown);
        }
        await expectShownAsText(log.getByTestId('audit-entry'), [...reasons, ...notes]);
        await expectInert(root, 'activity log notes', dialogs);
        await root.keyboard.press('Escape');
      });

      await test.step('direct messages, read by the receiver', async () => {
        const messages = packPayloads(corpus, 5000, (i) => `${tag} message ${i}`);
        for (const content of messages) {
          await call(root.request, origin, 'POST', '/api/messages', { receiverId: memberId, content });
        }
        await open(user, `/messages/${rootId}`);
        await expectShownAsText(user.getByTestId('message-text'), messages);
        await expectInert(user, 'messages', dialogs);
      });

      await test.step('profile bio and names, seen by another user', async () => {
        const bios = packPayloads(multiLine, 1000, (i) => `${tag} bio ${i}`);
        const names = packPayloads(oneLine, 100, (i) => `n${i}`);
        for (const [i, bio] of bios.entries()) {
          const [displayName, firstName, lastName] = [names[3 * i], names[3 * i + 1], names[3 * i + 2]];
          await call(user.request, origin, 'PATCH', '/api/users/me/profile', {
            bio,
            displayName,
            firstName,
            lastName,
            showRealName: true,
            displayNamePreference: 'realname',
          });
          await open(root, `/profile/${spelling(username, i)}`);
          await expectShownAsText(root.getByTestId('profile-bio'), [bio]);
          await expectShownAsText(root.locator('main h1'), [firstName, lastName]);
          await expectInert(root, `profile ${i}`, dialogs);
        }
        for (const field of ['twitterHandle', 'twitchUsername', 'youtubeChannel', 'discordUsername']) {
          const response = await user.request.patch('/api/users/me/profile', {
            headers: { Origin: origin },
            data: { [field]: '"><img src=x onerror=alert(1)>' },
          });
          expect(response.status(), field).toBe(400);
        }
        await call(user.request, origin, 'PATCH', '/api/users/me/profile', {
          displayName: `XSS Member ${run}`,
          firstName: null,
          lastName: null,
          showRealName: false,
          displayNamePreference: 'username',
        });
      });

      await test.step('contributions: reviewed by an admin, then read in the archive', async () => {
        const descriptions = packPayloads(multiLine, 10_000, (i) => `${tag} description ${i}`);
        const names = packPayloads(oneLine, 200, (i) => `${tag} name ${i}`);
        const texts = packPayloads(oneLine, 500, (i) => `${tag} text ${i}`);
        const listItems = batches(
          oneLine.map((payload) => payload.trim()).filter((payload) => payload.length > 0 && payload.length <= 500),
          50,
        );
        let nextText = 0;
        let nextList = 0;
        const types = Object.keys(TYPE_FIELDS) as EntryType[];
        const submitted: Array<{ type: EntryType; id: string; name: string; description: string }> = [];
        for (const [i, type] of types.entries()) {
          const fields: Record<string, unknown> = { type, ...TYPE_FIELDS[type].fixed };
          fields.name = names[i];
          fields.description = descriptions[i % descriptions.length];
          fields.tags = listItems[nextList++ % listItems.length];
          for (const field of TYPE_FIELDS[type].text) fields[field] = texts[nextText++ % texts.length];
          for (const field of TYPE_FIELDS[type].lists) fields[field] = listItems[nextList++ % listItems.length];
          const created = await call(user.request, origin, 'POST', '/api/submissions', fields);
          submitted.push({
            type,
            id: (created.submission as { id: string }).id,
            name: names[i],
            description: String(fields.description),
          });
        }
        for (const entry of submitted) {
          await open(root, `/admin/content?status=pending&type=${entry.type}`);
          await root
            .getByRole('button', { name: `Review ${entry.name.slice(0, 40)}` })
            .first()
            .click();
          const fields = root.getByRole('dialog').getByTestId('submission-fields');
          await expectShownAsText(fields, [entry.description]);
          await expectInert(root, `review of a ${entry.type}`, dialogs);
          await root.keyboard.press('Escape');
          await call(root.request, origin, 'POST', `/api/admin/submissions/${entry.id}/approve`);
        }
        const mine = (await call(user.request, origin, 'GET', '/api/submissions/mine?limit=50')) as {
          items?: Array<{ id: string; archiveEntry: { type: string; slug: string } | null }>;
        };
        for (const entry of submitted) {
          const link = mine.items?.find((item) => item.id === entry.id)?.archiveEntry;
          expect(link, entry.type).toBeTruthy();
          await open(user, `/archive/${link!.type}/${link!.slug}`);
          await expectShownAsText(user.locator('main'), [entry.name, entry.description]);
          await expectInert(user, `archive ${entry.type}`, dialogs);
        }
      });

      await test.step('announcements, seen by a member', async () => {
        const contents = packPayloads(multiLine, 2000, (i) => `${tag} announcement ${i}`);
        const titles = packPayloads(oneLine, 200, (i) => `${tag} headline ${i}`);
        for (const [i, content] of contents.entries()) {
          const created = await call(root.request, origin, 'POST', '/api/admin/announcements', {
            title: titles[i] ?? `${tag} headline ${i}`,
            content,
            type: 'info',
          });
          cleanups.push(() =>
            root.request.post(`/api/admin/announcements/${String(created.id)}/end`, { headers: { Origin: origin } }),
          );
        }
        await user.reload();
        await expectShownAsText(user.getByTestId('announcement-banner'), contents);
        await expectInert(user, 'announcements', dialogs);
      });

      await test.step('mass messages, read by an admin in the inbox', async () => {
        const contents = packPayloads(multiLine, 4000, (i) => `${tag} mass ${i}`);
        const subjects = packPayloads(oneLine, 200, (i) => `${tag} subject ${i}`);
        for (const [i, content] of contents.entries()) {
          await call(root.request, origin, 'POST', '/api/admin/mass-message', {
            subject: subjects[i],
            content,
            recipients: 'admins',
          });
        }
        await open(root, '/messages');
        const row = root.getByTestId('conversation-preview').filter({ hasText: `${tag} subject` });
        await expect(row.first()).toBeVisible({ timeout: 30_000 });
        await row.first().click();
        await expect(
          root.getByTestId('message-text').filter({ hasText: `${tag} mass ${contents.length - 1}` }),
        ).toBeVisible({
          timeout: 30_000,
        });
        await expectShownAsText(root.getByTestId('message-text'), contents);
        await expectInert(root, 'mass messages', dialogs);
      });

      await test.step('a flair application, reviewed by an admin', async () => {
        const flair = await call(root.request, origin, 'POST', '/api/admin/store/flairs', {
          name: `xss-${run}`,
          displayName: `xss ${run}`,
          description: packPayloads(oneLine, 300, (i) => `${tag} flair ${i}`)[0],
          backgroundColor: '#1d4ed8',
          textColor: '#ffffff',
          borderColor: '#1d4ed8',
          pointCost: 0,
          price: 0,
          requiresApplication: true,
          isAnimated: false,
        });
        const flairId = Number(flair.id);
        cleanups.push(() =>
          root.request.patch(`/api/admin/store/flairs/${flairId}`, {
            headers: { Origin: origin },
            data: { retired: true },
          }),
        );
        const badLink = await user.request.post(`/api/flairs/${flairId}/apply`, {
          headers: { Origin: origin },
          data: { applicantName: 'x', reasonNote: 'x', proofLinks: ['javascript:alert(1)'], mediaProof: null },
        });
        expect(badLink.status()).toBe(400);
        const reasonNote = packPayloads(multiLine, 2000, (i) => `${tag} reason ${i}`)[0];
        const applicantName = packPayloads(oneLine, 100, (i) => `${tag} applicant ${i}`)[0];
        await call(user.request, origin, 'POST', `/api/flairs/${flairId}/apply`, {
          applicantName,
          reasonNote,
          proofLinks: ['https://example.com/proof?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
          mediaProof: null,
        });
        await open(root, '/admin/store-management?tab=flairs');
        await expectShownAsText(root.locator('[data-testid^="application-"]').filter({ hasText: tag }), [
          reasonNote,
          applicantName,
        ]);
        await expectInert(root, 'flair applications', dialogs);
      });

      const corpusRun: CorpusRun = { root, user, origin, tag, dialogs, cleanups, corpus, multiLine, oneLine };
      await test.step('support requests, notes and replies: the inbox, each request, the reply notification', () =>
        supportInbox(corpusRun, { id: firstArticle, title: firstTitle }));

      await test.step('legal documents: each page, an earlier version, the history, the banner, the editor', () =>
        legalDocuments(corpusRun));

      await test.step('site title, description and custom CSS, seen by everyone', async () => {
        const original = await call(root.request, origin, 'GET', '/api/admin/system-settings');
        cleanups.push(() =>
          root.request.post('/api/admin/system-settings', { headers: { Origin: origin }, data: original }),
        );
        const siteTitle = `${tag} "><script>alert(1)</script><img src=x onerror=alert(1)>`;
        const siteDescription = packPayloads(oneLine, 300, (i) => `${tag} description ${i}`)[0];
        // A stylesheet that does not parse (a bare closing tag) is refused, naming the field.
        const refused = await root.request.post('/api/admin/system-settings', {
          headers: { Origin: origin },
          data: { ...original, customCSS: '</style><script>alert(1)</script>' },
        });
        expect(refused.status()).toBe(400);
        expect(await refused.text()).toContain('customCSS');
        const customCSS = [
          'body{--xss:1}',
          'a{content:"</style><script>alert(1)</script>"}',
          '/* </STYLE><img src=x onerror=alert(1)> */',
          '@import url("javascript:alert(1)");',
          'a{background:url("javascript:alert(1)")}',
          'p{width:expression(alert(1))}',
          'div{behavior:url(x.htc);-moz-binding:url(http://evil.example/x.xml#x)}',
          'li{list-style-image:url(" javascript:alert(1)")}',
          'i{background:url(java\\73 cript:alert(1))}',
        ].join('\n');
        await call(root.request, origin, 'POST', '/api/admin/system-settings', {
          ...original,
          siteTitle,
          siteDescription,
          customCSS,
        });
        await user.goto('/');
        await expect.poll(() => user.title(), { timeout: 30_000 }).toContain(siteTitle);
        await expectInert(user, 'home with site settings', dialogs);
        const href = await user.locator('link[rel="stylesheet"][href*="custom"]').getAttribute('href');
        const css = await (await user.request.get(href!)).text();
        expect(css).toContain('--xss');
        expect(css).not.toMatch(/<\/style|javascript:|expression\(|behavior|binding|evil\.example/i);
      });
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    }
  });
});
