import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CiteDialog } from './cite-dialog';
import type { CitationSource } from './citation-source';

function renderDialog(references: CitationSource[] = []) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(<CiteDialog open references={references} onClose={onClose} onSubmit={onSubmit} />);
  const user = userEvent.setup();
  /** Replaces a field's text (pasting: typing letter by letter is slow on a busy machine). */
  const fill = async (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  return { onSubmit, onClose, user, fill };
}

describe('CiteDialog', () => {
  it('is a labelled dialog whose web source needs a full address and a title', async () => {
    const { onSubmit, user, fill } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Cite a source' })).toBeInTheDocument();
    await fill('URL *', 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Insert citation' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('URL *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a full http or https address.')).toBeInTheDocument();
    expect(screen.getByText('Enter the title of the page.')).toBeInTheDocument();
    expect(screen.getByLabelText('URL *')).toHaveFocus();

    await fill('URL *', ' https://example.org/story ');
    await fill('Title *', 'The story');
    await fill('Publisher or channel', 'IRL Times');
    await user.click(screen.getByRole('button', { name: 'Insert citation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      source: { kind: 'web', url: 'https://example.org/story', title: 'The story', publisher: 'IRL Times', date: null },
    });
  }, 20_000);

  it('cites a stream moment: platform from the list, id and an H:MM:SS timestamp', async () => {
    const { onSubmit, user, fill } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Type'), 'stream');
    await user.selectOptions(screen.getByLabelText('Platform *'), 'kick');
    await fill('VOD or clip id *', '98765');
    await fill('Timestamp', '1:2:3');
    await user.click(screen.getByRole('button', { name: 'Insert citation' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Write the time like 1:23:45 or 4:05.')).toBeInTheDocument();

    await fill('Timestamp', '1:23:45');
    await user.click(screen.getByRole('button', { name: 'Insert citation' }));
    expect(onSubmit).toHaveBeenCalledWith({
      source: {
        kind: 'stream',
        url: null,
        title: null,
        publisher: null,
        platform: 'kick',
        videoType: 'vod',
        videoId: '98765',
        timestamp: '1:23:45',
      },
    });
  }, 20_000);

  it('cites an existing source again by its number', async () => {
    const { onSubmit, user } = renderDialog([
      { kind: 'stream', platform: 'twitch', videoId: '123', timestamp: '0:10' },
      { kind: 'web', url: 'https://example.org', title: 'Example' },
    ]);
    const source = screen.getByLabelText('Source');
    expect(screen.getByRole('option', { name: '[1] Twitch VOD 123 at 0:10' })).toBeInTheDocument();
    await user.selectOptions(source, '2');
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert citation' }));
    expect(onSubmit).toHaveBeenCalledWith({ number: 2 });
  });

  it('Cancel closes without citing', async () => {
    const { onSubmit, onClose, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
