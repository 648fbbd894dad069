import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '@/components/theme-toggle';
import { readStoredTheme, THEME_STORAGE_KEY } from './theme';
import { ThemeProvider } from './theme-provider';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

async function chooseTheme(label: 'Light' | 'Dark' | 'System') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
  await user.click(await screen.findByRole('menuitemradio', { name: label }));
}

describe('theme', () => {
  it('defaults to system', () => {
    expect(readStoredTheme()).toBe('system');
  });

  it('saves the choice in localStorage and puts the dark class on <html>', async () => {
    renderToggle();
    await chooseTheme('Dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await chooseTheme('Light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the saved choice on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the system preference live when set to system', async () => {
    let listener: (() => void) | undefined;
    const media = { matches: false };
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return media.matches;
          },
          media: query,
          addEventListener: (_type: string, callback: () => void) => {
            listener = callback;
          },
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderToggle();
    await chooseTheme('System');
    expect(document.documentElement).not.toHaveClass('dark');

    media.matches = true;
    listener?.();
    expect(document.documentElement).toHaveClass('dark');
  });
});
