import { CalendarDays, FileUp, Laugh, MapPin, User, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SubmissionType } from '@/api/generated/types.gen';

export type ContributeChoice = SubmissionType | 'file-upload';

export const TYPE_CARDS: { value: ContributeChoice; label: string; description: string; Icon: LucideIcon }[] = [
  { value: 'person', label: 'Person', description: 'A streamer, guest or notable figure.', Icon: User },
  { value: 'event', label: 'Event', description: 'A stream, meetup, incident or milestone.', Icon: CalendarDays },
  { value: 'place', label: 'Place', description: 'A venue, landmark or well-known location.', Icon: MapPin },
  { value: 'meme', label: 'Meme', description: 'A catchphrase, clip or running joke.', Icon: Laugh },
  { value: 'group', label: 'Group', description: 'A network, crew or community.', Icon: Users },
  { value: 'file-upload', label: 'File Upload', description: 'Many entries at once from a CSV file.', Icon: FileUp },
];

export function labelOf(choice: ContributeChoice): string {
  return TYPE_CARDS.find((card) => card.value === choice)?.label ?? choice;
}

/** The six cards; each is a button, so the grid works with the keyboard. */
export function TypeCards({ onChoose }: { onChoose: (choice: ContributeChoice) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Submission types">
      {TYPE_CARDS.map(({ value, label, description, Icon }) => (
        <li key={value}>
          <button
            type="button"
            onClick={() => onChoose(value)}
            className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-border bg-card p-5 text-left shadow-xs transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <span className="text-lg font-semibold">{label}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
