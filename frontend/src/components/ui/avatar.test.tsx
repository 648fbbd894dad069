import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows initials by the display-name rule while there is no picture', () => {
    const { rerender } = render(<Avatar name="Ada Historian" />);
    expect(screen.getByTestId('user-avatar')).toHaveTextContent('AH');
    rerender(<Avatar name="@cellbonder" imageUrl={null} />);
    expect(screen.getByTestId('user-avatar')).toHaveTextContent('CE');
  });

  it('keeps the initials hidden from screen readers (the name sits beside it)', () => {
    render(<Avatar name="Lena Sysop" />);
    expect(screen.getByText('LS')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the given fallback instead of initials when there is no picture', () => {
    render(<Avatar name="Discord" fallback={<span data-testid="letter">D</span>} />);
    expect(screen.getByTestId('user-avatar')).toHaveTextContent(/^D$/);
    expect(screen.getByTestId('letter').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
