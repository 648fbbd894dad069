import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadPanel = () => import('./menu-sheet-panel');
const MenuSheetPanel = lazy(() => loadPanel().then((module) => ({ default: module.MenuSheetPanel })));

/**
 * The header's menu below the large breakpoint: a button that opens a sheet. The sheet and its
 * dialog code load after the first page is shown (when the browser is idle, or when the button is
 * hovered, focused or pressed), so they are not part of the first page's JavaScript.
 */
export function MenuSheet({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const load = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
  const prefetch = () => void loadPanel();

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuSheetPanel open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
