/**
 * Slot for the sign-in state in the header: Sign In / Get Started buttons when signed out, the
 * Contribute button (admins) and the user menu when signed in (spec section 2, 'Header').
 * Renders nothing until sign-in lands.
 */
export function HeaderAccount() {
  return null;
}
