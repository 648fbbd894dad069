import { expect, type Locator, type Page, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

/**
 * The main journeys with the keyboard alone (keyboard.press / keyboard.type, never a click): sign in
 * through the sign-in dialog and the provider's popup, publish an article with the editor's shortcuts,
 * and send a direct message. Every element Tab lands on shows a focus ring, and a closed dialog gives
 * focus back to the element that opened it.
 */

const run = Date.now().toString(36).slice(-6);

/** Whether the focused element (or the box around a rich-text field) draws a visible focus indicator. */
async function focusRingOf(page: Page): Promise<{ tag: string; text: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', text: '', visible: false };
    const drawsRing = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    // A contenteditable editor shows its ring on the framed box around it.
    const framed = element.isContentEditable ? element.closest('[class*="focus-within:outline"]') : null;
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      visible: drawsRing(element) || (framed !== null && drawsRing(framed)),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking that every element passed on the way
 * shows a focus ring.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  if (!handle) throw new Error('No element to tab to');
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const ring = await focusRingOf(page);
    if (ring.tag !== 'body') expect(ring.visible, `no visible focus ring on <${ring.tag}> "${ring.text}"`).toBe(true);
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the target after ${max} presses`);
}

async function sessionUser(page: Page): Promise<{ id: string; username: string }> {
  const response = await page.request.get('/api/auth/user');
  const body = (await response.json()) as { user: { id: string; username: string } | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user;
}

/** Replaces a prefilled field's text by typing (select all, then type). */
async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('sign in, publish an article with the editor shortcuts and send a message, keyboard only', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const admin = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');

    // The header's Sign In opens the dialog; Escape closes it and focus returns to Sign In.
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await tabTo(page, signIn);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();

    // Again, then Continue with Discord: the provider's page opens in a popup, also driven by keys.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Continue with Discord' }));
    const popupPromise = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await popupPromise;
    const username = `kb_user_${run}`;
    await tabTo(popup, popup.getByLabel('Username'));
    await typeInto(popup, username);
    await tabTo(popup, popup.getByLabel('Email', { exact: true }));
    await typeInto(popup, `${username}@example.com`);
    await tabTo(popup, popup.getByLabel('Display name'));
    await typeInto(popup, `Keyboard ${run}`);
    await popup.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 30_000 });
    const me = await sessionUser(page);

    // Set-up, not part of the journey: an admin makes the new member a moderator (moderators publish).
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    await signInAsRoot(adminPage);
    const promoted = await adminPage.request.post(`/api/admin/users/${me.id}/role`, {
      headers: { Origin: new URL(adminPage.url()).origin },
      data: { role: 'moderator' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);

    // Publish: every field by Tab, the body with Ctrl+B / Ctrl+I, Publish with Enter.
    const title = `Keyboard journey ${run}`;
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.type(title);
    const category = page.getByLabel(/^Category/);
    await tabTo(page, category);
    await page.keyboard.press('ArrowDown');
    await expect(category).not.toHaveValue('');
    await tabTo(page, page.getByLabel('Tags', { exact: true }));
    await page.keyboard.type('keyboard, a11y');
    const editor = page.getByTestId('article-editor');
    await tabTo(page, editor);
    await page.keyboard.type('Written without a mouse, ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('bold');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and ');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.type('italic');
    await page.keyboard.press('ControlOrMeta+i');
    await expect(editor.locator('strong')).toHaveText('bold');
    await expect(editor.locator('em')).toHaveText('italic');
    await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/article\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('article-body').locator('strong')).toHaveText('bold');
    await expect(page.getByTestId('article-body').locator('em')).toHaveText('italic');

    // A direct message from a member's profile: the dialog by Enter, the text typed, sent with Enter
    // on its button; focus comes back to the button that opened the dialog.
    await page.goto('/profile/lurker_since_07');
    const open = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const messageDialog = page.getByRole('dialog', { name: 'Send Message' });
    await expect(messageDialog).toBeVisible();
    await tabTo(page, messageDialog.getByLabel('Message'));
    await page.keyboard.type(`Hello from the keyboard ${run}`);
    await tabTo(page, messageDialog.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Message sent to .+ successfully\.$/).first()).toBeVisible();
    await expect(messageDialog).toBeHidden();
    await expect(open).toBeFocused();

    // The message is in the conversation.
    await page.goto('/messages');
    await expect(page.getByTestId('conversation-row').first()).toContainText(`Hello from the keyboard ${run}`);
  } finally {
    await admin.close();
    await context.close();
  }
});
