import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogActions, DialogContent, DialogHeading } from './dialog';

function Confirm(props: Parameters<typeof DialogActions>[0] & { onSubmit?: () => void }) {
  const { onSubmit, ...actions } = props;
  return (
    <Dialog open>
      <DialogContent>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <DialogHeading title="Delete this article?" description="This cannot be undone." />
          <DialogActions {...actions} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogHeading and DialogActions', () => {
  it('names and describes the dialog', () => {
    render(<Confirm confirmLabel="Delete Article" />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this article?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('Cancel calls onCancel and the confirm button calls onConfirm without submitting', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const onSubmit = vi.fn();
    render(<Confirm confirmLabel="Delete Article" onCancel={onCancel} onConfirm={onConfirm} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Article' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without onConfirm the button submits the form, and there is no Cancel without onCancel', async () => {
    const onSubmit = vi.fn();
    render(<Confirm confirmLabel="Apply" onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while pending shows the pending label on a disabled button', () => {
    render(<Confirm confirmLabel="Delete Article" pendingLabel="Deleting..." pending onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Article' })).not.toBeInTheDocument();
  });

  it('disabled keeps the label but blocks the action', () => {
    render(<Confirm confirmLabel="Send Message" disabled />);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });
});
