/**
 * The 'Login as ROOT' block shows only on port 5000, on localhost, or on a
 * hosting-preview domain (and only when the server offers the root login at all).
 */
const PREVIEW_SUFFIXES = ['.replit.dev', '.repl.co', '.vercel.app', '.netlify.app'];

export function isDevelopmentHost(location: Pick<Location, 'hostname' | 'port'>): boolean {
  if (location.port === '5000') return true;
  const host = location.hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return true;
  return PREVIEW_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
