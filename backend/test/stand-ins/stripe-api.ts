import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { BadRequest, StandInServer, readForm, sendJson, sendText } from './http-helpers.js';
import {
  DisputeClosedError,
  StandInDisputes,
  holdsMoney,
  type DisputeEvent,
  type StandInDispute,
} from './stripe-disputes.js';
import { STRIPE_JS_SCRIPT } from './stripe-js-script.js';

/** Cards the stand-in declines, as Stripe's test cards do. */
const DECLINED_CARDS = new Set(['4000000000000002', '4000000000009995']);
const DECLINED_PAYMENT_METHODS = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);
/** Cards whose payment succeeds and is then disputed, as Stripe's test cards are: a chargeback, or an inquiry. */
const DISPUTED_CARDS = new Map([
  ['4000000000000259', false],
  ['pm_card_createDispute', false],
  ['4000000000001976', true],
  ['pm_card_createDisputeInquiry', true],
]);
const STRIPE_JS_PATH = '/endive/stripe.js';

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  paid: true;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StripeStandInOptions {
  /** Where webhooks go (e.g. http://localhost:5000/api/webhooks/stripe); can be set later. */
  webhookUrl?: string;
}

/**
 * A loopback stand-in for the parts of Stripe the site uses: the PaymentIntents API as the real SDK
 * calls it (secret key, form-encoded bodies, Idempotency-Key), confirmation from the browser with the
 * publishable key and client secret, refunds, disputes (opened by the disputing test cards or by
 * `POST /v1/test_helpers/disputes`, a stand-in-only route; decided with evidence or closed as the API does),
 * webhooks signed with the real scheme (`Stripe.webhooks.generateTestHeaderString`), and a Stripe.js
 * stand-in script.
 */
export class StripeStandIn {
  readonly secretKey = `sk_test_standin_${randomBytes(12).toString('hex')}`;
  readonly publishableKey = `pk_test_standin_${randomBytes(12).toString('hex')}`;
  readonly webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  webhookUrl: string | undefined;
  /** Every webhook delivery attempt: the event and the status the site answered (0 when unreachable). */
  readonly deliveries: { event: Stripe.Event; status: number }[] = [];

  private readonly server = new StandInServer('Stripe', (req, res, url) => this.handle(req, res, url));
  private readonly intents = new Map<string, StandInIntent>();
  private readonly charges = new Map<string, StandInCharge>();
  private readonly disputes = new StandInDisputes();
  private readonly idempotent = new Map<string, unknown>();
  private readonly pending = new Set<Promise<void>>();

  constructor(options: StripeStandInOptions = {}) {
    this.webhookUrl = options.webhookUrl;
  }

  async start(port = 0): Promise<void> {
    await this.server.listen(port);
  }

  async close(): Promise<void> {
    await this.settled();
    await this.server.close();
  }

  get apiBaseUrl(): string {
    return this.server.origin;
  }

  get stripeJsUrl(): string {
    return `${this.server.origin}${STRIPE_JS_PATH}`;
  }

  /** The variables that point the site at this stand-in. */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE_URL: this.apiBaseUrl,
      STRIPE_JS_URL: this.stripeJsUrl,
    };
  }

  intent(id: string): StandInIntent | undefined {
    return this.intents.get(id);
  }

  /**
   * Opens a dispute on the intent's charge, as a card holder's bank would, and sends its events
   * (created, then funds_withdrawn unless it is an inquiry). The whole unrefunded amount by default.
   */
  dispute(
    paymentIntentId: string,
    options: { amount?: number; reason?: string; inquiry?: boolean } = {},
  ): StandInDispute {
    const intent = this.intents.get(paymentIntentId);
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) {
      throw new StripeStandInError(
        400,
        'invalid_request_error',
        `No successful charge on ${paymentIntentId} to dispute.`,
      );
    }
    if (this.disputes.ofCharge(charge.id)) {
      throw new StripeStandInError(400, 'invalid_request_error', `Charge ${charge.id} is already disputed.`);
    }
    const remaining = charge.amount - charge.amount_refunded;
    const amount = options.amount ?? remaining;
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      throw new StripeStandInError(400, 'invalid_request_error', `Dispute amount must be between 1 and ${remaining}.`, {
        param: 'amount',
      });
    }
    const { dispute, events } = this.disputes.open(charge, { ...options, amount });
    charge.disputed = true;
    this.deliverInOrder(this.eventsOf(events));
    return dispute;
  }

  /** Waits for the webhooks sent so far to be delivered (or given up). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** A Stripe event around `object`, as Stripe would post it. */
  event(type: string, object: object, id = `evt_${randomBytes(12).toString('hex')}`): Stripe.Event {
    return {
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    } as unknown as Stripe.Event;
  }

  /** The Stripe-Signature header for a payload (a past `timestamp` makes a stale one; another secret a bad one). */
  sign(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp,
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, Stripe-Version, Idempotency-Key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Request-Id', `req_${randomBytes(8).toString('hex')}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === STRIPE_JS_PATH) {
      sendText(res, 200, STRIPE_JS_SCRIPT.replace('__API_ORIGIN__', this.server.origin), 'application/javascript');
      return;
    }
    try {
      const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
      const body = parseStripeForm(params);
      const match = url.pathname.match(/^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/);
      if (match) {
        const [, id, confirm] = match;
        if (req.method === 'POST' && !id) return this.withIdempotency(req, res, () => this.createIntent(req, body));
        if (id && req.method === 'GET') return this.respond(res, this.retrieveIntent(req, id, body));
        if (id && req.method === 'POST' && confirm) return this.respond(res, this.confirmIntent(req, id, body));
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return this.withIdempotency(req, res, () => this.refund(req, body));
      }
      if (url.pathname.startsWith('/v1/disputes') || url.pathname === '/v1/test_helpers/disputes') {
        return this.respond(res, this.disputeRoute(req, url, body));
      }
      sendJson(
        res,
        404,
        stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`),
      );
    } catch (error) {
      if (error instanceof StripeStandInError)
        sendJson(res, error.status, stripeError(error.type, error.message, error.extra));
      else if (error instanceof BadRequest) sendJson(res, 400, stripeError('invalid_request_error', error.message));
      else throw error;
    }
  }

  private respond(res: ServerResponse, result: unknown): void {
    sendJson(res, 200, result);
  }

  /** Same Idempotency-Key, same answer (Stripe keeps keys for 24 hours). */
  private withIdempotency(req: IncomingMessage, res: ServerResponse, create: () => unknown): void {
    const key = header(req, 'idempotency-key');
    const cacheKey = key ? `${req.url}:${key}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      res.setHeader('Idempotent-Replayed', 'true');
      return this.respond(res, this.idempotent.get(cacheKey));
    }
    const result = create();
    if (cacheKey) this.idempotent.set(cacheKey, result);
    this.respond(res, result);
  }

  private requireSecretKey(req: IncomingMessage): void {
    const auth = header(req, 'authorization') ?? '';
    // The SDK sends Bearer; curl -u sends Basic with the key as the user name. Stripe takes both.
    const basic = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    if (auth !== `Bearer ${this.secretKey}` && auth !== basic) {
      throw new StripeStandInError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
  }

  private createIntent(req: IncomingMessage, body: FormObject): StandInIntent {
    this.requireSecretKey(req);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeStandInError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', {
        param: 'amount',
      });
    }
    const currency = text(body.currency).toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) {
      throw new StripeStandInError(400, 'invalid_request_error', 'Missing required param: currency.', {
        param: 'currency',
      });
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: typeof body.description === 'string' ? body.description : null,
      metadata: stringRecord(body.metadata),
      latest_charge: null,
      last_payment_error: null,
      automatic_payment_methods: isObject(body.automatic_payment_methods) ? { enabled: true } : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** The secret key sees the whole intent; the publishable key only with the intent's client secret. */
  private authorizeIntent(req: IncomingMessage, id: string, body: FormObject): StandInIntent {
    const intent = this.intents.get(id);
    const auth = header(req, 'authorization');
    if (auth) {
      this.requireSecretKey(req);
    } else if (body.key !== this.publishableKey || !intent || body.client_secret !== intent.client_secret) {
      throw new StripeStandInError(401, 'invalid_request_error', 'Invalid API Key or client secret provided');
    }
    if (!intent) throw new StripeStandInError(404, 'invalid_request_error', `No such payment_intent: '${id}'`);
    return intent;
  }

  private retrieveIntent(req: IncomingMessage, id: string, body: FormObject): StandInIntent {
    return this.authorizeIntent(req, id, body);
  }

  private confirmIntent(req: IncomingMessage, id: string, body: FormObject): StandInIntent {
    const intent = this.authorizeIntent(req, id, body);
    if (intent.status === 'succeeded') {
      throw new StripeStandInError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
        code: 'payment_intent_unexpected_state',
      });
    }
    const card =
      isObject(body.payment_method_data) && isObject(body.payment_method_data.card)
        ? body.payment_method_data.card
        : null;
    const number = card ? text(card.number) : '';
    const paymentMethod = text(body.payment_method);
    if ((card && DECLINED_CARDS.has(number)) || DECLINED_PAYMENT_METHODS.has(paymentMethod)) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      this.deliver(this.event('payment_intent.payment_failed', { ...intent }));
      throw new StripeStandInError(402, 'card_error', 'Your card was declined.', {
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_intent: { ...intent },
      });
    }
    if (!card && !paymentMethod) {
      throw new StripeStandInError(400, 'invalid_request_error', 'You must provide a payment method.', {
        param: 'payment_method',
      });
    }
    const charge: StandInCharge = {
      id: `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      paid: true,
      metadata: intent.metadata,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    const succeeded = this.event('payment_intent.succeeded', { ...intent });
    const inquiry = DISPUTED_CARDS.get(card ? number : paymentMethod);
    if (inquiry === undefined) {
      this.deliver(succeeded);
    } else {
      // The bank disputes the payment after it succeeded: its events follow the success.
      const { events } = this.disputes.open(charge, { inquiry });
      charge.disputed = true;
      this.deliverInOrder([succeeded, ...this.eventsOf(events)]);
    }
    return intent;
  }

  private refund(req: IncomingMessage, body: FormObject) {
    this.requireSecretKey(req);
    const intent = this.intents.get(text(body.payment_intent));
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) {
      throw new StripeStandInError(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
      );
    }
    if (holdsMoney(this.disputes.ofCharge(charge.id))) {
      throw new StripeStandInError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        {
          code: 'charge_disputed',
        },
      );
    }
    const remaining = charge.amount - charge.amount_refunded;
    const amount = body.amount === undefined ? remaining : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      throw new StripeStandInError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.deliver(this.event('charge.refunded', { ...charge }));
    return {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
  }

  /** Posts a signed event to the webhook URL, retrying a few times as Stripe does when the site fails. */
  deliver(event: Stripe.Event): void {
    this.track(this.post(event));
  }

  /** Posts events one after the other (each once delivered or given up), as one object's changes happen. */
  deliverInOrder(events: Stripe.Event[]): void {
    this.track(
      (async () => {
        for (const event of events) await this.post(event);
      })(),
    );
  }

  private eventsOf(changes: DisputeEvent[]): Stripe.Event[] {
    return changes.map((change) => this.event(change.type, change.object));
  }

  private track(task: Promise<void>): void {
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  private async post(event: Stripe.Event): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      const url = this.webhookUrl;
      if (!url) return;
      let status = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': this.sign(payload) },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      this.deliveries.push({ event, status });
      if (status >= 200 && status < 300) return;
    }
  }

  /**
   * The dispute routes: list (`charge`, `payment_intent` filters) and retrieve as the API does; update
   * with evidence and close (accept) as the API does; and `POST /v1/test_helpers/disputes`
   * ({payment_intent, amount?, reason?, inquiry?}), the stand-in's way to have a bank dispute a payment.
   */
  private disputeRoute(req: IncomingMessage, url: URL, body: FormObject): unknown {
    this.requireSecretKey(req);
    if (req.method === 'POST' && url.pathname === '/v1/test_helpers/disputes') {
      return this.dispute(text(body.payment_intent), {
        amount: body.amount === undefined ? undefined : Number(body.amount),
        reason: text(body.reason) || undefined,
        inquiry: text(body.inquiry) === 'true',
      });
    }
    const match = url.pathname.match(/^\/v1\/disputes(?:\/([^/]+))?(\/close)?$/);
    if (!match)
      throw new StripeStandInError(404, 'invalid_request_error', `Unrecognized request URL (${url.pathname})`);
    const [, id, close] = match;
    if (!id && req.method === 'GET') {
      const data = this.disputes.list({
        charge: text(body.charge) || undefined,
        paymentIntent: text(body.payment_intent) || undefined,
      });
      return { object: 'list', data, has_more: false, url: '/v1/disputes' };
    }
    const dispute = id ? this.disputes.get(id) : undefined;
    if (!dispute) throw new StripeStandInError(404, 'invalid_request_error', `No such dispute: '${id}'`);
    if (req.method === 'GET' && !close) return dispute;
    if (req.method !== 'POST')
      throw new StripeStandInError(404, 'invalid_request_error', `Unrecognized request URL (${url.pathname})`);
    try {
      const events = close
        ? this.disputes.close(dispute)
        : this.disputes.update(dispute, stringRecord(body.evidence), text(body.submit) !== 'false');
      this.deliverInOrder(this.eventsOf(events));
    } catch (error) {
      if (error instanceof DisputeClosedError)
        throw new StripeStandInError(400, 'invalid_request_error', error.message);
      throw error;
    }
    return dispute;
  }
}

class StripeStandInError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function stripeError(type: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, message, ...extra } };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue | undefined;
}

/** Stripe's form encoding: `metadata[userId]=x`, `payment_method_data[card][number]=4242...`. */
export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = isObject(next) ? next : (node[part] = {});
      }
    });
  }
  return root;
}

function text(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is FormObject {
  return typeof value === 'object' && value !== null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
