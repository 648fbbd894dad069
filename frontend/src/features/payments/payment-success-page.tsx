import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useConfirmedPayment } from './use-confirmed-payment';

/** /payment-success?type=..: where the provider returns the buyer after paying. */
export function PaymentSuccessPage() {
  usePageMeta({ title: 'Payment Successful' });
  const [params] = useSearchParams();
  const type = params.get('type') || 'points';
  const { user } = useSession();
  const { payment, credited, query } = useConfirmedPayment(params.get('payment_intent'));
  const waiting = query.isEnabled && !credited && payment?.status !== 'failed' && !query.isError;

  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <CheckCircle2 aria-hidden className="size-12 text-green-600 dark:text-green-400" />
          <h1 className="text-3xl font-bold tracking-tight">Payment Successful!</h1>
          <p className="text-muted-foreground">
            {type === 'points' ? 'Your points have been added to your account.' : 'Your purchase has been completed.'}
          </p>
          {waiting ? <Spinner className="text-sm" label="Confirming your payment..." showLabel /> : null}
          {credited && payment ? (
            <p className="font-medium" role="status">
              You&apos;ve received {formatNumber(payment.pointsCredited)} points!
            </p>
          ) : null}
          {user ? (
            <p className="text-sm text-muted-foreground" data-testid="points-balance">
              Your balance: {formatNumber(user.availablePoints)} points
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-3 pt-2">
            <Link to="/store" className={buttonClassName('default')}>
              Continue Shopping
            </Link>
            <Link to="/profile" className={buttonClassName('outline')}>
              View Profile
            </Link>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
