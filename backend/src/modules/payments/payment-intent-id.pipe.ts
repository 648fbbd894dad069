import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { PaymentsErrors } from './payments.errors.js';

/** A PaymentIntent id (pi_...); anything else is simply not found. */
export class PaymentIntentIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(value)) throw new NotFoundException(PaymentsErrors.paymentNotFound);
    return value;
  }
}
