import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkDialog } from './link-dialog';
import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps http, https and mailto addresses and rejects the rest', () => {
    expect(normalizeLinkUrl(' https://example.org/irl ')).toBe('https://example.org/irl');
    expect(normalizeLinkUrl('mailto:someone@example.org')).toBe('mailto:someone@example.org');
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('example.org')).toBeNull();
    expect(normalizeLinkUrl('   ')).toBeNull();
  });
});

describe('LinkDialog', () => {
  function renderDialog(initialUrl = '') {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<LinkDialog open initialUrl={initialUrl} onClose={onClose} onSubmit={onSubmit} />);
    return { onSubmit, onClose, user: userEvent.setup() };
  }

  it('refuses an address outside the allow-list with an announced reason', async () => {
    const { onSubmit, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Insert link' });
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a full http, https or mailto link.');
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toBeInTheDocument();
  });

  it('applies a checked address, and a blank one removes the link', async () => {
    const { onSubmit, user } = renderDialog('https://old.example');
    const input = screen.getByLabelText('URL');
    expect(input).toHaveValue('https://old.example');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenLastCalledWith(null);
    await user.type(input, 'https://example.org/irl');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenLastCalledWith('https://example.org/irl');
  });

  it('Cancel closes without applying', async () => {
    const { onSubmit, onClose, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
