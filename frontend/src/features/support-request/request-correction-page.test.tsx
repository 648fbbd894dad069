import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { subjectFromSearch } from './use-request-form';

vi.setConfig({ testTimeout: 30_000 });

const receipt = {
  id: 'f0e0d0c0-0000-4000-8000-000000000001',
  kind: 'takedown' as const,
  status: 'new' as const,
  createdAt: '2026-11-29T12:00:00.000Z',
};

function stubSignedOut(answer: (request: Request) => Response | Promise<Response>) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return errorResponse(401, 'Unauthorized');
    if (url.pathname === '/api/support/requests' && request.method === 'POST') return answer(request);
    return undefined;
  });
}

async function fillIn() {
  await userEvent.click(await screen.findByRole('radio', { name: /Take it down/ }));
  await userEvent.type(screen.getByLabelText('Your name'), 'Jane Roe');
  await userEvent.type(screen.getByLabelText('Your e-mail address'), 'jane@example.test');
  await userEvent.type(screen.getByLabelText('How are you related to it?'), 'I am the person named');
  await userEvent.type(screen.getByLabelText('What is wrong, and what do you ask?'), 'It shows my home address.');
}

describe('RequestCorrectionPage', () => {
  it('reads the subject from the address', () => {
    expect(subjectFromSearch(new URLSearchParams('article=12'))).toEqual({ kind: 'article', id: 12 });
    expect(subjectFromSearch(new URLSearchParams('entry=7'))).toEqual({ kind: 'archive_entry', id: 7 });
    expect(subjectFromSearch(new URLSearchParams('article=abc'))).toBeNull();
    expect(subjectFromSearch(new URLSearchParams('article=0'))).toBeNull();
  });

  it('lets someone signed out send a takedown request, once, and shows the confirmation', async () => {
    const requests = stubSignedOut(() => jsonResponse('createSupportRequest', receipt, 201));
    renderRoute('/request-correction?article=12');
    await fillIn();
    const send = screen.getByRole('button', { name: 'Send request' });
    await userEvent.dblClick(send);

    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(screen.getByText(/jane@example.test/)).toBeInTheDocument();
    const posts = requests.filter((request) => new URL(request.url).pathname === '/api/support/requests');
    expect(posts).toHaveLength(1);
    const { submissionKey, ...body } = (await posts[0].clone().json()) as Record<string, unknown>;
    expect(submissionKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toEqual({
      kind: 'takedown',
      subjectKind: 'article',
      subjectId: 12,
      name: 'Jane Roe',
      email: 'jane@example.test',
      relationship: 'I am the person named',
      message: 'It shows my home address.',
    });
    expect(screen.getByRole('link', { name: 'Back to the article' })).toHaveAttribute('href', '/article/12');
  });

  it('checks the fields before sending and shows each problem under its field', async () => {
    const requests = stubSignedOut(() => jsonResponse('createSupportRequest', receipt, 201));
    renderRoute('/request-correction?entry=3');
    await userEvent.type(await screen.findByLabelText('Your e-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('This is not an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please say how you are related to what the entry says.')).toBeInTheDocument();
    expect(screen.getByText('Please say what is wrong and what you ask.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for the subject when the form is opened without one', async () => {
    stubSignedOut(() => jsonResponse('createSupportRequest', receipt, 201));
    renderRoute('/request-correction');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getAllByText('Open this form from the article or archive entry the request is about.').length,
    ).toBeGreaterThan(0);
  });

  it("shows the server's reasons and a clear message when the address sent too many", async () => {
    let answer = errorResponse(400, 'Validation failed', [
      { field: 'subjectId', reason: 'That article or archive entry does not exist' },
    ]);
    stubSignedOut(() => answer);
    renderRoute('/request-correction?article=999');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('That article or archive entry does not exist')).toBeInTheDocument();

    answer = errorResponse(429, 'Too Many Requests');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Too many requests were sent from this address/)).toBeInTheDocument();
  });
});
