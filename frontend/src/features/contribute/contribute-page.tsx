import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { SubmissionForm } from './submission-form';
import { labelOf, TypeCards, type ContributeChoice } from './type-cards';
import { FileUploadPanel } from './file-upload-panel';

/** /submissions/new: choose a type, then fill in its form (or upload a CSV). */
export function ContributePage() {
  usePageMeta({ title: 'Contribute' });
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ContributeChoice | null>(null);
  // The card or button pressed disappears with the switch; focus moves to what replaced it, so a
  // keyboard or screen-reader user carries on from there instead of from the top of the page.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const cards = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    if (choice) formHeading.current?.focus();
    else cards.current?.querySelector('button')?.focus();
  }, [choice]);
  const choose = (next: ContributeChoice | null) => {
    switched.current = true;
    setChoice(next);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold tracking-tight">Contribute</h1>
          <p className="mt-2 text-muted-foreground">
            Add a person, event, place, meme or group to the IRL streaming archive. All submissions are reviewed before
            being added.
          </p>
        </div>
        <div className="flex gap-2">
          {choice ? (
            // Back to the cards: the form unmounts, so the next type starts from an empty form.
            <Button variant="outline" onClick={() => choose(null)}>
              <ArrowLeft aria-hidden="true" /> Change Type
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void navigate('/')}>
            <X aria-hidden="true" /> Exit
          </Button>
        </div>
      </div>
      {choice === null ? (
        <div ref={cards}>
          <TypeCards onChoose={choose} />
        </div>
      ) : (
        <section
          aria-labelledby="contribute-form-title"
          className="rounded-xl border border-border bg-card p-6 shadow-xs"
        >
          <h2 id="contribute-form-title" ref={formHeading} tabIndex={-1} className="mb-5 text-xl font-semibold">
            {choice === 'file-upload' ? 'File Upload' : `New ${labelOf(choice)}`}
          </h2>
          {choice === 'file-upload' ? <FileUploadPanel /> : <SubmissionForm key={choice} type={choice} />}
        </section>
      )}
      <p className="mt-8 text-sm text-muted-foreground">
        See what happened to earlier contributions in{' '}
        <Link className="text-primary underline underline-offset-4" to="/submissions">
          My submissions
        </Link>
        .
      </p>
    </div>
  );
}
