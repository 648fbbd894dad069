import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** Stripe's own address: the loader injects that script itself. */
const STRIPE_ORIGIN = 'https://js.stripe.com';

function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Failed to load Stripe.js'));
    });
    document.head.appendChild(script);
  });
}

let scriptLoad: { url: string; promise: Promise<void> } | null = null;

/**
 * Stripe.js through the official loader. The script address comes from the server's configuration:
 * Stripe's own by default, a local stand-in in development and tests. For another address the script
 * is added first, and the loader then finds `window.Stripe` and uses it.
 */
export async function loadStripeFrom(scriptUrl: string, publishableKey: string): Promise<Stripe> {
  if (new URL(scriptUrl).origin !== STRIPE_ORIGIN && !('Stripe' in window)) {
    if (scriptLoad?.url !== scriptUrl) scriptLoad = { url: scriptUrl, promise: injectScript(scriptUrl) };
    try {
      await scriptLoad.promise;
    } catch (error) {
      scriptLoad = null; // a later attempt tries again
      throw error;
    }
  }
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
