import { randomUUID } from 'node:crypto';
import { expect, type Page } from './test';
import { call, expectInert, expectShownAsText, open } from './xss-checks';
import { packPayloads } from './xss-corpus';
// The shared rules' source (these files import nothing): @irl/shared itself resolves to its build.
import { ARTICLE_ALLOWED_ATTRIBUTES, ARTICLE_ALLOWED_TAGS } from '../../../packages/shared/src/article-html';
import { MODERATION_NOTE_MAX_LENGTH } from '../../../packages/shared/src/moderation';

/**
 * The XSS corpus through the support inbox and the legal documents (steps of xss-corpus.spec.ts): the
 * texts are written through the API and each screen that shows them is opened once.
 */

export interface CorpusRun {
  root: Page;
  user: Page;
  origin: string;
  tag: string;
  dialogs: string[];
  cleanups: Array<() => Promise<unknown>>;
  /** Every payload as it is; with form feeds as spaces; on one line. */
  corpus: string[];
  multiLine: string[];
  oneLine: string[];
}

const SUBJECT_KINDS = ['takedown', 'correction', 'other'] as const;

interface SentRequest {
  id: string;
  texts: string[];
}

/**
 * Support requests from a member (name, relationship, message; a username-conflict request's wish and
 * explanation), with admins' internal notes, replies and outcome notes: read in the admins' inbox and
 * each request's detail, and by the member in the notification of the reply.
 */
export async function supportInbox(run: CorpusRun, article: { id: number; title: string }): Promise<void> {
  const { root, user, origin, tag, dialogs, multiLine, oneLine } = run;

  // The public form names the article it is about by its title (a payload here), and takes nothing
  // from its address but the number.
  await open(user, `/request-correction?article=${article.id}`);
  await expectShownAsText(user.locator('main'), [`About “${article.title}”.`]);
  await expectInert(user, 'the request form', dialogs);
  await open(user, `/request-correction?entry=${encodeURIComponent('1"><img src=x onerror=alert(1)>')}`);
  await expect(user.locator('main')).toBeVisible();
  await expectInert(user, 'the request form with a hostile address', dialogs);

  const messages = packPayloads(multiLine, 5000, (i) => `${tag} request ${i}`);
  const names = packPayloads(oneLine, 100, (i) => `${tag} n${i}`);
  const relationships = packPayloads(oneLine, 200, (i) => `${tag} relation ${i}`);
  const notes = packPayloads(multiLine, 5000, (i) => `${tag} note ${i}`);
  const replies = packPayloads(multiLine, 5000, (i) => `${tag} reply ${i}`);
  const outcomeNotes = packPayloads(multiLine, MODERATION_NOTE_MAX_LENGTH, (i) => `${tag} outcome ${i}`);

  const requests: SentRequest[] = [];
  const subjectRequests = new Set<string>();
  for (const [i, message] of messages.entries()) {
    const kind = SUBJECT_KINDS[i % SUBJECT_KINDS.length];
    const about = kind === 'other' ? {} : { subjectKind: 'article', subjectId: article.id };
    const name = names[i];
    const relationship = relationships[i];
    const created = await call(user.request, origin, 'POST', '/api/support/requests', {
      kind,
      ...about,
      name,
      email: `xss-${i}@example.com`,
      relationship,
      message,
      submissionKey: randomUUID(),
    });
    const id = String(created.id);
    requests.push({ id, texts: [name, relationship, message] });
    if (kind !== 'other') subjectRequests.add(id);
  }
  const explanation = packPayloads(multiLine, 2000, (i) => `${tag} explanation ${i}`)[0];
  const desiredUsername = packPayloads(oneLine, 64, (i) => `${tag}w${i}`)[0];
  const conflict = await call(user.request, origin, 'POST', '/api/support/username-conflict', {
    conflictType: 'other',
    desiredUsername,
    currentUsername: 'ignored',
    explanation,
    contactEmail: 'xss-conflict@example.com',
  });
  requests.push({ id: String(conflict.id), texts: [desiredUsername, explanation] });

  for (const [i, body] of notes.entries()) {
    const request = requests[i % requests.length];
    await call(root.request, origin, 'POST', `/api/admin/support/requests/${request.id}/notes`, { body });
    request.texts.push(body);
  }
  let nextOutcome = 0;
  for (const [i, body] of replies.entries()) {
    const request = requests[i % requests.length];
    // The first answer to a takedown or correction request records what was done, with a note.
    const outcomeNote = subjectRequests.delete(request.id) ? outcomeNotes[nextOutcome++] : undefined;
    await call(root.request, origin, 'POST', `/api/admin/support/requests/${request.id}/replies`, {
      body,
      ...(outcomeNote ? { outcome: { action: 'dismissed', reasonCategory: 'other', note: outcomeNote } } : {}),
    });
    request.texts.push(body);
    if (outcomeNote) request.texts.push(outcomeNote);
  }
  for (const request of requests) {
    const id = request.id;
    run.cleanups.push(() => root.request.delete(`/api/admin/support/requests/${id}`, { headers: { Origin: origin } }));
  }

  // The admins are told of each request (its subject's title) in their notification centre.
  await root.getByTestId('notification-bell').click();
  await expect(root.getByTestId('notification-item').filter({ hasText: 'New takedown request' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectInert(root, 'support requests in the notifications', dialogs);
  await root.keyboard.press('Escape');

  await open(root, '/admin/support');
  await expectShownAsText(root.getByRole('list', { name: 'Support requests' }), names.slice(0, messages.length));
  await expectInert(root, 'support inbox', dialogs);
  for (const [i, request] of requests.entries()) {
    await open(root, `/admin/support?request=${request.id}`);
    await expectShownAsText(root.locator('main'), request.texts);
    await expectInert(root, `support request ${i}`, dialogs);
  }

  // The member reads the replies where they arrive: the notification centre (each shows its first words).
  await user.getByTestId('notification-bell').click();
  const items = user.getByTestId('notification-item').filter({ hasText: 'Reply to your' });
  await expectShownAsText(
    items,
    replies.map((_reply, i) => `${tag} reply ${i}`),
  );
  await expectInert(user, 'support replies in the notifications', dialogs);
  await user.keyboard.press('Escape');
}

const LEGAL_KINDS = ['terms', 'privacy', 'guidelines'] as const;
type LegalKind = (typeof LEGAL_KINDS)[number];

/**
 * What a stored legal body holds beyond the articles' allow-list: other tags, other attributes, links
 * with another scheme. Run in the page (its HTML parser, with nothing rendered).
 */
function dangerousInStoredHtml({
  html,
  tags,
  attributes,
}: {
  html: string;
  tags: readonly string[];
  attributes: Record<string, readonly string[]>;
}): string[] {
  const found: string[] = [];
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!tags.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      // Browsers ignore control characters and spaces in a URL's scheme; a scheme-less link is site-relative.
      const squeezed = Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('');
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
      const badLink =
        name === 'href' &&
        ((scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) || /^[\\/]{2}/.test(squeezed));
      if (!(attributes[tag] ?? []).includes(name) || badLink) found.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
    }
  }
  return found;
}

/**
 * Legal documents with the corpus in their bodies (rich text, sanitised when saved and when shown) and
 * titles: the terms, privacy policy and guidelines pages and their earlier versions, the version
 * histories, the member's "we updated our terms" banner and the admins' editor. Some payloads (an
 * unclosed <svg>, <noscript> or comment) take everything after them away when sanitised, so the corpus
 * is spread over as many versions as it takes for every payload to reach a page: each version starts
 * with the first payload the previous one lost. The originals are published again afterwards.
 */
export async function legalDocuments(run: CorpusRun): Promise<void> {
  const { root, user, origin, tag, dialogs, corpus, oneLine } = run;
  const titles = packPayloads(oneLine, 200, (i) => `${tag} legal ${i}`);
  const marker = (label: string, i: number) => `${label} clause ${i}`;

  const originals = new Map<LegalKind, { title: string; body: string }>();
  for (const kind of LEGAL_KINDS) {
    const { title, body } = await call(root.request, origin, 'GET', `/api/legal/${kind}`);
    originals.set(kind, { title: String(title), body: String(body) });
  }
  run.cleanups.push(async () => {
    for (const [kind, original] of originals) {
      await root.request.post(`/api/admin/legal/${kind}`, { headers: { Origin: origin }, data: original });
    }
    // ROOT accepts the versions in force again, so no banner follows later specs that sign in as ROOT.
    await root.request.post('/api/legal/accept', { headers: { Origin: origin } });
  });

  interface Published {
    kind: LegalKind;
    version: number;
    title: string;
    label: string;
    /** The payloads it carries to the page, by index in the corpus: [first, last]. */
    first: number;
    last: number;
  }
  const published: Published[] = [];
  for (let first = 0; first < corpus.length;) {
    const kind = LEGAL_KINDS[published.length % LEGAL_KINDS.length];
    const title = titles[published.length % titles.length];
    const label = `${tag} ${kind} ${published.length}`;
    const body = corpus
      .slice(first)
      .map((payload, i) => `<p>${marker(label, first + i)}</p>${payload}`)
      .join('\n');
    const saved = await call(root.request, origin, 'POST', `/api/admin/legal/${kind}`, { title, body });
    const html = String(saved.body);
    const stored = { html, tags: ARTICLE_ALLOWED_TAGS, attributes: ARTICLE_ALLOWED_ATTRIBUTES };
    expect(await root.evaluate(dangerousInStoredHtml, stored), `stored ${kind} body`).toEqual([]);
    let next = first + 1;
    while (next < corpus.length && html.includes(`${marker(label, next)}</p>`)) next++;
    published.push({ kind, version: Number(saved.version), title, label, first, last: next - 1 });
    first = next;
  }
  const inForce = (entry: Published) =>
    !published.some((later) => later.kind === entry.kind && later.version > entry.version);

  // The member's next visit: the banner about the new terms and privacy policy, over the terms.
  await user.goto('/terms');
  await expect(user.getByTestId('legal-update-banner')).toContainText('We updated our', { timeout: 30_000 });
  for (const entry of published) {
    const path = inForce(entry) ? `/${entry.kind}` : `/${entry.kind}/versions/${entry.version}`;
    await open(user, path);
    const document = user.getByTestId('legal-document');
    await expect(document.getByTestId('legal-body')).toContainText(marker(entry.label, entry.last), {
      timeout: 30_000,
    });
    await expect(document.getByTestId('legal-body')).toContainText(marker(entry.label, entry.first));
    await expectShownAsText(document.locator('h1'), [entry.title]);
    await expectInert(user, `${path} (payloads ${entry.first}-${entry.last})`, dialogs);
  }
  for (const kind of LEGAL_KINDS) {
    await open(user, `/${kind}/history`);
    const titlesOfKind = published.filter((entry) => entry.kind === kind).map((entry) => entry.title);
    await expectShownAsText(user.getByRole('list', { name: 'Versions' }), titlesOfKind);
    await expectInert(user, `the ${kind} history`, dialogs);
  }

  // The admins' editor loads the terms in force into the rich-text editor.
  const terms = published.filter((entry) => entry.kind === 'terms' && inForce(entry))[0];
  await open(root, '/admin/system-settings?tab=legal');
  const editor = root.getByRole('form', { name: 'Edit the Terms of Service' }).getByRole('textbox', { name: 'Text' });
  await expect(editor).toContainText(marker(terms.label, terms.last), { timeout: 30_000 });
  await expectInert(root, 'the legal documents editor', dialogs);
}
