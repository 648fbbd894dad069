import { render, screen } from '@testing-library/react';
import type { FlairBadgeDto } from '@/api/generated/types.gen';
import { FlairBadges } from './flair-badge';

const badge = (overrides: Partial<FlairBadgeDto>): FlairBadgeDto => ({
  key: 'flair:1',
  flairId: 1,
  name: 'night-owl',
  displayName: 'Night Owl',
  backgroundColor: '#312e81',
  textColor: '#facc15',
  borderColor: '#facc15',
  isAnimated: false,
  animationType: null,
  builtIn: false,
  ...overrides,
});

describe('FlairBadges', () => {
  it('draws each flair in its own colours, role flairs as role badges, animated ones with their animation', () => {
    render(
      <FlairBadges
        flairs={[
          badge({
            key: 'role:admin',
            flairId: null,
            displayName: 'Admin',
            builtIn: true,
            isAnimated: true,
            animationType: 'glow',
          }),
          badge({ key: 'flair:2', displayName: 'Prism', isAnimated: true, animationType: 'rainbow' }),
        ]}
      />,
    );
    const role = screen.getByTestId('role-badge');
    expect(role).toHaveTextContent('Admin');
    expect(role).toHaveClass('flair-glow');
    const own = screen.getByTestId('flair-badge');
    expect(own).toHaveClass('flair-rainbow');
    expect(own).toHaveAttribute('data-animation', 'rainbow');
    expect(own).toHaveStyle({ backgroundColor: '#312e81', color: '#facc15' });
  });

  it('ignores the animation of a flair that is not animated, and shows at most three', () => {
    render(
      <FlairBadges
        flairs={[1, 2, 3, 4].map((n) => badge({ key: `flair:${n}`, displayName: `F${n}`, animationType: 'bounce' }))}
      />,
    );
    const shown = screen.getAllByTestId('flair-badge');
    expect(shown.map((el) => el.textContent)).toEqual(['F1', 'F2', 'F3']);
    expect(shown[0]).not.toHaveClass('flair-bounce');
  });

  it('renders nothing without flairs', () => {
    const { container } = render(<FlairBadges flairs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
