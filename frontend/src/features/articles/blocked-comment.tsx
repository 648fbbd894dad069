import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A comment by someone the reader blocks, collapsed until the reader asks to see it. Only the reader
 * who blocks sees this; its replies (by others) stay listed under it.
 */
export function BlockedComment({ onShow, children }: { onShow: () => void; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3" data-testid="comment">
      <div
        className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
        data-testid="blocked-comment"
      >
        <span>Comment from a member you blocked</span>
        <span aria-hidden="true">—</span>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={onShow}>
          Show
        </Button>
      </div>
      {children}
    </li>
  );
}
