// The local Flitt widget (offline demo and tests): the same global `checkout(element, config)` as
// Flitt's checkout-vue (docs/integrations.md "Flitt embedded checkout"), a card form inside the element, and `ready`, `success`
// and `error` events whose model answers `attr('order.order_data')` and `attr('error.code')`.
(() => {
  const script = document.currentScript;
  const base = new URL('../../', script ? script.src : window.location.href);
  const payUrl = new URL('api/demo/pay', base).toString();
  const TEXT = {
    ka: {
      note: 'სატესტო გადახდა — რეალური ბარათი არ ჩამოიჭრება',
      card: 'ბარათის ნომერი',
      expiry: 'ვადა (თთ/წწ)',
      cvv: 'CVV',
      pay: 'გადახდა',
      paying: 'მუშავდება…',
      approved: 'გადახდა დადასტურდა',
      declined: 'გადახდა უარყოფილია',
      network: 'გადახდის სერვისს ვერ დავუკავშირდით',
    },
    en: {
      note: 'Test payment — no real card is charged',
      card: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvv: 'CVV',
      pay: 'Pay',
      paying: 'Processing…',
      approved: 'Payment approved',
      declined: 'Payment declined',
      network: 'Could not reach the payment service',
    },
  };
  let instances = 0;

  const modelOf = (data) => ({
    data,
    attr(path) {
      return String(path)
        .split('.')
        .reduce((value, key) => (value == null ? undefined : value[key]), data);
    },
  });

  const field = (id, label, attributes) => {
    const wrapper = document.createElement('div');
    wrapper.className = 'fake-flitt__field';
    const labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    const input = document.createElement('input');
    input.id = id;
    input.required = true;
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    wrapper.append(labelElement, input);
    return { wrapper, input };
  };

  window.checkout = (target, config) => {
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    const options = config?.options ?? {};
    const params = config?.params ?? {};
    const language = Array.isArray(options.locales) && options.locales[0] === 'en' ? 'en' : 'ka';
    const text = TEXT[language];
    const listeners = { ready: [], success: [], error: [] };
    let destroyed = false;
    instances += 1;
    const prefix = `fake-flitt-${instances}`;

    const emit = (name, data) => {
      if (destroyed) return;
      for (const listener of listeners[name] || []) listener(modelOf(data));
    };

    const form = document.createElement('form');
    form.className = 'fake-flitt';
    form.noValidate = true;
    form.setAttribute('lang', language);
    const note = document.createElement('p');
    note.className = 'fake-flitt__note';
    note.textContent = text.note;
    const card = field(`${prefix}-card`, text.card, {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      maxlength: '23',
    });
    const row = document.createElement('div');
    row.className = 'fake-flitt__row';
    const expiry = field(`${prefix}-expiry`, text.expiry, {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      maxlength: '5',
      placeholder: 'MM/YY',
    });
    const cvv = field(`${prefix}-cvv`, text.cvv, {
      inputmode: 'numeric',
      autocomplete: 'cc-csc',
      maxlength: '4',
    });
    row.append(expiry.wrapper, cvv.wrapper);
    const button = document.createElement('button');
    button.type = 'submit';
    button.className = 'fake-flitt__pay';
    button.textContent = text.pay;
    const status = document.createElement('p');
    status.className = 'fake-flitt__status';
    status.setAttribute('role', 'status');
    form.append(note, card.wrapper, row, button, status);
    if (element) element.append(form);

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      button.disabled = true;
      button.textContent = text.paying;
      status.textContent = '';
      const body = new URLSearchParams({
        token: String(params.token || ''),
        card_number: card.input.value,
        expiry: expiry.input.value,
        cvv: cvv.input.value,
      });
      let answer;
      try {
        const response = await fetch(payUrl, { method: 'POST', body });
        answer = await response.json();
      } catch {
        answer = { result: 'error', error: { code: 1089, message: text.network } };
      }
      button.disabled = false;
      button.textContent = text.pay;
      if (answer.result === 'approved') {
        status.textContent = text.approved;
        emit('success', { order: { order_data: answer.order_data } });
      } else if (answer.result === 'declined') {
        const data = answer.order_data || {};
        // Like Flitt's form, a short note in the form's language; the result page says why.
        status.textContent = text.declined;
        emit('error', {
          error: { code: data.response_code, message: data.response_description },
          order: { order_data: data },
        });
      } else {
        const error = answer.error || {};
        status.textContent = error.message || '';
        emit('error', { error: { code: error.code, message: error.message } });
      }
    });

    const app = {
      $on(name, listener) {
        if (!listeners[name]) listeners[name] = [];
        listeners[name].push(listener);
        return app;
      },
      $emit(name) {
        if (name === 'submit') form.requestSubmit();
        return app;
      },
      submit() {
        form.requestSubmit();
      },
      $destroy() {
        destroyed = true;
        form.remove();
      },
    };
    setTimeout(() => emit('ready', {}), 0);
    return app;
  };
})();
