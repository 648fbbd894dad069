import { ToastAction } from '@/components/ui/toast/toast';

/** A toast's Undo button: runs the reverse of what the toast reports. */
export function undoAction(what: string, onUndo: () => void) {
  return (
    <ToastAction altText={`Undo: ${what}`} onClick={onUndo} className="rounded-md border px-3 py-1 text-sm font-medium">
      Undo
    </ToastAction>
  );
}
