import { expect, type Page, test } from './support/test';
import { sessionUser, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

const post = (page: Page, path: string, data: object) =>
  page.request.post(path, { headers: { Origin: new URL(page.url()).origin }, data });

test.describe('direct messages', () => {
  test('a message arrives live in the inbox, and the reply reaches the sender', async ({ browser }) => {
    test.setTimeout(90_000);
    // The root account cannot receive messages (the API refuses it as a receiver), so both sides of a
    // conversation with a reply are ordinary users, each signed in through the stand-in Discord popup.
    const sender = await signInWithDiscord(browser, `e2e_sender_${run}`, `Sender ${run}`);
    const receiver = await signInWithDiscord(browser, `e2e_messenger_${run}`, `Messenger ${run}`);
    const senderUser = await sessionUser(sender);
    const receiverUser = await sessionUser(receiver);

    // B waits in the inbox with the live stream open.
    await receiver.goto('/messages');
    await expect(receiver.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(receiver.getByText('No conversations yet')).toBeVisible();
    await expect(receiver.getByText('Select a conversation')).toBeVisible();

    // A sends B a message from B's profile page.
    const greeting = `Hello from ${run}!\nSecond line <b>not bold</b>`;
    await sender.goto(`/profile/${receiverUser.username}`);
    await sender.getByRole('button', { name: 'Send Message' }).click();
    const dialog = sender.getByRole('dialog', { name: 'Send Message' });
    const send = dialog.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Message').fill(greeting);
    await send.click();
    await expect(sender.getByText(`Message sent to ${receiverUser.displayName} successfully.`).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // B sees it without reloading: the conversation row with the preview and an unread count.
    const row = receiver.getByTestId('conversation-row').filter({ hasText: senderUser.displayName });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('conversation-preview')).toContainText(`Hello from ${run}!`);
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');

    // B opens the thread (text shown literally, read marks the conversation) and replies with Enter.
    await row.click();
    await expect(receiver).toHaveURL(new RegExp(`/messages/${senderUser.id}$`));
    const firstText = receiver.getByTestId('message-text').first();
    await expect(firstText).toContainText(`Hello from ${run}!`);
    await expect(firstText).toContainText('Second line <b>not bold</b>');
    await expect(firstText.locator('b')).toHaveCount(0);
    await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
    const reply = `Reply ${run}`;
    await receiver.getByLabel(`Reply to ${senderUser.displayName}`).fill(reply);
    await receiver.getByLabel(`Reply to ${senderUser.displayName}`).press('Enter');
    await expect(receiver.getByTestId('message-text').last()).toHaveText(reply);

    // A opens the inbox and the thread, and sees the reply.
    await sender.goto('/messages');
    const senderRow = sender.getByTestId('conversation-row').filter({ hasText: receiverUser.displayName });
    await expect(senderRow.getByTestId('conversation-preview')).toHaveText(reply);
    await senderRow.click();
    await expect(sender.getByTestId('message-text').last()).toHaveText(reply);
    await expect(sender.locator('[data-mine="true"]').getByTestId('message-text')).toContainText('<b>not bold</b>');

    // Screens for review, light and dark (the theme follows the system preference by default).
    await sender.screenshot({ path: test.info().outputPath('messages-thread-light.png') });
    await sender.emulateMedia({ colorScheme: 'dark' });
    await sender.screenshot({ path: test.info().outputPath('messages-thread-dark.png') });
    await sender.setViewportSize({ width: 390, height: 800 });
    await sender.screenshot({ path: test.info().outputPath('messages-thread-mobile-dark.png') });
  });

  test("the header's Messages badge shows a received message live and goes once the conversation is open", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const sender = await signInWithDiscord(browser, `e2e_badge_from_${run}`, `Badge Sender ${run}`);
    const receiver = await signInWithDiscord(browser, `e2e_badge_to_${run}`, `Badge Receiver ${run}`);
    const senderUser = await sessionUser(sender);
    const receiverUser = await sessionUser(receiver);

    // The receiver reads something else, with nothing unread.
    await receiver.setViewportSize({ width: 1366, height: 800 });
    await receiver.goto('/browse');
    await expect(receiver.getByRole('heading', { level: 1, name: 'Browse Articles' })).toBeVisible();
    const header = receiver.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(header.getByTestId('unread-messages-count')).toHaveCount(0);

    // A message arrives: the badge appears without a reload.
    expect(
      (await post(sender, '/api/messages', { receiverId: receiverUser.id, content: `Badge ${run}` })).status(),
    ).toBe(201);
    const unreadLink = header.getByRole('link', { name: 'Messages, 1 unread' });
    await expect(unreadLink).toBeVisible();
    await expect(unreadLink.getByTestId('unread-messages-count')).toHaveText('1');
    await receiver.screenshot({ path: test.info().outputPath('messages-badge-1366.png') });

    // On a phone the link stays in the header, and the menu sheet says it too.
    await receiver.setViewportSize({ width: 390, height: 800 });
    await expect(unreadLink).toBeVisible();
    await receiver.screenshot({ path: test.info().outputPath('messages-badge-390.png') });
    await header.getByRole('button', { name: 'Open menu' }).click();
    const sheet = receiver.getByTestId('menu-sheet');
    await expect(sheet.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await receiver.screenshot({ path: test.info().outputPath('messages-badge-390-menu.png') });
    await receiver.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // Opening the conversation reads it: the badge goes.
    await unreadLink.click();
    await expect(receiver).toHaveURL(/\/messages$/);
    await receiver.getByTestId('conversation-row').filter({ hasText: senderUser.displayName }).click();
    await expect(receiver.getByTestId('message-text').last()).toHaveText(`Badge ${run}`);
    await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(header.getByTestId('unread-messages-count')).toHaveCount(0);
    await receiver.screenshot({ path: test.info().outputPath('messages-badge-read-390.png') });
  });
});
