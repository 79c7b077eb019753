import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quoteAt } from '../../../core/pricing/price-at';
import {
  renderCheckout,
  TEST_COHORT,
  textOf,
} from '../../../tests/support/ui/checkout-test-support';
import { preloadDeferredSections } from '../../components/deferred/deferred-section';
import { setRenderInstant } from '../../lib/clock/render-instant';
import { PostedFormProvider } from '../../lib/forms/posted-form-context';
import { CheckoutPage } from './checkout-page';
import { CheckoutSteps } from './checkout-steps';
import { ContactStep, type ContactStepProps } from './contact-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';

const cohort = TEST_COHORT;
const quote = quoteAt(new Date('2026-12-01T00:00:00+04:00'), cohort);
const contact = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: 'nino@example.ge',
  phoneNumber: '+995 599 123 456',
};

// As the prerenderer does: the deferred contact step's code is loaded before rendering.
beforeAll(preloadDeferredSections);

describe('CheckoutPage (prerendered)', () => {
  afterEach(() => setRenderInstant(undefined));

  it.each([
    ['ka', '2026-12-20T12:00:00+04:00', /2500\s₾/],
    ['en', '2026-12-20T12:00:00+04:00', /₾2,500/],
    ['ka', '2027-02-01T12:00:00+04:00', /2700\s₾/],
    ['en', '2027-02-01T12:00:00+04:00', /₾2,700/],
  ] as const)(
    'renders step 1 with every text from the %s locales at %s',
    (language, instant, price) => {
      setRenderInstant(new Date(instant));
      const { html, missing } = renderCheckout(<CheckoutPage />, language);
      expect(missing).toEqual([]);
      expect(html).toMatch(
        /<li class="checkout-steps__item" data-state="current" aria-current="step">/,
      );
      expect(html).toContain('value="+995 "');
      expect(html).toMatch(/<input[^>]*name="promoCode"[^>]*value=""/);
      expect(html).toMatch(/autoComplete="given-name"|autocomplete="given-name"/);
      // The price of the instant the page was rendered for: early bird until 31 January, then regular.
      expect(textOf(html)).toMatch(price);
    },
  );
});

describe('CheckoutSteps', () => {
  it('marks earlier steps done and only the current one with aria-current', () => {
    const { html } = renderCheckout(<CheckoutSteps current="payment" />, 'en');
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    const items = html.split('<li ').slice(1);
    expect(items.map((item) => item.match(/data-state="(\w+)"/)?.[1])).toEqual([
      'done',
      'current',
      'todo',
    ]);
    expect(textOf(items[0] ?? '')).toContain('Contact details (completed)');
    expect(items[1]).toMatch(
      /^class="checkout-steps__item" data-state="current" aria-current="step">/,
    );
  });
});

describe('ContactStep', () => {
  const saved = { ...contact, marketingOptIn: true, expressStart: true };
  const props = (expired: boolean): ContactStepProps => ({
    saved,
    prefill: { firstName: 'Luka', email: 'luka@example.ge' },
    serverErrors: {},
    submitting: false,
    expired,
    onSubmit: () => {},
  });
  const inputValues = (html: string) =>
    [...html.matchAll(/<input[^>]*name="(\w+)"[^>]*value="([^"]*)"/g)].map(
      ([, name, value]) => `${name}=${value}`,
    );

  it('shows the fresh saved contact in the fields, without the notice', () => {
    const { html, missing } = renderCheckout(<ContactStep {...props(false)} />, 'en');
    expect(missing).toEqual([]);
    expect(inputValues(html)).toEqual(
      expect.arrayContaining([
        'firstName=ნინო',
        'email=nino@example.ge',
        'phoneNumber=+995 599 123 456',
      ]),
    );
    expect(textOf(html)).not.toContain('Your saved details expired');
    expect(html).toMatch(/name="marketingOptIn"[^>]*checked/);
  });

  it.each(['ka', 'en'] as const)(
    'shows an expired contact as absent in %s: empty fields, the phone prefix, the notice',
    (language) => {
      const posted = {
        form: 'checkout-contact' as const,
        values: { firstName: 'Posted', email: 'posted@example.ge' },
        errors: {},
      };
      const { html, missing } = renderCheckout(
        <PostedFormProvider posted={posted}>
          <ContactStep {...props(true)} />
        </PostedFormProvider>,
        language,
      );
      expect(missing).toEqual([]);
      // Neither the saved contact, nor a post made before, nor another form's prefill.
      expect(inputValues(html)).toEqual(
        expect.arrayContaining(['firstName=', 'lastName=', 'email=', 'phoneNumber=+995 ']),
      );
      expect(html).not.toMatch(/nino@example.ge|posted@example.ge|luka@example.ge/);
      expect(html).not.toMatch(/name="(marketingOptIn|expressStart)"[^>]*checked/);
      const notice = language === 'en' ? 'Your saved details expired' : 'ვადა გაუვიდა';
      expect(html).toMatch(new RegExp(`role="status"[^>]*>[^<]*${notice}`));
    },
  );
});

describe('ContactStep: the promo code', () => {
  const base: ContactStepProps = {
    saved: undefined,
    prefill: {},
    serverErrors: {},
    submitting: false,
    expired: false,
    onSubmit: () => {},
  };
  const promoInput = (html: string) => html.match(/<input[^>]*name="promoCode"[^>]*>/)?.[0] ?? '';

  it.each([
    ['ka', 'პრომოკოდი (არასავალდებულო)', 'გამოყენება'],
    ['en', 'Promo code (optional)', 'Apply'],
  ] as const)(
    'is an optional, labelled field with an Apply button in %s',
    (language, label, apply) => {
      const { html, missing } = renderCheckout(<ContactStep {...base} />, language);
      expect(missing).toEqual([]);
      const input = promoInput(html);
      expect(input).not.toMatch(/required/);
      const id = input.match(/id="([^"]+)"/)?.[1];
      expect(html).toContain(
        `<label class="registration-field__label" for="${id}">${label}</label>`,
      );
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${apply}</button>`));
      expect(input).not.toMatch(/aria-invalid/);
    },
  );

  it('shows the code of a saved contact', () => {
    const saved = { ...contact, promoCode: 'partner10' };
    const { html } = renderCheckout(<ContactStep {...base} saved={saved} />, 'en');
    expect(promoInput(html)).toContain('value="partner10"');
  });

  it.each([
    ['ka', 'ასეთი პრომოკოდი არ არსებობს'],
    ['en', 'We do not know this promo code'],
  ] as const)(
    'shows a refused code on its field in %s, described and invalid',
    (language, text) => {
      const { html } = renderCheckout(
        <ContactStep {...base} serverErrors={{ promoCode: 'PROMO_CODE_UNKNOWN' }} />,
        language,
      );
      const input = promoInput(html);
      expect(input).toContain('aria-invalid="true"');
      const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1];
      expect(html).toMatch(
        new RegExp(`<p class="registration-field__error" id="${describedBy}">${text}`),
      );
    },
  );

  it('shows a refused post again with the code typed, its message and the focus', () => {
    const posted = {
      form: 'checkout-contact' as const,
      values: { ...contact, promoCode: 'OLD-CODE' },
      errors: { promoCode: 'PROMO_CODE_EXPIRED' as const },
    };
    const { html } = renderCheckout(
      <PostedFormProvider posted={posted}>
        <ContactStep {...base} />
      </PostedFormProvider>,
      'en',
    );
    const input = promoInput(html);
    expect(input).toContain('value="OLD-CODE"');
    expect(input).toMatch(/autofocus/i);
    expect(textOf(html)).toContain('This promo code has expired.');
  });
});

describe('OrderSummary', () => {
  it.each([
    [
      'ka',
      [
        'ფასი პრომოკოდის გარეშე: 2500 ₾',
        'პრომოკოდი PARTNER10: −250 ₾',
        'გადასახდელი თანხა: 2250 ₾',
      ],
    ],
    [
      'en',
      ['Price without the promo code: ₾2,500', 'Promo code PARTNER10: −₾250', 'To pay: ₾2,250'],
    ],
  ] as const)(
    'shows the opened order with its code in %s: no code price, deduction, amount',
    (language, lines) => {
      const charged = { amountTetri: 225_000, promo: { code: 'PARTNER10', discountTetri: 25_000 } };
      const { html, missing } = renderCheckout(
        <OrderSummary quote={quote} cohort={cohort} charged={charged} contact={undefined} />,
        language,
      );
      expect(missing).toEqual([]);
      const text = textOf(html).replace(/\u00a0/g, ' ');
      for (const line of lines) expect(text).toContain(line);
      expect(html).not.toMatch(/<s[ >]/);
    },
  );

  it('shows the saved contact, the charged amount, VAT, the guarantee and the seller', () => {
    const { html } = renderCheckout(
      <OrderSummary
        quote={quote}
        cohort={cohort}
        charged={{ amountTetri: 250_000 }}
        contact={contact}
      />,
      'ka',
    );
    const text = textOf(html);
    expect(text).toMatch(/2500\s₾/);
    expect(text).toContain('№4 ნაკადი · დაწყება: 1 მარტი, 2027');
    expect(text).toContain('nino@example.ge');
    expect(text).toContain('+995 599 123 456');
    expect(text).toContain('დღგ-ს (18%) ჩათვლით');
    expect(text).toContain('გამყიდველი');
    expect(html).toContain('href="/ka/refund-policy"');
  });

  it('shows the price alone, even while the pricing card strikes the regular price through', () => {
    expect(quote.reference?.basis).toBe('regular');
    const { html } = renderCheckout(
      <OrderSummary quote={quote} cohort={cohort} contact={undefined} />,
      'en',
    );
    expect(textOf(html)).toContain('₾2,500');
    expect(html).not.toContain('₾2,700');
    expect(html).not.toMatch(/<s[ >]/);
  });

  it('keeps the contact block with a note while nothing is saved', () => {
    const { html } = renderCheckout(
      <OrderSummary quote={quote} cohort={cohort} contact={undefined} />,
      'en',
    );
    expect(textOf(html)).toContain('Your details appear here once you have saved them.');
    expect(textOf(html)).toContain('Cohort 4 · starts March 1, 2027');
  });

  it('shows no price when no cohort is on offer', () => {
    const { html } = renderCheckout(
      <OrderSummary quote={undefined} cohort={undefined} contact={undefined} />,
      'en',
    );
    expect(html).not.toContain('₾');
  });
});

describe('PaymentStep (prerendered)', () => {
  const initiation = (amountTetri: number) => ({
    checkoutToken: 't',
    orderToken: 'o',
    amountTetri,
    widget: { scriptUrl: '/s.js', styleUrl: '/s.css' },
  });
  const noop = () => {};
  const paymentStep = (amountTetri: number) =>
    renderCheckout(
      <PaymentStep
        initiation={initiation(amountTetri)}
        onOutcome={noop}
        onLoadFailed={noop}
        onBack={noop}
      />,
      'en',
    );

  it('reserves the widget box and offers the card and the bank, the card chosen', () => {
    const { html, missing } = paymentStep(250_000);
    expect(missing).toEqual([]);
    expect(html).toContain('class="checkout-widget" aria-busy="true"');
    expect(html).toMatch(
      /<input[^>]*value="card"[^>]*checked=""|<input[^>]*checked=""[^>]*value="card"/,
    );
    expect(html).toContain('In instalments through TBC Bank');
    expect(html).toContain('href="/en/terms-of-service#withdrawal"');
    expect(html).not.toMatch(/Apple Pay|Google Pay/);
  });

  it('shows the card alone, with Visa and Mastercard, for a price the bank does not lend', () => {
    // The shipped offer lends from 100 ₾: a 50 ₾ order is the card's alone.
    const { html } = paymentStep(5_000);
    expect(html).not.toContain('name="payment-method"');
    expect(html).toMatch(/aria-label="Visa"/);
    expect(html).toMatch(/aria-label="Mastercard"/);
  });
});
