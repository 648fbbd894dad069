import { useState } from 'react';
import { Info } from 'lucide-react';
import type { StoreFlairDto } from '@/api/generated/types.gen';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FlairBadge } from '@/components/users/flair-badge';
import { formatDate, formatNumber, pluralize } from '@/lib/format';
import { NotEnoughPoints } from './not-enough-points';
import { emptyApplication, FlairApplicationForm, toApplicationBody } from './flair-application-form';
import type { FlairStore } from './use-flair-store';

type Props = { flair: StoreFlairDto | null; points: number; store: FlairStore; onClose: () => void };

/**
 * Buying or applying for one flair. A bought flair: one click buys it (disabled below the cost,
 * with 'Insufficient points to purchase this flair'). A flair by application: the first click
 * reveals the notice and the form, the second submits the application.
 */
export function FlairPurchaseDialog({ flair, ...props }: Props) {
  // A fresh body per flair, so the two-click state and the form start over.
  return flair ? <PurchaseDialogBody key={flair.id} flair={flair} {...props} /> : null;
}

function PurchaseDialogBody({ flair, points, store, onClose }: Props & { flair: StoreFlairDto }) {
  const [revealed, setRevealed] = useState(false);
  const [form, setForm] = useState(emptyApplication);

  const close = () => onClose();
  const insufficient = !flair.requiresApplication && points < flair.pointCost;
  const missing = insufficient ? flair.pointCost - points : 0;
  const blockedUntil = flair.nextApplicationAt;
  const pending = flair.applicationStatus === 'pending';

  const onConfirm = () => {
    if (!flair.requiresApplication) {
      store.purchase.mutate({ path: { id: flair.id } }, { onSuccess: close });
      return;
    }
    if (!revealed) {
      setRevealed(true);
      return;
    }
    store.apply.mutate({ path: { id: flair.id }, body: toApplicationBody(form) }, { onSuccess: close });
  };

  const confirmLabel = flair.requiresApplication
    ? revealed
      ? 'Submit Application'
      : 'Apply'
    : insufficient
      ? `${pluralize(missing, 'more point')} needed`
      : 'Purchase';
  const busy = store.purchase.isPending || store.apply.isPending;
  const formIncomplete = revealed && (!form.applicantName.trim() || !form.reasonNote.trim());

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeading
          title={flair.requiresApplication ? `Apply for ${flair.displayName}` : `Buy ${flair.displayName}`}
          description={flair.description || 'A flair shown next to your name.'}
        />
        <div className="flex items-center justify-between gap-3 rounded-md border p-3">
          <FlairBadge flair={flair} className="text-sm" />
          {flair.requiresApplication ? (
            <span className="text-sm text-muted-foreground">Granted by the admins</span>
          ) : (
            <span className="text-sm">
              <span className="font-semibold">{formatNumber(flair.pointCost)}</span> points · you have{' '}
              {formatNumber(points)}
            </span>
          )}
        </div>
        {insufficient ? (
          <NotEnoughPoints message="Insufficient points to purchase this flair" missing={missing} onNavigate={close} />
        ) : null}
        {flair.owned ? <p className="text-sm text-muted-foreground">You already own this flair.</p> : null}
        {blockedUntil ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="next-application">
            Your last application was denied. You can apply again on {formatDate(blockedUntil)}.
          </p>
        ) : null}
        {pending ? <p className="text-sm text-muted-foreground">Your application is waiting for review.</p> : null}
        {revealed ? (
          <>
            <div className="flex gap-3 rounded-md border border-primary/40 bg-accent p-3 text-sm" role="note">
              <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <p>
                This flair is granted by the admins after an application. Tell them who you are and why; add links that
                prove it. If an application is denied, you can apply again after one month.
              </p>
            </div>
            <FlairApplicationForm value={form} onChange={setForm} />
          </>
        ) : null}
        <DialogActions
          onCancel={close}
          confirmLabel={confirmLabel}
          pendingLabel={flair.requiresApplication ? 'Submitting...' : 'Purchasing...'}
          pending={busy}
          disabled={insufficient || flair.owned || !!blockedUntil || pending || formIncomplete}
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
