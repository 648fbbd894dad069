import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { type ConfirmRequest, useConfirm } from './confirm-dialog';

function Opener({ request }: { request: Omit<ConfirmRequest, 'title' | 'description' | 'confirmLabel'> }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button
        onClick={() =>
          confirm({ title: 'Ban @alice?', description: 'They are signed out.', confirmLabel: 'Ban User', ...request })
        }
      >
        Ban
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in an alert dialog that opens on Cancel; Escape cancels and gives focus back to the opener', async () => {
    const onConfirm = vi.fn();
    render(<Opener request={{ onConfirm }} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Ban' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Ban @alice?' });
    expect(dialog).toHaveAccessibleDescription('They are signed out.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts only on the confirm button, from the keyboard too, then gives focus back', async () => {
    const onConfirm = vi.fn();
    render(<Opener request={{ onConfirm }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ban' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ban User' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ban' })).toHaveFocus();
  });

  it('asks for an optional reason and passes it on, trimmed', async () => {
    const onConfirm = vi.fn();
    render(<Opener request={{ onConfirm, reason: { label: 'Reason (optional)', maxLength: 500 } }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason).toHaveFocus();
    await user.type(reason, '  spam links  ');
    await user.click(screen.getByRole('button', { name: 'Ban User' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('spam links');
  });
});
