import { Plus, X } from 'lucide-react';
import type { ApplyForFlairDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ApplicationForm = { applicantName: string; reasonNote: string; proofLinks: string[]; mediaProof: string };

export const emptyApplication = (): ApplicationForm => ({
  applicantName: '',
  reasonNote: '',
  proofLinks: [''],
  mediaProof: '',
});

/** The body the server takes: blank proof links dropped, a blank media link left out. */
export function toApplicationBody(form: ApplicationForm): ApplyForFlairDto {
  const mediaProof = form.mediaProof.trim();
  return {
    applicantName: form.applicantName.trim(),
    reasonNote: form.reasonNote.trim(),
    proofLinks: form.proofLinks.map((link) => link.trim()).filter(Boolean),
    ...(mediaProof ? { mediaProof } : {}),
  };
}

/** Name, reason, proof links (a list that grows and shrinks) and an optional media link. */
export function FlairApplicationForm({
  value,
  onChange,
}: {
  value: ApplicationForm;
  onChange: (next: ApplicationForm) => void;
}) {
  const set = (patch: Partial<ApplicationForm>) => onChange({ ...value, ...patch });
  const setLink = (index: number, link: string) =>
    set({ proofLinks: value.proofLinks.map((current, i) => (i === index ? link : current)) });
  return (
    <div className="flex flex-col gap-3">
      <FormField id="applicant-name" label="Your name">
        {(aria) => (
          <Input
            {...aria}
            value={value.applicantName}
            maxLength={100}
            onChange={(e) => set({ applicantName: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="reason-note" label="Why should you have this flair?">
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={2000}
            value={value.reasonNote}
            onChange={(e) => set({ reasonNote: e.target.value })}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Proof links</legend>
        {value.proofLinks.map((link, index) => (
          <div key={index} className="flex gap-2">
            <Input
              type="url"
              aria-label={`Proof link ${index + 1}`}
              placeholder="https://"
              value={link}
              onChange={(e) => setLink(index, e.target.value)}
            />
            {value.proofLinks.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove proof link ${index + 1}`}
                onClick={() => set({ proofLinks: value.proofLinks.filter((_, i) => i !== index) })}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {value.proofLinks.length < 10 ? (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => set({ proofLinks: [...value.proofLinks, ''] })}
          >
            <Plus aria-hidden="true" /> Add link
          </Button>
        ) : null}
      </fieldset>
      <FormField id="media-proof" label="Media proof (optional)" hint="A link to an image or a clip.">
        {(aria) => (
          <Input
            {...aria}
            type="url"
            placeholder="https://"
            value={value.mediaProof}
            onChange={(e) => set({ mediaProof: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
