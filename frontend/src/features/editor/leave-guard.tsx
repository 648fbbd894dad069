import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';

/**
 * Asks before leaving while `unsaved()` is true: a dialog for moves inside the site, the browser's own
 * prompt for closing or reloading the tab.
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => (open ? undefined : stay())}>
      <DialogContent>
        <DialogHeading
          title="Leave without saving?"
          description="Your latest changes have not been saved yet. If you leave now, they will be lost."
        />
        <DialogActions
          onCancel={stay}
          confirmLabel="Leave"
          confirmVariant="destructive"
          onConfirm={() => blocker.proceed?.()}
        />
      </DialogContent>
    </Dialog>
  );
}
