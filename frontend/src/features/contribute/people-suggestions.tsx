import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSubmissionPeopleOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useDebounced } from '@/lib/use-debounced';

/** Typing pause before the suggestions follow the text, so a name typed is not one request per key. */
const TYPING_DELAY_MS = 300;

/**
 * Approved people of the archive as a <datalist>, searched with what was last typed into a
 * people field (associatedWith, participants), so rows can name existing entries exactly.
 */
export function PeopleSuggestions({ id, query }: { id: string; query: string }) {
  const q = useDebounced(query.trim(), TYPING_DELAY_MS);
  const people = useQuery({
    ...listSubmissionPeopleOptions({ query: { q: q || undefined, limit: 20 } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return (
    <datalist id={id} data-testid="people-suggestions">
      {(people.data ?? []).map((person) => (
        <option key={person.id} value={person.name} />
      ))}
    </datalist>
  );
}
