import type {
  FieldPersonalInformationMatch,
  PersonalInformationKind,
  PersonalInformationMatch,
} from '@irl/shared/personal-information';
import { ShieldAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';

type Match = { kind: PersonalInformationKind; text: string; field?: string };
type Detector = typeof import('@irl/shared/personal-information');

/** What the warning calls each kind (kept here so showing a match needs no detector). */
const LABELS: Record<PersonalInformationKind, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  street_address: 'Street address',
  coordinates: 'Exact coordinates',
  id_number: 'Identity or card number',
};

/**
 * The detector (libphonenumber's metadata and the rules) is loaded the first time someone writes
 * something, not with the page: readers never pay for it. The server runs the same rules when saving.
 */
let detector: Promise<Detector> | undefined;
const loadDetector = () => (detector ??= import('@irl/shared/personal-information'));

/** Runs `find` over `input` once typing settles and the detector is loaded; [] while there is nothing to check. */
function useDetected<Input, Result>(
  input: Input,
  isEmpty: boolean,
  find: (detector: Detector, input: Input) => Result[],
) {
  const deferred = useDeferredValue(input);
  // The last answer; while the next one is worked out (a moment), the previous stays shown.
  const [found, setFound] = useState<Result[]>([]);
  useEffect(() => {
    if (isEmpty) return;
    let current = true;
    void loadDetector().then((loaded) => {
      if (current) setFound(find(loaded, deferred));
    });
    return () => {
      current = false;
    };
    // `find` is a stable module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deferred, isEmpty]);
  return isEmpty ? [] : found;
}

const inText = (loaded: Detector, text: string) => loaded.findPersonalInformation(text);
const inHtml = (loaded: Detector, text: string) => loaded.findPersonalInformation(loaded.textOfHtml(text));
const inFields = (loaded: Detector, fields: Record<string, unknown>) => loaded.findPersonalInformationInFields(fields);

/** The matches in a text (`html`: the text is article HTML). */
export function usePersonalInformation(text: string, { html = false } = {}): PersonalInformationMatch[] {
  return useDetected(text, text.trim() === '', html ? inHtml : inText);
}

/** The matches in a form's fields, as the reviewer will see them. */
export function usePersonalInformationInFields(fields: Record<string, unknown>): FieldPersonalInformationMatch[] {
  return useDetected(fields, false, inFields);
}

/**
 * Warns the writer, before they save, that the text seems to hold personal information about
 * someone, and says what happens if they keep it. Nothing when there is none.
 */
export function PersonalInformationWarning({
  matches,
  consequence,
  title = 'This looks like personal information about someone.',
  advice = 'Remove it unless the person made it public themselves.',
  fieldLabel = (field) => field,
}: {
  matches: Match[];
  /** What saving it anyway does ("A moderator will review your comment before anyone else sees it."). */
  consequence: string;
  title?: string;
  advice?: string;
  fieldLabel?: (field: string) => string;
}) {
  if (matches.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="personal-information-warning"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{title}</p>
        <ul className="list-disc pl-5">
          {matches.map((match, index) => (
            <li key={`${match.field ?? ''}-${match.kind}-${index}`} className="wrap-anywhere">
              {LABELS[match.kind]}
              {match.field ? ` in ${fieldLabel(match.field)}` : ''}: “{match.text}”
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          {advice} {consequence}
        </p>
      </div>
    </div>
  );
}
