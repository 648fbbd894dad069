import { createContext, useContext } from 'react';

export type SignInDialogControl = { openSignIn: () => void };

export const SignInDialogContext = createContext<SignInDialogControl>({ openSignIn: () => undefined });

/** Opens the sign-in dialog (every sign-in button on the site). */
export function useSignInDialog(): SignInDialogControl {
  return useContext(SignInDialogContext);
}
