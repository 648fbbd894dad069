import { expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts and names. */
const run = Date.now().toString(36).slice(-6);

async function submitPerson(page: Page, name: string, nicknames: string[]) {
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Description *').fill(`${name} streamed real life from the streets for years.`);
  const list = page.getByRole('group', { name: 'Nicknames' });
  for (const [index, nickname] of nicknames.entries()) {
    if (index > 0) await list.getByRole('button', { name: 'Add Nicknames' }).click();
    await list.getByRole('textbox', { name: `Nicknames ${index + 1}`, exact: true }).fill(nickname);
  }
  // One more empty row: blank rows are dropped before sending.
  await list.getByRole('button', { name: 'Add Nicknames' }).click();
  await page.getByLabel('Is a streamer').check();
  await page.getByLabel('Stream link').fill('https://kick.com/e2e');
  await page
    .getByRole('group', { name: 'Videos' })
    .getByRole('textbox', { name: 'Videos 1', exact: true })
    .fill('https://youtube.com/watch?v=e2e');
  await page.getByRole('group', { name: 'Tags' }).getByRole('textbox', { name: 'Tags 1', exact: true }).fill('e2e');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Submission Successful').first()).toBeVisible();
  await expect(page.getByText('Your contribution has been submitted for review. Thank you!').first()).toBeVisible();
  // The form clears, the chosen type stays.
  await expect(page.getByRole('heading', { name: 'New Person' })).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Nicknames' }).getByRole('textbox')).toHaveCount(1);
}

test.describe('contributing entries and reviewing them', () => {
  test('a user submits people, an admin rejects one with a reason and approves the other, the user sees both', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const rejectedName = `Rejected Streamer ${run}`;
    const approvedName = `Approved Streamer ${run}`;

    // The user contributes from the header menu.
    const user = await signInWithDiscord(browser, `e2e_contrib_${run}`, `Contributor ${run}`);
    await user.getByRole('button', { name: /^Account menu for / }).click();
    await user.getByRole('menuitem', { name: 'Submit an Entry' }).click();
    await expect(user).toHaveURL(/\/submissions\/new$/);
    await expect(user.getByText(/All submissions are reviewed before being added/)).toBeVisible();

    // Browser validation with the server's wording, nothing sent.
    await user.getByRole('button', { name: /^Person/ }).click();
    await user.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(user.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();

    await submitPerson(user, rejectedName, ['Rejy', 'The Rejected']);
    await submitPerson(user, approvedName, ['Appy']);

    await user.goto('/submissions');
    const mine = user.getByTestId('my-submission');
    await expect(mine.filter({ hasText: rejectedName }).getByTestId('submission-status')).toHaveText('Pending');
    await expect(mine.filter({ hasText: approvedName }).getByTestId('submission-status')).toHaveText('Pending');

    // The admin reviews in /admin/content.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await signInAsRoot(admin);
    await admin.goto('/admin/content?status=pending&type=person');
    await expect(admin.getByRole('heading', { name: 'Content Moderation' })).toBeVisible();

    await admin.getByRole('button', { name: `Review ${rejectedName}` }).click();
    let dialog = admin.getByRole('dialog');
    const fields = dialog.getByTestId('submission-fields');
    await expect(fields).toContainText('Rejy');
    await expect(fields).toContainText('The Rejected');
    await expect(fields.getByRole('link', { name: 'https://kick.com/e2e' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('A reason is required to reject a submission')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Not notable enough yet');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Submission Rejected').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await admin.getByRole('button', { name: `Review ${approvedName}` }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Submission Approved').first()).toBeVisible();
    // Neither is pending any more.
    await expect(admin.getByRole('button', { name: `Review ${approvedName}` })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: `Review ${rejectedName}` })).toHaveCount(0);

    // The submitter sees both decisions and the reason, and reaches the approved entry.
    await user.reload();
    const rejected = user.getByTestId('my-submission').filter({ hasText: rejectedName });
    await expect(rejected.getByTestId('submission-status')).toHaveText('Rejected');
    await expect(rejected.getByTestId('review-reason')).toContainText('Not notable enough yet');
    const approved = user.getByTestId('my-submission').filter({ hasText: approvedName });
    await expect(approved.getByTestId('submission-status')).toHaveText('Approved');
    await approved.getByRole('link', { name: 'View in the archive' }).click();
    await expect(user).toHaveURL(/\/archive\/person\//);
    await expect(user.getByRole('heading', { name: approvedName })).toBeVisible();

    // And the site told them by direct message.
    await user.goto('/messages');
    await expect(user.getByTestId('conversation-preview').first()).toContainText('was approved');
    await adminContext.close();
  });
});
