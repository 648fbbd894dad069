import { AlertTriangle, CreditCard } from 'lucide-react';
import { type ReactNode } from 'react';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div className="grid gap-1">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** Shown where points are sold when the site has no Stripe keys. */
export function PaymentsNotConfigured() {
  return (
    <Notice icon={<CreditCard aria-hidden className="size-4" />} title="Payments are not configured">
      Card payments are not set up on this site yet, so points cannot be bought right now.
    </Notice>
  );
}

/** Shown when the payment provider's script could not load. */
export function PaymentSystemUnavailable() {
  return (
    <Notice icon={<AlertTriangle aria-hidden className="size-4" />} title="Payment System Unavailable">
      Payment processing is temporarily unavailable. Please try again later.
    </Notice>
  );
}
