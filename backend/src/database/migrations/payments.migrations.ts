import { Payments1795457713914 } from './1795457713914-Payments.js';
import { PaymentDisputes1795931352578 } from './1795931352578-PaymentDisputes.js';

/** Migrations added by the payments module, each file in this folder named <timestamp>-<Name>.ts. */
export const PAYMENTS_MIGRATIONS = [Payments1795457713914, PaymentDisputes1795931352578];
