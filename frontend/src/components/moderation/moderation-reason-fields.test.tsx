import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  EMPTY_MODERATION_REASON,
  errorsAfterEdit,
  type ModerationReason,
  moderationReasonBody,
  moderationReasonErrors,
  ModerationReasonFields,
} from './moderation-reason-fields';

function Harness({ onChange }: { onChange: (value: ModerationReason) => void }) {
  const [value, setValue] = useState(EMPTY_MODERATION_REASON);
  return (
    <ModerationReasonFields
      idPrefix="test"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      errors={moderationReasonErrors(value)}
    />
  );
}

describe('ModerationReasonFields', () => {
  it('asks for a category and a note, and names what is missing', async () => {
    let latest = EMPTY_MODERATION_REASON;
    render(<Harness onChange={(value) => (latest = value)} />);
    expect(screen.getByText('Choose a reason category from the list.')).toBeInTheDocument();
    expect(screen.getByText('Write a note: why this action was taken.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam');
    await userEvent.type(screen.getByLabelText('Note'), '  Same link posted 12 times  ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(moderationReasonBody(latest)).toEqual({ reasonCategory: 'spam', note: 'Same link posted 12 times' });
  });

  it('drops a message once its field is edited, and keeps the other field’s', () => {
    const errors = moderationReasonErrors(EMPTY_MODERATION_REASON);
    const picked = { ...EMPTY_MODERATION_REASON, reasonCategory: 'spam' as const };
    expect(errorsAfterEdit(errors, EMPTY_MODERATION_REASON, picked)).toEqual({ note: errors.note });
    expect(errorsAfterEdit(errors, picked, { ...picked, note: 'x' })).toEqual({
      reasonCategory: errors.reasonCategory,
    });
  });

  it('counts a note of spaces as no note', () => {
    expect(moderationReasonErrors({ reasonCategory: 'spam', note: '   ' })).toEqual({
      note: 'Write a note: why this action was taken.',
    });
  });
});
