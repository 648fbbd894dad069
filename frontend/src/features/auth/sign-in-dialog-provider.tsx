import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { SignInDialogContext } from './sign-in-context';

const SignInDialog = lazy(() => import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })));

/**
 * Holds the sign-in dialog for the whole app; useSignInDialog().openSignIn() opens it. The dialog
 * (and the dialog code under it) loads the first time it is opened, so pages that never show it do
 * not load it; once loaded it stays mounted.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const control = useMemo(
    () => ({
      openSignIn: () => {
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SignInDialogContext.Provider value={control}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SignInDialogContext.Provider>
  );
}
