import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SwitchField } from './switch';

function Controlled({ onChange }: { onChange: (value: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <SwitchField
      label="Show e-mail"
      description="Let other members see your e-mail address."
      checked={checked}
      onCheckedChange={(value) => {
        setChecked(value);
        onChange(value);
      }}
    />
  );
}

describe('SwitchField', () => {
  it('is a labelled, described switch that toggles by click and by keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Show e-mail' });
    expect(toggle).toHaveAccessibleDescription('Let other members see your e-mail address.');
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
