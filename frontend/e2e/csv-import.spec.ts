import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

const PERSON_COLUMNS = [
  'name',
  'description',
  'videos',
  'links',
  'photos',
  'tags',
  'nicknames',
  'akas',
  'isStreamer',
  'streamLink',
  'location',
  'previousLocations',
  'associatedWith',
];

/** 300 person rows; every 50th has a too-short description and a formula-like name. */
function peopleCsv(): string {
  const run = Date.now().toString(36);
  const lines = [PERSON_COLUMNS.join(',')];
  for (let i = 1; i <= 300; i += 1) {
    const bad = i % 50 === 0;
    const cells: Record<string, string> = {
      name: bad ? `=cmd ${i}` : `E2E streamer ${run} ${i}`,
      description: bad ? 'short' : `An IRL streamer imported from a CSV file as number ${i}.`,
      tags: 'irl|e2e',
      isStreamer: 'true',
      streamLink: `https://example.com/live/${i}`,
    };
    lines.push(PERSON_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
}

test.describe('CSV batch import', () => {
  test('uploads a CSV with bad rows, watches the progress bar finish and downloads the error report', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInAsRoot(page);
    await page.goto('/submissions/new');
    await page.getByRole('button', { name: /File Upload/ }).click();

    // Nothing chosen yet: the spec's toast.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('No File Selected', { exact: true })).toBeVisible();
    await expect(page.getByText('Please select a file to upload', { exact: true })).toBeVisible();

    // Only .csv is taken.
    const fileInput = page.getByLabel('CSV file');
    await fileInput.setInputFiles({ name: 'people.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText('Only .csv files are accepted', { exact: true }).first()).toBeVisible();

    const csv = Buffer.from(peopleCsv());
    await fileInput.setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: csv });
    await expect(page.getByTestId('selected-file')).toHaveText(`people.csv (${(csv.length / 1024).toFixed(1)} KB)`);

    // The template of a type downloads under its name.
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    expect((await templateDownload).suggestedFilename()).toBe('person_template.csv');
    await expect(page.getByText('Template Downloaded', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload Successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/submissions\/batches\/[0-9a-f-]{36}$/);

    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByTestId('batch-status')).toHaveText('Completed', { timeout: 60_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('accepted-rows')).toHaveText('294');
    await expect(page.getByTestId('rejected-rows')).toHaveText('6');

    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download error report' }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toBe('people_errors.csv');
    const text = await readFile(await report.path(), 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('row,field,reason');
    expect(lines).toHaveLength(7);
    // Row 50 of the data is row 51 of the file (the header is row 1).
    expect(lines[1]).toBe('51,description,Description must be at least 10 characters');
  });
});
