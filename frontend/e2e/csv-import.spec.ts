import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { personCsv } from './support/person-csv';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

/** 300 person rows; every 50th has a too-short description and a formula-like name. */
function peopleCsv(): string {
  const run = Date.now().toString(36);
  const rows = Array.from({ length: 300 }, (_, index) => {
    const i = index + 1;
    const bad = i % 50 === 0;
    return {
      name: bad ? `=cmd ${i}` : `E2E streamer ${run} ${i}`,
      description: bad ? 'short' : `An IRL streamer imported from a CSV file as number ${i}.`,
      tags: 'irl|e2e',
      isStreamer: 'true',
      streamLink: `https://example.com/live/${i}`,
    };
  });
  return personCsv(rows);
}

/**
 * A spreadsheet export as members make them: a byte-order mark, only some optional columns, a blank
 * line, a cell with a line break, a bad video address, and one cell saved in Latin-1 (not UTF-8).
 */
function memberCsv(run: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(
      [
        'name,description,videos,location', // row 1
        `Member row two ${run},Streams from trains across the country.,,Oslo`, // row 2
        '', // row 3
        `Member row four ${run},"Walks at night,\nwith a second line in one cell.",,Bergen`, // row 4
        `Member row five ${run},A streamer with a broken video address.,not-a-video,Oslo`, // row 5
        '', // row 6
        '', // (the line break that ends row 6)
      ].join('\r\n'),
    ),
    Buffer.from(`Member row seven ${run},Someone from a city with an umlaut.,,Z\u00fcrich\r\n`, 'latin1'), // row 7
    Buffer.from(`Member row eight ${run},Streams from the mountains every week.,,Troms\u00f8\r\n`), // row 8
  ]);
}

async function openFileUpload(page: Page) {
  await page.goto('/submissions/new');
  await page.getByRole('button', { name: /File Upload/ }).click();
}

test.describe('CSV batch import', () => {
  test('a member imports a spreadsheet export: rows numbered as the spreadsheet shows them, rejected rows listed with their reasons', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const run = Date.now().toString(36);
    const page = await signInWithDiscord(browser, `csvmember_${run}`, `CSV Member ${run}`);
    await openFileUpload(page);

    const fileName = '\u00c4rchive-\u65e5\u672c.csv';
    await page.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: memberCsv(run) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // (The upload's own toast says only that the file was received; a file this small may be done, and
    // that toast replaced by the outcome's, before a check here could see it: the component test checks it.)
    await expect(page).toHaveURL(/\/submissions\/batches\/[0-9a-f-]{36}$/);
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();

    await expect(page.getByTestId('batch-status')).toHaveText(/Checking duplicates|Done/, { timeout: 60_000 });
    await expect(page.getByText('Import Finished With Rejected Rows', { exact: true })).toBeVisible();
    await expect(page.getByText(/processed successfully/)).toHaveCount(0);
    await expect(page.getByTestId('accepted-rows')).toHaveText('3');
    await expect(page.getByTestId('rejected-rows')).toHaveText('2');
    await expect(page.getByTestId('batch-stage')).toHaveText('All 5 rows read: 3 accepted, 2 rejected.');

    const rejected = page.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row')).toHaveCount(3);
    await expect(rejected.getByRole('row').nth(1)).toContainText('5videosEvery entry of Videos must be');
    await expect(rejected.getByRole('row').nth(2)).toContainText('7location');
    await expect(rejected.getByRole('row').nth(2)).toContainText('not UTF-8 text (byte 0xFC');
    await expect(page.getByTestId('batch-status')).toHaveText('Done', { timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('member-batch.png'), fullPage: true });

    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download error report' }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toBe('\u00c4rchive-\u65e5\u672c_errors.csv');
    const lines = (await readFile(await report.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines.map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['row,field', '5,videos', '7,location']);
  });

  test('an admin uploads a CSV with bad rows, watches the progress bar finish and downloads the error report', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInAsRoot(page);
    await openFileUpload(page);

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
    await expect(page).toHaveURL(/\/submissions\/batches\/[0-9a-f-]{36}$/);

    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByTestId('batch-status')).toHaveText(/Checking duplicates|Done/, { timeout: 60_000 });
    await expect(page.getByText('Import Finished With Rejected Rows', { exact: true })).toBeVisible();
    await expect(page.getByText(/processed successfully/)).toHaveCount(0);
    await expect(page.getByTestId('batch-status')).toHaveText('Done', { timeout: 60_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('accepted-rows')).toHaveText('294');
    await expect(page.getByTestId('rejected-rows')).toHaveText('6');
    await expect(page.getByRole('table', { name: 'Rejected rows' }).getByRole('row')).toHaveCount(7);
    await page.screenshot({ path: testInfo.outputPath('admin-batch.png'), fullPage: true });

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
