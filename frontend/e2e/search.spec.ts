import { signInAsRoot } from './support/sign-in';
import { expect, type Page, test } from './support/test';

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

/** Letters only (typo correction reads words that start with a letter), unique to this run. */
function runWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const suffix = Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `quixotrombone${suffix}`;
}

test.describe('search results page', () => {
  test('a typo shows the corrected results, labelled, with the words as typed a click away; sort and the empty state help', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAsRoot(page);
    await page.goto('/');
    const word = runWord();
    // Two letters swapped in the middle of the word: no article has it, the server corrects it.
    const typo = `${word.slice(0, 5)}${word[6]}${word[5]}${word.slice(7)}`;
    const created = await page.request.post('/api/articles', {
      headers: { Origin: origin(page) },
      data: {
        title: `Search page journey ${Date.now()}`,
        content: `<p>${'Opening words of a long story. '.repeat(12)}The crew carried a ${word} rig through the market.</p>`,
        category: 'Technology',
        tags: ['searchjourney'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' });
    await box.fill(typo);
    await box.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}$`));
    await expect(box).toHaveValue(typo);
    // The typed words find nothing: the corrected words' results, said to be theirs.
    await expect(page.getByTestId('search-summary')).toHaveText(`1 result for '${word}'`);
    const corrected = page.getByTestId('search-corrected');
    await expect(corrected).toContainText(`Showing results for '${word}'`);
    await expect(corrected).toContainText(`Search instead for '${typo}'`);
    const snippet = page.getByTestId('search-result').first().getByTestId('search-snippet');
    await expect(snippet.locator('mark')).toHaveText(word);
    await expect(snippet).toContainText(`carried a ${word} rig`);

    // The words as typed: nothing found, the correction offered.
    await corrected.getByRole('link', { name: `'${typo}'` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}&exact=true$`));
    await expect(page.getByTestId('search-empty')).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toHaveText(`Did you mean '${word}'?`);

    // The corrected words: searched as typed, no suggestion left.
    await page.getByTestId('did-you-mean').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(box).toHaveValue(word);
    await expect(page.getByTestId('search-summary')).toHaveText(`1 result for '${word}'`);
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    await expect(page.getByTestId('search-corrected')).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Most viewed' });
    await expect(page).toHaveURL(new RegExp(`sort=views`));
    await expect(page.getByTestId('search-result')).toHaveCount(1);

    // Nothing matches in that category: the empty state's wording, then help.
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Category').selectOption('Drama & Events');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=Drama/);
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByText('No articles found matching your criteria.')).toBeVisible();
    await expect(empty.getByRole('link', { name: /^Tag: / }).first()).toHaveAttribute('href', /^\/tag\//);
    await expect(empty.getByTestId('category-link').first()).toHaveAttribute('href', /^\/category\//);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByTestId('search-result')).toHaveCount(1);
  });
});
