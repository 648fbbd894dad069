import { type BrowserContext, expect, type Locator, type Page, test } from './support/test';
import { grantPoints } from './support/points';
import { signInAsRoot } from './support/sign-in';

/**
 * The main journeys with the keyboard alone (keyboard.press / keyboard.type, never a click): sign in
 * through the sign-in dialog and the provider's popup, publish an article with the editor's shortcuts,
 * send a direct message, like and comment on an article, change settings, contribute an entry, buy a
 * flair and approve a submission as the admin. Every element Tab lands on shows a focus ring, and a closed dialog gives
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
    // A visually hidden radio or checkbox (sr-only) shows its ring on its label; its own outline is clipped away.
    const box = element.getBoundingClientRect();
    const hidden = box.width <= 2 || box.height <= 2;
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
    const text = element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '';
    return {
      tag: element.tagName.toLowerCase(),
      text: text.trim().slice(0, 40),
      visible: hidden
        ? Boolean(label && drawsRing(label))
        : drawsRing(element) || (framed !== null && drawsRing(framed)),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking that every element passed on the way
 * shows a focus ring.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
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

test.describe('keyboard journeys of a signed-in admin (one page, data set up through the API)', () => {
  let context: BrowserContext;
  let page: Page;
  let articleId: number;
  let flairName: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto('/');
    await signInAsRoot(page);
    const me = await sessionUser(page);
    await grantPoints(me.id, 5);
    flairName = `kb-glow-${run}`;
    const flair = await page.request.post('/api/admin/store/flairs', {
      headers: { Origin: new URL(page.url()).origin },
      data: {
        name: flairName,
        displayName: `Glow ${run}`,
        description: 'Bought with the keyboard',
        backgroundColor: '#0e7490',
        textColor: '#ffffff',
        borderColor: '#22d3ee',
        price: 0,
        pointCost: 1,
        requiresApplication: false,
        isAnimated: true,
        animationType: 'glow',
      },
    });
    expect(flair.status(), await flair.text()).toBe(201);
    const articles = await page.request.get('/api/articles?limit=1');
    articleId = ((await articles.json()) as { items: { id: number }[] }).items[0].id;
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('like, comment, settings, contribute, buy a flair and approve, keyboard only', async () => {
    test.setTimeout(300_000);

    await test.step('like an article with Space and comment on it; focus stays where it was', async () => {
      await page.goto(`/article/${articleId}`);
      const like = page.getByTestId('like-button');
      await tabTo(page, like);
      const pressed = await like.getAttribute('aria-pressed');
      await page.keyboard.press('Space');
      await expect(like).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      await expect(like).toBeFocused();
      await tabTo(page, page.getByRole('textbox', { name: 'Write a comment' }));
      await page.keyboard.type(`Commented by keyboard ${run}`);
      const post = page.getByRole('button', { name: 'Post Comment' });
      await tabTo(page, post);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Comment posted!', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`Commented by keyboard ${run}`)).toBeVisible();
      await expect(post).toBeFocused();
    });

    await test.step('theme with the arrow keys, a notification choice with Space, saved with Enter', async () => {
      await page.goto('/settings/notifications');
      const themes = page.getByRole('radiogroup', { name: 'Theme' });
      // Tab enters a radio group on its checked radio; the arrows move the choice, applied at once.
      const light = themes.getByRole('radio', { name: 'Light' });
      const dark = themes.getByRole('radio', { name: 'Dark' });
      await tabTo(page, themes.getByRole('radio', { checked: true }));
      for (let step = 0; step < 3 && !(await light.isChecked()); step += 1) await page.keyboard.press('ArrowRight');
      await expect(light).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(dark).toBeChecked();
      await expect(dark).toBeFocused();
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await page.keyboard.press('ArrowLeft');
      await expect(light).toBeChecked();
      await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

      const marketing = page.getByRole('switch', { name: 'Marketing' });
      await tabTo(page, marketing, { backwards: true });
      const before = await marketing.getAttribute('aria-checked');
      await page.keyboard.press('Space');
      await expect(marketing).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
      const save = page.getByRole('button', { name: 'Save Changes' });
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Settings updated', { exact: true }).first()).toBeVisible();
      await expect(save).toBeFocused();
    });

    const entryName = `Keyboard Streamer ${run}`;
    await test.step('contribute a person: the chosen card hands focus to the form', async () => {
      await page.goto('/submissions/new');
      await tabTo(page, page.getByRole('button', { name: /^Person/ }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'New Person' })).toBeFocused();
      await tabTo(page, page.getByLabel('Name *'));
      await page.keyboard.type(entryName);
      await tabTo(page, page.getByLabel('Description *'));
      await page.keyboard.type('Streamed a whole city walk without touching a mouse.');
      const submit = page.getByRole('button', { name: 'Submit for Review' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Submission Successful').first()).toBeVisible();
      await expect(submit).toBeFocused();
    });

    await test.step('buy a flair in the store: Escape and Purchase both give focus back to the opener', async () => {
      await page.goto('/store');
      const card = page.getByTestId(`store-flair-${flairName}`);
      const buy = card.getByRole('button', { name: 'Buy' });
      await tabTo(page, buy);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Buy Glow ${run}` });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(buy).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('button', { name: 'Purchase' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Flair purchased!', { exact: true }).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('flair-status')).toHaveText('Owned');
      // The same button now offers Activate, and still has focus.
      const activate = card.getByRole('button', { name: 'Activate' });
      await expect(activate).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(card.getByTestId('flair-status')).toHaveText('Owned · Active');
      await expect(card.getByRole('button', { name: 'Remove' })).toBeFocused();
    });

    await test.step('approve the contribution as the admin; focus returns to its row', async () => {
      await page.goto('/admin/content?type=person');
      await expect(page.getByRole('heading', { name: 'Content Moderation' })).toBeVisible();
      const review = page.getByRole('button', { name: `Review ${entryName}` });
      await tabTo(page, review, { max: 120 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Review Submission' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('submission-fields')).toContainText(entryName);
      await tabTo(page, dialog.getByRole('button', { name: 'Approve' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Submission Approved').first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `View ${entryName}` })).toBeFocused();
    });
  });
  test('with reduced motion nothing animates: flair glow, spinner, toasts, anything on the page', async () => {
    test.setTimeout(120_000);
    const glow = page.getByTestId(`store-flair-${flairName}`).locator('[data-animation="glow"]');

    // Without the preference the glow does run, so the check below can tell the difference.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/store');
    await expect(glow).toBeVisible();
    expect(await glow.evaluate(runningAnimations)).not.toEqual([]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await glow.evaluate(runningAnimations)).toEqual([]);
      expect(await glow.evaluate(motionOf)).toMatchObject({ moving: false });

      // A spinner: the flair catalogue is held back while the Flairs tab loads.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/flairs**', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      const spinner = page.getByRole('status').filter({ hasText: 'Loading flairs...' }).locator('svg');
      await expect(spinner).toBeVisible();
      expect(await spinner.evaluate(motionOf)).toMatchObject({ moving: false });
      expect(await page.evaluate(runningOnPage)).toEqual([]);
      release();
      await expect(glow).toBeVisible();

      // A toast slides in without moving (Activate or Remove answers with one; the journey above bought the flair).
      const card = page.getByTestId(`store-flair-${flairName}`);
      await card.getByRole('button', { name: /^(Activate|Remove)$/ }).focus();
      await page.keyboard.press('Enter');
      const toastElement = page.getByText('Flair updated', { exact: true }).first();
      await expect(toastElement).toBeVisible();
      expect(await page.evaluate(runningOnPage)).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.emulateMedia({ reducedMotion: null });
    }
  });
});

/**
 * Animations and transitions of one element and its pseudo-elements (the glow breathes on ::after) still
 * playing (reading them lets one frame pass first).
 */
async function runningAnimations(element: Element): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.playState === 'running')
    .map((animation) => (animation as CSSAnimation).animationName ?? 'transition');
}

/** Every animation or transition still playing anywhere on the page, named by its element. */
async function runningOnPage(): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty;
      return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${String(target?.getAttribute('class') ?? '')}">`;
    });
}

/**
 * Whether an element's computed animation and transition can move: an animation longer than a
 * millisecond in total (or repeating forever), or a transition longer than a millisecond.
 */
function motionOf(element: Element): { moving: boolean; name: string } {
  const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0));
  // The element and its ::before and ::after (the glow breathes on a pseudo-element).
  const styles = [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo));
  const moves = (style: CSSStyleDeclaration) => {
    const iterations = style.animationIterationCount.split(',').map((part) => part.trim());
    const animated =
      style.animationName !== 'none' &&
      (iterations.includes('infinite')
        ? seconds(style.animationDuration) > 0
        : seconds(style.animationDuration) * Math.max(...iterations.map(Number)) > 0.001);
    return animated || seconds(style.transitionDuration) > 0.001;
  };
  const moving = styles.filter(moves);
  return { moving: moving.length > 0, name: moving.map((style) => style.animationName).join(',') };
}
