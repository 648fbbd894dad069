import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MySubmissionDto, SubmissionCreatedDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetchSignedIn } from '@/test/render';
import { emptyFormValues, toSubmissionBody } from './submission-form-values';

const pending: MySubmissionDto = {
  id: 's1',
  type: 'person',
  status: 'pending',
  name: 'Ice Poseidon',
  description: 'Pioneer of IRL streaming.',
  submittedAt: '2024-01-01T00:00:00.000Z',
  reviewReason: null,
  reviewedAt: null,
  archiveEntry: null,
  batchId: null,
};

function stubContribute(answer?: (request: Request) => Response | undefined): Request[] {
  return stubFetchSignedIn((url, request) => {
    if (url.pathname === '/api/submissions/people')
      return jsonResponse('listSubmissionPeople', [{ id: 1, slug: 'cx', name: 'Cx Network' }]);
    if (url.pathname === '/api/submissions' && request.method === 'POST') return answer?.(request);
    return undefined;
  });
}

async function choosePerson() {
  const user = userEvent.setup();
  const view = renderRoute('/submissions/new');
  await user.click(await screen.findByRole('button', { name: /^Person/ }, { timeout: 10_000 }));
  await screen.findByRole('heading', { name: 'New Person' });
  return { user, ...view };
}

describe('toSubmissionBody', () => {
  it("sends only the type's fields, drops blank list rows, and the stream link only for streamers", () => {
    const values = emptyFormValues();
    values.text.name = ' Name ';
    values.text.venue = 'Not a person field';
    values.text.streamLink = 'https://kick.com/x';
    values.lists.nicknames = ['', ' Ice ', '  '];
    const body = toSubmissionBody('person', values);
    expect(body).toMatchObject({ type: 'person', name: ' Name ', nicknames: ['Ice'], akas: [], isStreamer: false });
    expect(body).not.toHaveProperty('venue');
    expect(body).not.toHaveProperty('streamLink');
    expect(toSubmissionBody('person', { ...values, isStreamer: true }).streamLink).toBe('https://kick.com/x');
  });
});

// Typing whole forms on a shared machine takes longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('ContributePage', () => {
  it('shows the six type cards and says submissions are reviewed', async () => {
    stubContribute();
    renderRoute('/submissions/new');
    const cards = within(
      await screen.findByRole('list', { name: 'Submission types' }, { timeout: 10_000 }),
    ).getAllByRole('button');
    expect(cards).toHaveLength(6);
    for (const name of ['Person', 'Event', 'Place', 'Meme', 'Group', 'File Upload']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.getByText(/All submissions are reviewed before being added/)).toBeInTheDocument();
  });

  it('suggests people from what was typed once the typing pauses, not one request per key', async () => {
    const requests = stubContribute();
    const { user } = await choosePerson();
    const associated = screen.getByRole('group', { name: 'Associated with' });
    await user.type(within(associated).getByRole('combobox'), 'Cx Net');
    const people = () =>
      requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/submissions/people');
    await waitFor(() => expect(people().at(-1)?.searchParams.get('q')).toBe('Cx Net'));
    // The empty list on arrival and the pause after typing (a slow machine may add one): not one per letter.
    expect(people().length).toBeLessThan('Cx Net'.length);
  });

  it('starts each list with one row, adds rows, and offers remove only with more than one', async () => {
    stubContribute();
    const { user } = await choosePerson();
    const nicknames = screen.getByRole('group', { name: 'Nicknames' });
    expect(within(nicknames).getAllByRole('textbox')).toHaveLength(1);
    expect(within(nicknames).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(nicknames).getByRole('button', { name: 'Add Nicknames' }));
    expect(within(nicknames).getAllByRole('textbox')).toHaveLength(2);
    await user.click(within(nicknames).getByRole('button', { name: 'Remove Nicknames 2' }));
    expect(within(nicknames).getAllByRole('textbox')).toHaveLength(1);
  });

  it('shows the stream link only when isStreamer is ticked, resets on Change Type, and labels place types', async () => {
    stubContribute();
    const { user } = await choosePerson();
    expect(screen.queryByLabelText('Stream link')).toBeNull();
    await user.click(screen.getByLabelText('Is a streamer'));
    expect(screen.getByLabelText('Stream link')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name *'), 'Typed before changing type');
    await user.click(screen.getByRole('button', { name: 'Change Type' }));
    // Change Type resets the form: the same type again starts empty.
    await user.click(screen.getByRole('button', { name: /^Person/ }));
    expect(screen.getByLabelText('Name *')).toHaveValue('');
    expect(screen.queryByLabelText('Stream link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change Type' }));
    await user.click(screen.getByRole('button', { name: /^Place/ }));
    const options = within(screen.getByLabelText('Place type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a place type',
      'Residence',
      'Business',
      'Event Venue',
      'Landmark',
      'Other',
    ]);
  });

  it('checks the form in the browser with the same wording and sends nothing', async () => {
    const requests = stubContribute();
    const { user } = await choosePerson();
    await user.type(screen.getByLabelText('Description *'), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findAllByText('Name is required')).not.toHaveLength(0);
    expect(screen.getAllByText('Description must be at least 10 characters').length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Is a streamer'));
    await user.type(screen.getByLabelText('Stream link'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect((await screen.findAllByText('Stream link must be a valid URL')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the person without blank rows, then clears the form but keeps the type and shows duplicates', async () => {
    const requests = stubContribute(() =>
      jsonResponse(
        'createSubmission',
        {
          submission: pending,
          possibleDuplicates: [
            { kind: 'entry', id: '4', type: 'person', name: 'Ice Poseidon', slug: 'ice-poseidon', similarity: 0.9 },
          ],
        } satisfies SubmissionCreatedDto,
        201,
      ),
    );
    const { user } = await choosePerson();
    await user.type(screen.getByLabelText('Name *'), 'Ice Poseidon');
    await user.type(screen.getByLabelText('Description *'), 'Pioneer of IRL streaming.');
    const nicknames = screen.getByRole('group', { name: 'Nicknames' });
    await user.type(within(nicknames).getByRole('textbox'), 'Ice');
    await user.click(within(nicknames).getByRole('button', { name: 'Add Nicknames' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    expect(await screen.findByText('Submission Successful')).toBeInTheDocument();
    expect(screen.getByText('Your contribution has been submitted for review. Thank you!')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toMatchObject({ type: 'person', name: 'Ice Poseidon', nicknames: ['Ice'] });
    expect(screen.getByRole('heading', { name: 'New Person' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('');
    expect(within(screen.getByRole('group', { name: 'Nicknames' })).getAllByRole('textbox')).toHaveLength(1);
    const hints = screen.getByTestId('duplicate-hints');
    expect(within(hints).getByText('This may already exist')).toBeInTheDocument();
    expect(within(hints).getByRole('link', { name: 'Ice Poseidon' })).toHaveAttribute(
      'href',
      '/archive/person/ice-poseidon',
    );
  });

  it("shows 'Submission Failed' with the server's message", async () => {
    stubContribute(() => errorResponse(400, 'Name is required', [{ field: 'name', reason: 'Name is required' }]));
    const { user } = await choosePerson();
    await user.type(screen.getByLabelText('Name *'), 'Somebody');
    await user.type(screen.getByLabelText('Description *'), 'A long enough description.');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Name is required').length).toBeGreaterThan(0));
  });

  it('Exit goes home', async () => {
    stubContribute();
    const { user, router } = await choosePerson();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('MySubmissionsPage', () => {
  it('lists each submission with its status and the reviewer reason', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/submissions/mine'
        ? jsonResponse('listMySubmissions', {
            items: [
              pending,
              { ...pending, id: 's2', name: 'Bus stream', status: 'rejected', reviewReason: 'Not notable enough' },
            ],
            nextCursor: null,
            total: 2,
          })
        : undefined,
    );
    renderRoute('/submissions');
    const rows = await screen.findAllByTestId('my-submission', undefined, { timeout: 10_000 });
    expect(rows.map((row) => within(row).getByTestId('submission-status').textContent)).toEqual([
      'Pending',
      'Rejected',
    ]);
    expect(within(rows[1]).getByTestId('review-reason')).toHaveTextContent('Not notable enough');
  });
});
