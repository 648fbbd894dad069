import { render, screen } from '@testing-library/react';
import { DiffView } from './revision-view';

describe('DiffView', () => {
  it('marks added and removed lines with text, not only colour', () => {
    render(
      <DiffView
        lines={[
          { type: 'same', text: 'Kept line' },
          { type: 'removed', text: 'Old line' },
          { type: 'added', text: 'New line' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([' Kept line', '-Removed: Old line', '+Added: New line']);
    expect(items[1]).toHaveAttribute('data-diff', 'removed');
    expect(items[2]).toHaveAttribute('data-diff', 'added');
  });

  it('says so when the text did not change', () => {
    render(<DiffView lines={[]} />);
    expect(screen.getByText('The text did not change.')).toBeInTheDocument();
  });
});
