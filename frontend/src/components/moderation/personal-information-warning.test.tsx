import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PersonalInformationWarning, usePersonalInformation } from './personal-information-warning';

function Writer() {
  const [text, setText] = useState('');
  const matches = usePersonalInformation(text);
  return (
    <>
      <label htmlFor="text">Text</label>
      <textarea id="text" value={text} onChange={(event) => setText(event.target.value)} />
      <PersonalInformationWarning matches={matches} consequence="A moderator will look first." />
    </>
  );
}

describe('PersonalInformationWarning', () => {
  it('warns as the writer types a phone number, and goes away when it is removed', async () => {
    render(<Writer />);
    const box = screen.getByLabelText('Text');
    await userEvent.type(box, 'Streamed 2016-2019 in 40 cities');
    expect(screen.queryByTestId('personal-information-warning')).not.toBeInTheDocument();

    await userEvent.type(box, ', call (415) 555-2671');
    const warning = await screen.findByTestId('personal-information-warning');
    expect(warning).toHaveTextContent('Phone number: “(415) 555-2671”');
    expect(warning).toHaveTextContent('A moderator will look first.');

    await userEvent.clear(box);
    expect(screen.queryByTestId('personal-information-warning')).not.toBeInTheDocument();
  });

  it('names the field of each match when given', () => {
    render(
      <PersonalInformationWarning
        matches={[{ field: 'location', kind: 'street_address', text: '12 Elm Street' }]}
        consequence="It waits for review."
        fieldLabel={(field) => field.toUpperCase()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Street address in LOCATION: “12 Elm Street”');
  });
});
