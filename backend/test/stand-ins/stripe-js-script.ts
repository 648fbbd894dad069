/**
 * The stand-in for Stripe.js: enough of `Stripe(publishableKey)` for @stripe/react-stripe-js and the
 * Payment Element to work against the local Stripe stand-in. `elements({clientSecret})`,
 * `elements.create('payment')` renders a plain card form (number, expiry, CVC) into the mount node,
 * and `confirmPayment({elements, confirmParams: {return_url}})` confirms the PaymentIntent with the
 * publishable key and client secret, as Stripe.js does, then redirects to return_url with Stripe's
 * query parameters (or answers {error} for a declined card). `__API_ORIGIN__` is replaced when served.
 */
export const STRIPE_JS_SCRIPT = String.raw`(function () {
  'use strict';
  var API = '__API_ORIGIN__';
  var CARD_ERRORS = { number: 'Your card number is incomplete.', expiry: "Your card's expiration date is incomplete.", cvc: "Your card's security code is incomplete." };

  function intentIdOf(secret) { return String(secret || '').split('_secret_')[0]; }

  function form(data) {
    var body = new URLSearchParams();
    Object.keys(data).forEach(function (key) { if (data[key] !== undefined) body.append(key, data[key]); });
    return body;
  }

  function emitter() {
    var handlers = {};
    return {
      on: function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); },
      off: function (name, fn) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== fn; }); },
      emit: function (name, payload) { (handlers[name] || []).slice().forEach(function (fn) { fn(payload); }); },
    };
  }

  function field(id, label, placeholder, autocomplete) {
    var wrap = document.createElement('div');
    wrap.style.display = 'grid';
    wrap.style.gap = '4px';
    var labelEl = document.createElement('label');
    labelEl.htmlFor = id;
    labelEl.textContent = label;
    labelEl.style.fontSize = '0.875rem';
    var input = document.createElement('input');
    input.id = id;
    input.name = id;
    input.placeholder = placeholder;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.style.padding = '8px 10px';
    input.style.border = '1px solid #8884';
    input.style.borderRadius = '6px';
    input.style.background = 'transparent';
    input.style.color = 'inherit';
    input.style.font = 'inherit';
    // Like Stripe's own responsive element: the fields fill the form and may shrink on a phone.
    input.style.width = '100%';
    input.style.minWidth = '0';
    input.style.boxSizing = 'border-box';
    wrap.appendChild(labelEl);
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }

  function PaymentElement(elements) {
    var events = emitter();
    var node = null;
    var inputs = null;
    var element = {
      _type: 'payment',
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var root = document.createElement('div');
        root.setAttribute('data-stripe-stand-in', 'payment-element');
        root.style.display = 'grid';
        root.style.gap = '12px';
        var number = field('stand-in-card-number', 'Card number', '1234 1234 1234 1234', 'cc-number');
        var row = document.createElement('div');
        row.style.display = 'grid';
        row.style.gridTemplateColumns = 'minmax(0, 1fr) minmax(0, 1fr)';
        row.style.gap = '12px';
        var expiry = field('stand-in-card-expiry', 'Expiration', 'MM / YY', 'cc-exp');
        var cvc = field('stand-in-card-cvc', 'CVC', 'CVC', 'cc-csc');
        row.appendChild(expiry.wrap);
        row.appendChild(cvc.wrap);
        root.appendChild(number.wrap);
        root.appendChild(row);
        node.appendChild(root);
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        Object.keys(inputs).forEach(function (key) {
          inputs[key].addEventListener('input', function () { events.emit('change', { elementType: 'payment', complete: element._complete(), empty: false, value: { type: 'card' } }); });
          inputs[key].addEventListener('focus', function () { events.emit('focus', { elementType: 'payment' }); });
          inputs[key].addEventListener('blur', function () { events.emit('blur', { elementType: 'payment' }); });
        });
        elements._mounted = element;
        setTimeout(function () { events.emit('ready', { elementType: 'payment' }); }, 0);
      },
      _values: function () {
        return inputs ? { number: inputs.number.value.replace(/\s+/g, ''), expiry: inputs.expiry.value.replace(/\s+/g, ''), cvc: inputs.cvc.value.trim() } : null;
      },
      _complete: function () {
        var v = element._values();
        return !!v && /^\d{12,19}$/.test(v.number) && /^\d{2}\/?\d{2}$/.test(v.expiry) && /^\d{3,4}$/.test(v.cvc);
      },
      _incomplete: function () {
        var v = element._values() || { number: '', expiry: '', cvc: '' };
        if (!/^\d{12,19}$/.test(v.number)) return CARD_ERRORS.number;
        if (!/^\d{2}\/?\d{2}$/.test(v.expiry)) return CARD_ERRORS.expiry;
        if (!/^\d{3,4}$/.test(v.cvc)) return CARD_ERRORS.cvc;
        return null;
      },
      on: function (name, fn) { events.on(name, fn); return element; },
      off: function (name, fn) { events.off(name, fn); return element; },
      once: function (name, fn) { var wrapper = function (e) { events.off(name, wrapper); fn(e); }; events.on(name, wrapper); return element; },
      update: function () {},
      focus: function () { if (inputs) inputs.number.focus(); },
      blur: function () {},
      clear: function () { if (inputs) Object.keys(inputs).forEach(function (k) { inputs[k].value = ''; }); },
      collapse: function () {},
      unmount: function () { if (node) node.innerHTML = ''; },
      destroy: function () { element.unmount(); if (elements._mounted === element) elements._mounted = null; },
    };
    return element;
  }

  function Elements(stripe, options) {
    var elements = {
      _clientSecret: (options || {}).clientSecret,
      _mounted: null,
      create: function (type) {
        if (type !== 'payment') throw new Error('The Stripe.js stand-in implements only the Payment Element');
        return PaymentElement(elements);
      },
      getElement: function (type) { return type === 'payment' ? elements._mounted : null; },
      update: function (next) { if (next && next.clientSecret) elements._clientSecret = next.clientSecret; },
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () {
        var element = elements._mounted;
        var message = element ? element._incomplete() : 'The payment form is not mounted.';
        return Promise.resolve(message ? { error: { type: 'validation_error', message: message } } : {});
      },
    };
    return elements;
  }

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw new Error('Invalid API Key provided: ' + publishableKey);
    }
    var key = publishableKey;
    var self = this;
    this._registerWrapper = function () {};
    this.registerAppInfo = function () {};
    this.elements = function (options) { return Elements(self, options); };
    this.createToken = function () { return Promise.reject(new Error('Not implemented by the stand-in')); };
    this.createPaymentMethod = function () { return Promise.reject(new Error('Not implemented by the stand-in')); };
    this.confirmCardPayment = function () { return Promise.reject(new Error('Not implemented by the stand-in')); };
    this.retrievePaymentIntent = function (clientSecret) {
      var url = API + '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)) + '?' + form({ key: key, client_secret: clientSecret }).toString();
      return fetch(url).then(function (res) { return res.json().then(function (body) { return res.ok ? { paymentIntent: body } : { error: body.error }; }); });
    };
    this.confirmPayment = function (params) {
      var elements = params && params.elements;
      var clientSecret = (params && params.clientSecret) || (elements && elements._clientSecret);
      var confirmParams = (params && params.confirmParams) || {};
      var element = elements && elements._mounted;
      if (!element) return Promise.resolve({ error: { type: 'validation_error', message: 'The payment form is not mounted.' } });
      var incomplete = element._incomplete();
      if (incomplete) return Promise.resolve({ error: { type: 'validation_error', message: incomplete } });
      var card = element._values();
      var expiry = card.expiry.replace('/', '');
      var body = form({
        key: key,
        client_secret: clientSecret,
        return_url: confirmParams.return_url,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp_month]': expiry.slice(0, 2),
        'payment_method_data[card][exp_year]': expiry.slice(2),
        'payment_method_data[card][cvc]': card.cvc,
      });
      return fetch(API + '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)) + '/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body,
      }).then(function (res) {
        return res.json().then(function (result) {
          if (!res.ok) return { error: result.error || { type: 'api_error', message: 'Payment failed' } };
          if (params.redirect === 'if_required' && result.status === 'succeeded') return { paymentIntent: result };
          var target = new URL(confirmParams.return_url, window.location.href);
          target.searchParams.set('payment_intent', result.id);
          target.searchParams.set('payment_intent_client_secret', clientSecret);
          target.searchParams.set('redirect_status', result.status);
          window.location.assign(target.toString());
          return new Promise(function () {});
        });
      }, function () {
        return { error: { type: 'api_connection_error', message: 'We could not reach the payment service. Please try again.' } };
      });
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
