import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubmissionDto, AdminSubmissionSummaryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const submitter = {
  id: 'u2',
  username: 'lena',
  displayName: 'Lena',
  role: 'user' as const,
  isRoot: false,
  profileImageUrl: null,
  flairs: [],
};
const row: AdminSubmissionSummaryDto = {
  id: '00000000-0000-4000-8000-0000000000aa',
  type: 'person',
  status: 'pending',
  name: 'Ice Poseidon',
  description: 'Pioneer of IRL streaming.',
  submittedAt: '2024-01-01T00:00:00.000Z',
  submittedBy: submitter,
  batchId: null,
  batchRow: null,
  possibleDuplicateCount: 1,
};
const detail: AdminSubmissionDto = {
  ...row,
  fields: {
    name: 'Ice Poseidon',
    description: 'Pioneer of IRL streaming.',
    isStreamer: true,
    streamLink: 'https://kick.com/ice',
    videos: ['https://youtube.com/watch?v=1'],
    nicknames: ['Ice'],
  },
  reviewReason: null,
  reviewedAt: null,
  reviewedBy: null,
  archiveEntry: null,
  personalInformation: [{ field: 'nicknames[0]', kind: 'phone', text: '(415) 555-2671' }],
  possibleDuplicates: [
    { kind: 'submission', id: 'x', type: 'person', name: 'Ice Poseidonn', slug: null, similarity: 0.8 },
  ],
};

function stubInbox() {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
    if (url.pathname === '/api/admin/submissions')
      return jsonResponse('listAdminSubmissions', { items: [row], nextCursor: null, total: 1 });
    if (url.pathname === `/api/admin/submissions/${row.id}`) return jsonResponse('getAdminSubmission', detail);
    if (url.pathname === `/api/admin/submissions/${row.id}/reject` && request.method === 'POST') {
      return jsonResponse('rejectSubmission', { ...detail, status: 'rejected', reviewReason: 'Duplicate' });
    }
    return undefined;
  });
}

describe('SubmissionsInbox (admin Content tab)', () => {
  it('lists submissions with the filters in the URL and opens the review view with every field', async () => {
    const requests = stubInbox();
    const user = userEvent.setup();
    renderRoute('/admin/content?status=pending');
    const [tableRow] = await screen.findAllByTestId('admin-submission-row', undefined, { timeout: 10_000 });
    expect(tableRow).toHaveTextContent('Ice Poseidon');
    expect(tableRow).toHaveTextContent('Lena');
    expect(within(tableRow).getByTestId('possible-duplicate-badge')).toHaveTextContent('possible duplicate');
    const list = requests.find((request) => new URL(request.url).pathname === '/api/admin/submissions');
    expect(new URL(list!.url).searchParams.get('status')).toBe('pending');

    await user.click(within(tableRow).getByRole('button', { name: 'Review Ice Poseidon' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Possible duplicate: this may already exist')).toBeInTheDocument();
    const fields = within(dialog).getByTestId('submission-fields');
    expect(within(fields).getByRole('link', { name: 'https://kick.com/ice' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(within(fields).getByText('Nicknames')).toBeInTheDocument();
    // What the server found is marked for the reviewer, field by field.
    expect(within(dialog).getByTestId('personal-information-warning')).toHaveTextContent(
      'Phone number in nicknames[0]: “(415) 555-2671”',
    );
  });

  it('rejects only with a reason', async () => {
    const requests = stubInbox();
    const user = userEvent.setup();
    renderRoute('/admin/content');
    const [tableRow] = await screen.findAllByTestId('admin-submission-row', undefined, { timeout: 10_000 });
    await user.click(within(tableRow).getByRole('button', { name: 'Review Ice Poseidon' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required to reject a submission')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Submission Rejected')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({ reason: 'Duplicate' });
  });

  it('refuses moderators', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? signedInSessionResponse(buildCurrentUser({ role: 'moderator' })) : undefined,
    );
    renderRoute('/admin/content');
    await waitFor(() => expect(screen.queryAllByTestId('admin-submission-row')).toHaveLength(0));
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('bulk decisions for a CSV batch', () => {
  it('filters by the batch of a row and rejects the whole batch with a required reason', async () => {
    const batchId = '00000000-0000-4000-8000-0000000000bb';
    const batchRow = { ...row, batchId, batchRow: 7, possibleDuplicateCount: 0 };
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
      if (url.pathname === '/api/admin/submissions') {
        return jsonResponse('listAdminSubmissions', { items: [batchRow], nextCursor: null, total: 1 });
      }
      if (url.pathname === `/api/admin/submissions/batches/${batchId}/reject` && request.method === 'POST') {
        return jsonResponse('rejectSubmissionBatch', { decided: 3 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/content');
    await user.click(await screen.findByRole('button', { name: 'CSV row 7: show this batch' }, { timeout: 10_000 }));
    expect(router.state.location.search).toContain(`batch=${batchId}`);
    const actions = await screen.findByTestId('batch-actions');
    await user.click(within(actions).getByRole('button', { name: 'Reject all' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(within(dialog).getByText('A reason is required to reject a submission')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong file');
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(await screen.findByText('Batch Rejected')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({ reason: 'Wrong file' });
  });
});
