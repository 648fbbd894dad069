import { randomBytes } from 'node:crypto';

/** Evidence texts that decide a test-mode dispute, as in Stripe's test mode. */
export const WINNING_EVIDENCE = 'winning_evidence';
export const LOSING_EVIDENCE = 'losing_evidence';

/** A Dispute object as Stripe's API returns it (the fields the site and the dashboard read). */
export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: unknown[];
  charge: string;
  created: number;
  currency: string;
  evidence: { uncategorized_text: string | null; product_description: string | null };
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: string;
}

/** An event the change of a dispute sends: its type, with a copy of the dispute as it then stood. */
export interface DisputeEvent {
  type: string;
  object: StandInDispute;
}

/** A chargeback's statuses while its money is withdrawn and the outcome is open. */
const OPEN_CHARGEBACK = ['needs_response', 'under_review'];
const CLOSED = ['won', 'lost', 'warning_closed'];

/**
 * The disputes of the Stripe stand-in and how they move, as in Stripe's test mode: a chargeback opens
 * as needs_response with its money withdrawn (an inquiry as warning_needs_response, nothing withdrawn);
 * evidence with the text "winning_evidence" wins it (money reinstated), "losing_evidence" loses it;
 * closing it accepts the loss. Each change lists the events Stripe sends, in order.
 */
export class StandInDisputes {
  private readonly disputes = new Map<string, StandInDispute>();

  get(id: string): StandInDispute | undefined {
    return this.disputes.get(id);
  }

  list(filter: { charge?: string; paymentIntent?: string }): StandInDispute[] {
    return [...this.disputes.values()]
      .filter(
        (d) =>
          (!filter.charge || d.charge === filter.charge) &&
          (!filter.paymentIntent || d.payment_intent === filter.paymentIntent),
      )
      .sort((a, b) => b.created - a.created);
  }

  /** The open dispute of a charge, if any (a charge has at most one). */
  ofCharge(chargeId: string): StandInDispute | undefined {
    return this.list({ charge: chargeId }).find((d) => !CLOSED.includes(d.status));
  }

  open(
    charge: { id: string; amount: number; amount_refunded: number; currency: string; payment_intent: string },
    options: { amount?: number; reason?: string; inquiry?: boolean } = {},
  ): { dispute: StandInDispute; events: DisputeEvent[] } {
    const created = Math.floor(Date.now() / 1000);
    const dispute: StandInDispute = {
      id: `dp_${randomBytes(12).toString('hex')}`,
      object: 'dispute',
      amount: options.amount ?? charge.amount - charge.amount_refunded,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence: { uncategorized_text: null, product_description: null },
      evidence_details: { due_by: created + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: Boolean(options.inquiry),
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: options.reason ?? 'fraudulent',
      status: options.inquiry ? 'warning_needs_response' : 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    const events = [this.snapshot('charge.dispute.created', dispute)];
    if (!options.inquiry) events.push(this.snapshot('charge.dispute.funds_withdrawn', dispute));
    return { dispute, events };
  }

  /** Evidence (`evidence[uncategorized_text]`), submitted at once unless `submit` is 'false'. */
  update(dispute: StandInDispute, evidence: Record<string, string>, submit: boolean): DisputeEvent[] {
    assertOpen(dispute);
    dispute.evidence = { ...dispute.evidence, ...evidence };
    dispute.evidence_details.has_evidence = true;
    if (!submit) return [this.snapshot('charge.dispute.updated', dispute)];
    dispute.evidence_details.submission_count += 1;
    const inquiry = dispute.status.startsWith('warning_');
    dispute.status = inquiry ? 'warning_under_review' : 'under_review';
    const events = [this.snapshot('charge.dispute.updated', dispute)];
    const text = dispute.evidence.uncategorized_text;
    if (text === WINNING_EVIDENCE) {
      dispute.status = inquiry ? 'warning_closed' : 'won';
      events.push(this.snapshot('charge.dispute.closed', dispute));
      if (!inquiry) events.push(this.snapshot('charge.dispute.funds_reinstated', dispute));
    } else if (text === LOSING_EVIDENCE && !inquiry) {
      dispute.status = 'lost';
      events.push(this.snapshot('charge.dispute.closed', dispute));
    }
    return events;
  }

  /** Accepting the dispute: the site gives up, and the chargeback is lost. */
  close(dispute: StandInDispute): DisputeEvent[] {
    assertOpen(dispute);
    dispute.status = dispute.status.startsWith('warning_') ? 'warning_closed' : 'lost';
    return [this.snapshot('charge.dispute.closed', dispute)];
  }

  private snapshot(type: string, dispute: StandInDispute): DisputeEvent {
    return { type, object: structuredClone(dispute) };
  }
}

/** A closed dispute cannot change (Stripe answers 400). */
export class DisputeClosedError extends Error {}

function assertOpen(dispute: StandInDispute): void {
  if (CLOSED.includes(dispute.status)) {
    throw new DisputeClosedError(`This dispute is already closed (status ${dispute.status}).`);
  }
}

/** Whether the charge's money is held by an open chargeback (a refund is then refused, as Stripe does). */
export function holdsMoney(dispute: StandInDispute | undefined): boolean {
  return dispute !== undefined && OPEN_CHARGEBACK.includes(dispute.status);
}
