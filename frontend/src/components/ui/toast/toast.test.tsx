import { act, render, screen } from '@testing-library/react';
import { resetToasts, toast, TOAST_LIMIT } from '.';
import { Toaster } from './toaster';

describe('toasts', () => {
  afterEach(() => act(() => resetToasts()));

  it('show at most one toast at a time: a new one replaces the current one', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);

    act(() => {
      toast({ title: 'Article liked!', description: 'Added to your liked articles.' });
    });
    expect(screen.getByText('Article liked!')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Comment posted!', description: 'Your comment has been added to the article.' });
    });
    expect(screen.getByText('Comment posted!')).toBeInTheDocument();
    expect(screen.queryByText('Article liked!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('close when dismissed', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({
        title: 'Error',
        description: 'Failed to post comment. Please try again.',
        variant: 'destructive',
      });
    });
    expect(screen.getByText('Failed to post comment. Please try again.')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(screen.queryByText('Failed to post comment. Please try again.')).not.toBeInTheDocument();
  });

  it('label the notification area with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
