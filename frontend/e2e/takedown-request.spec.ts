import { expect, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInAsRoot } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database find their own request. */
const run = Date.now().toString(36).slice(-6);

for (const width of [1366, 390] as const) {
  test(`a signed-out person asks for a takedown of an article and an admin answers it in the inbox (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width === 390 ? 844 : 768 };
    const requester = `Jane Roe ${run} ${width}`;

    // Signed out: the article offers "This entry is about me", and the form needs no account.
    const visitor = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
    const article = await seededArticle(visitor.request);
    await visitor.goto(`/article/${article.id}`);
    await visitor.getByRole('link', { name: 'This entry is about me' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/request-correction\\?article=${article.id}$`));
    await expect(visitor.getByRole('heading', { name: 'This entry is about me' })).toBeVisible();

    // Sending it empty names each missing field.
    await visitor.getByRole('button', { name: 'Send request' }).click();
    await expect(visitor.getByText('Please tell us your name.')).toBeVisible();

    await visitor.getByRole('radio', { name: /Take it down/ }).check();
    await visitor.getByLabel('Your name').fill(requester);
    await visitor.getByLabel('Your e-mail address').fill(`jane.${run}.${width}@example.test`);
    await visitor.getByLabel('How are you related to it?').fill('I am the person named in it');
    await visitor.getByLabel('What is wrong, and what do you ask?').fill('It gives my home address.');
    await visitor.getByRole('button', { name: 'Send request' }).dblclick();
    await expect(visitor.getByRole('heading', { name: 'Request received' })).toBeVisible();

    // The admin finds it in the Support tab, due in a week, and answers with an outcome.
    const admin = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
    await admin.goto('/');
    await signInAsRoot(admin);
    await admin.goto('/admin/support?kind=takedown&status=new');
    const row = admin
      .getByRole('list', { name: 'Support requests' })
      .getByRole('button')
      .filter({ hasText: requester });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(article.title);
    await expect(row).toContainText('Due');
    await row.click();

    await expect(admin.getByText('It gives my home address.')).toBeVisible();
    await expect(admin.getByRole('link', { name: article.title })).toHaveAttribute('href', `/article/${article.id}`);
    await admin.getByRole('textbox', { name: 'Internal note' }).fill('Checking the article.');
    await admin.getByRole('button', { name: 'Add note' }).click();
    await expect(admin.getByText('Checking the article.')).toBeVisible();

    await admin.getByRole('textbox', { name: 'Reply', exact: true }).fill('We removed your address from the article.');
    await admin.getByRole('combobox', { name: 'What was done' }).selectOption('edited');
    await admin.getByRole('combobox', { name: 'Reason', exact: true }).selectOption('personal_information');
    await admin.getByRole('textbox', { name: 'Note', exact: true }).fill('Home address removed.');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText(/Outcome:/)).toContainText('Edited');
    await expect(admin.getByText('We removed your address from the article.')).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Request status' })).toHaveValue('answered');

    // Only one request was stored, although the button was double-clicked.
    const listed = await admin.request.get('/api/admin/support/requests?kind=takedown');
    const items = (await listed.json()) as { requesterName: string | null }[];
    expect(items.filter((item) => item.requesterName === requester)).toHaveLength(1);

    // The public moderation log names the action and its source, nothing of the person.
    const log = await visitor.request.get('/api/moderation-log?source=takedown_request');
    expect(JSON.stringify(await log.json())).not.toContain(requester);
  });
}
