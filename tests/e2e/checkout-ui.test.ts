import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import {
  CHECKOUT_TEXTS,
  type ContractRoutes,
  catalogueAnswer,
  routeContract,
} from './support/checkout-contract';
import { setUpSite } from './support/site-server';
import { currentPath, visit } from './support/visit';

/*
 * The checkout and result pages against the catalogue, checkout and payment routes of
 * docs/purchase.md "HTTP API", played by browser routes: what the visitor sees and what the page
 * sends, independent of the payment backend.
 */

const site = setUpSite();

/**
 * Opens the checkout with the contract routes on a page this file already opened (a navigation
 * costs far less than a fresh context and renderer); the routes and storage go when the test ends.
 */
async function openCheckout(language: Language, routes: ContractRoutes = {}) {
  let log: Awaited<ReturnType<typeof routeContract>> | undefined;
  const opened = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
    reusePage: true,
    routePage: async (page) => {
      log = await routeContract(page, routes);
    },
  });
  if (!log) throw new Error('routes not installed');
  return { ...opened, log };
}

async function fillContact(page: Page, language: Language, phone = '599123456') {
  const fields = CHECKOUT_TEXTS[language].checkout.contact.fields;
  await page.getByLabel(fields.firstName.label, { exact: true }).fill('  ნინო ');
  await page.getByLabel(fields.lastName.label, { exact: true }).fill('ბერიძე');
  await page.getByLabel(fields.email.label, { exact: true }).fill('Nino@Example.ge');
  const phoneInput = page.getByLabel(fields.phoneNumber.label, { exact: true });
  await phoneInput.fill('');
  await phoneInput.pressSequentially(phone);
}

/** The session-storage key of the saved contact (docs/purchase.md "Checkout"). */
const SAVED_CONTACT_KEY = 'career-acceleration-course:checkout-contact';

/** Step 1 as a first visit shows it: nothing in the fields but the phone's `+995 ` prefix. */
async function expectEmptyContact(page: Page, language: Language) {
  const fields = CHECKOUT_TEXTS[language].checkout.contact.fields;
  const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
  await expect.poll(() => value(fields.email.label)).toBe('');
  expect(await value(fields.firstName.label)).toBe('');
  expect(await value(fields.lastName.label)).toBe('');
  expect(await value(fields.phoneNumber.label)).toBe('+995 ');
}

/**
 * Opens the checkout on Playwright's clock with a contact saved `ageMinutes` ago (written once per
 * tab, so a reload finds what the page left), and waits until the form shows it.
 */
/**
 * How old the saved contact is when a test opens the page: 10 minutes short of its 30, so the first
 * page's own timer cannot empty the storage while a loaded machine is still loading it (a reload
 * would then find nothing to call expired).
 */
const SAVED_AGE_MINUTES = 20;

/** A jump of the page's wall clock that takes the saved contact past its 30 minutes. */
const PAST_EXPIRY_MS = (30 - SAVED_AGE_MINUTES + 1) * 60_000;

async function openWithSavedContact(
  language: Language,
  ageMinutes: number,
  holdMachineCode?: Promise<void>,
) {
  let log: Awaited<ReturnType<typeof routeContract>> | undefined;
  const record = JSON.stringify({
    data: {
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'saved@example.ge',
      phoneNumber: '+995 599 123 456',
    },
    savedAt: Date.now() - ageMinutes * 60_000,
  });
  const opened = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
    prepare: async (context) => {
      log = await routeContract(context);
      if (holdMachineCode) {
        await context.route('**/assets/checkout-machine-bridge-*.js', async (route) => {
          await holdMachineCode;
          await route.continue();
        });
      }
      await context.clock.install();
      await context.addInitScript(
        ([key, value]: readonly [string, string]) => {
          if (sessionStorage.getItem('e2e-contact-written') !== null) return;
          sessionStorage.setItem('e2e-contact-written', '1');
          sessionStorage.setItem(key, value);
        },
        [SAVED_CONTACT_KEY, record] as const,
      );
    },
  });
  if (!log) throw new Error('routes not installed');
  const email = CHECKOUT_TEXTS[language].checkout.contact.fields.email.label;
  await expect
    .poll(() => opened.page.getByLabel(email, { exact: true }).inputValue())
    .toBe('saved@example.ge');
  return { ...opened, log };
}

function currentStep(page: Page) {
  return page.locator('[aria-current="step"]').textContent();
}

describe.each<Language>(['ka', 'en'])('checkout page in %s', (language) => {
  const texts = CHECKOUT_TEXTS[language];

  it('validates, formats the phone as typed, clears an edited error, then moves to payment', async () => {
    const { page, log, problems } = await openCheckout(language);
    expect(await currentStep(page)).toContain(texts.checkout.steps.contact);
    const phone = page.getByLabel(texts.checkout.contact.fields.phoneNumber.label, { exact: true });
    expect(await phone.inputValue()).toBe('+995 ');

    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    const firstName = page.getByLabel(texts.checkout.contact.fields.firstName.label, {
      exact: true,
    });
    // The form's schema loads on its first focus or submit: the errors follow a moment later.
    await page.getByText(texts.errors.name.required).first().waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'given-name',
    );
    await firstName.fill('ნ');
    expect(await firstName.getAttribute('aria-invalid')).toBeNull();

    await fillContact(page, language);
    expect(await phone.inputValue()).toBe('+995 599 123 456');
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();

    await page.getByText(texts.checkout.toast.savedBody).waitFor();
    await page.locator('.fake-flitt').waitFor();
    expect(await currentStep(page)).toContain(texts.checkout.steps.payment);
    expect(log.checkoutBodies).toEqual([
      {
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        email: 'nino@example.ge',
        phoneNumber: '+995 599 123 456',
        language,
        // The two optional checkboxes, left unticked (docs/purchase.md "Express start").
        marketingOptIn: false,
        expressStart: false,
      },
    ]);
    const summary = page.getByRole('complementary');
    expect(await summary.textContent()).toContain('nino@example.ge');
    expect(await summary.textContent()).toContain('+995 599 123 456');
    expect(await page.locator('.fake-flitt').getAttribute('data-methods')).toBe('card');
    const stored = await page.evaluate(() => sessionStorage.getItem('checkout-order-token'));
    expect(stored).toBe('order-token-abcdefghijklmnopqrstuv');
    expect(problems()).toEqual([]);
  });

  it('goes back to the contact step, destroys the widget and keeps the saved data', async () => {
    const { page } = await openCheckout(language);
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page.locator('.fake-flitt').waitFor();
    await page.getByRole('button', { name: texts.checkout.payment.back }).click();
    expect(await currentStep(page)).toContain(texts.checkout.steps.contact);
    expect(
      await page.evaluate(() => (window as { __fakeFlittDestroyed?: number }).__fakeFlittDestroyed),
    ).toBe(1);
    const email = page.getByLabel(texts.checkout.contact.fields.email.label, { exact: true });
    expect(await email.inputValue()).toBe('nino@example.ge');

    await page.reload();
    await page.getByRole('complementary').getByText('nino@example.ge').waitFor();
  });

  it('restores contact data saved under 30 minutes ago and drops older data', async () => {
    const contact = {
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'saved@example.ge',
      phoneNumber: '+995 599 123 456',
    };
    for (const [ageMinutes, restored] of [
      [29, true],
      [31, false],
    ] as const) {
      const { page } = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
        prepare: async (context) => {
          await routeContract(context);
          await context.addInitScript(
            (record: string) =>
              sessionStorage.setItem('career-acceleration-course:checkout-contact', record),
            JSON.stringify({ data: contact, savedAt: Date.now() - ageMinutes * 60_000 }),
          );
        },
      });
      const email = page.getByLabel(texts.checkout.contact.fields.email.label, { exact: true });
      if (restored) {
        await page.getByRole('complementary').getByText('saved@example.ge').waitFor();
        // The form's step hydrates on its own, a moment after the summary.
        await expect.poll(() => email.inputValue()).toBe('saved@example.ge');
      } else {
        // The expired record is removed when the page reads storage after hydration.
        await page.waitForFunction(
          () => sessionStorage.getItem('career-acceleration-course:checkout-contact') === null,
        );
        await page.getByText(texts.checkout.summary.contact.empty).waitFor();
        // Treated as absent, with the notice: the fields are empty, the phone back to its prefix.
        await page.getByText(texts.checkout.contact.expired).waitFor();
        await expectEmptyContact(page, language);
      }
    }
  });

  it('takes the buyer to the expired-reservation page when the 30 minutes pass on the payment step', async () => {
    let log: Awaited<ReturnType<typeof routeContract>> | undefined;
    const { page } = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
      prepare: async (context) => {
        log = await routeContract(context, {
          customer: [{ status: 200, body: { firstName: 'ნინო', paymentStatus: 'expired' } }],
        });
        await context.clock.install();
      },
    });
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page.locator('.fake-flitt').waitFor();
    await page.clock.fastForward('30:00');
    await page.getByRole('heading', { level: 1, name: texts.payment.expired.title }).waitFor();
    expect(currentPath(page)).toBe(
      `/${language}/payment-success?order_status=expired&token=order-token-abcdefghijklmnopqrstuv`,
    );
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SAVED_CONTACT_KEY)).toBeNull();
    expect(log?.checkoutBodies).toHaveLength(1);
    // Starting again is a new checkout: step 1, empty.
    await page.getByRole('link', { name: texts.payment.expired.startAgain }).click();
    await expectEmptyContact(page, language);
    expect(await currentStep(page)).toContain(texts.checkout.steps.contact);
  });

  it('empties the form filled from storage when its 30 minutes pass while the page is open', async () => {
    const { page } = await openWithSavedContact(language, SAVED_AGE_MINUTES);
    await page.clock.fastForward(`${30 - SAVED_AGE_MINUTES}:00`);
    await page.getByText(texts.checkout.contact.expired).waitFor();
    await expectEmptyContact(page, language);
    await page.getByText(texts.checkout.summary.contact.empty).waitFor();
  });

  it('refuses a submit of details whose 30 minutes passed unnoticed (timers asleep)', async () => {
    const { page, log } = await openWithSavedContact(language, SAVED_AGE_MINUTES);
    // The wall clock moves on without firing the page's timers, as after a laptop's sleep.
    await page.clock.setSystemTime(Date.now() + PAST_EXPIRY_MS);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page.getByText(texts.checkout.contact.expired).waitFor();
    expect(await currentStep(page)).toContain(texts.checkout.steps.contact);
    await expectEmptyContact(page, language);
    expect(log.checkoutBodies).toEqual([]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SAVED_CONTACT_KEY)).toBeNull();
  });

  it('refuses a submit queued while the checkout code loads, once the 30 minutes passed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, log } = await openWithSavedContact(language, SAVED_AGE_MINUTES, held);
    await page.clock.setSystemTime(Date.now() + PAST_EXPIRY_MS);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    release();
    await page.getByText(texts.checkout.contact.expired).waitFor();
    await expectEmptyContact(page, language);
    expect(log.checkoutBodies).toEqual([]);
  });

  it('shows an expired form empty after a reload, whatever the browser kept of the fields', async () => {
    const { page } = await openWithSavedContact(language, SAVED_AGE_MINUTES);
    // The tab was left for its 30 minutes: the record is now older than that when the page reloads.
    await page.evaluate(
      ([key, ageMs]) => {
        const record = JSON.parse(sessionStorage.getItem(key) ?? '{}');
        sessionStorage.setItem(key, JSON.stringify({ ...record, savedAt: Date.now() - ageMs }));
      },
      [SAVED_CONTACT_KEY, (30 + 1) * 60_000] as const,
    );
    await page.reload();
    await page.getByText(texts.checkout.contact.expired).waitFor({ timeout: 30_000 });
    await expectEmptyContact(page, language);
    await page.getByText(texts.checkout.summary.contact.empty).waitFor();
  });

  it('carries the details given to the webinar form into the empty checkout form', async () => {
    const { page } = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
      prepare: async (context) => {
        await routeContract(context);
        await context.addInitScript(() =>
          sessionStorage.setItem(
            'visitor-contact-v1',
            JSON.stringify({
              fullName: 'Nino Beridze',
              email: 'nino@example.ge',
              phone: '+995555123456',
            }),
          ),
        );
      },
    });
    const fields = texts.checkout.contact.fields;
    const lastName = page.getByLabel(fields.lastName.label, { exact: true });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[autocomplete="family-name"]')?.value !== '',
    );
    expect(await lastName.inputValue()).toBe('Beridze');
    expect(await page.getByLabel(fields.firstName.label, { exact: true }).inputValue()).toBe(
      'Nino',
    );
    expect(await page.getByLabel(fields.phoneNumber.label, { exact: true }).inputValue()).toBe(
      '+995 555 123 456',
    );
    // Prefilled, not saved: the summary waits for the visitor to submit.
    expect(await page.getByText(texts.checkout.summary.contact.empty).count()).toBe(1);
  });

  it('shows the error toast with the server code text when initiation fails', async () => {
    const { page } = await openCheckout(language, {
      checkout: { status: 503, body: { error: { code: 'PAYMENT_UNAVAILABLE' } } },
    });
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: texts.checkout.toast.errorTitle });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(texts.errors.CHECKOUT_INITIATION_FAILED);
    expect(await currentStep(page)).toContain(texts.checkout.steps.contact);
  });

  it('shows the payment error toast when the widget script cannot load', async () => {
    const { page } = await openCheckout(language, { widget: false });
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: texts.checkout.toast.paymentErrorTitle })
      .waitFor();
  });

  it('sends an approved payment to the result page, which greets the buyer by first name', async () => {
    const { page, log } = await openCheckout(language);
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page.getByLabel('Card number').fill('4444 5555 1111 6666');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const title = texts.payment.success.titleNamed.replace('{{name}}', 'ნინო');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(currentPath(page)).toBe(
      `/${language}/payment-success?order_status=approved&payment_id=9001&order_id=course-test-1&token=order-token-abcdefghijklmnopqrstuv`,
    );
    expect(log.customerTokens).toContain('order-token-abcdefghijklmnopqrstuv');
  });

  it('sends a cancelled payment to the cancelled view while the server is still pending', async () => {
    const { page } = await openCheckout(language, {
      customer: [{ status: 200, body: { firstName: 'ნინო', paymentStatus: 'pending' } }],
    });
    await fillContact(page, language);
    await page.getByRole('button', { name: texts.checkout.contact.submit }).click();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByRole('heading', { level: 1, name: texts.payment.cancelled.title }).waitFor();
    expect(currentPath(page)).toContain('order_status=cancelled');
  });
});

describe.each<Language>(['ka', 'en'])('payment result page in %s', (language) => {
  const texts = CHECKOUT_TEXTS[language].payment;

  async function openResult(query: string, routes: ContractRoutes) {
    return visit(site.browser, site.server.baseUrl, `/${language}/payment-success?${query}`, {
      reusePage: true,
      routePage: async (page) => {
        await routeContract(page, routes);
      },
    });
  }

  it('shows the decline reason for the code in the page language (never the English description), the code, and a retry', async () => {
    const { page, problems } = await openResult(
      'order_status=declined&response_code=1004&response_description=Do%20not%20honor&token=t1',
      { customer: [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'declined' } }] },
    );
    await page.getByRole('heading', { level: 1, name: texts.failed.title }).waitFor();
    await page.getByText(texts.failed.reasons.bankDeclined).waitFor();
    expect(await page.getByText('Do not honor').count()).toBe(0);
    expect(await page.getByText(texts.failed.code.replace('{{code}}', '1004')).count()).toBe(1);
    expect(await page.getByRole('link', { name: texts.actions.retry }).getAttribute('href')).toBe(
      `/${language}/checkout`,
    );
    expect(problems()).toEqual([]);
  });

  it('lets the server win: a query "approved" for a declined order shows failed, a plain decline', async () => {
    const { page } = await openResult('order_status=approved&token=t2', {
      customer: [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'declined' } }],
    });
    await page.getByRole('heading', { level: 1, name: texts.failed.title }).waitFor();
    await page.getByText(texts.failed.reasons.declined).waitFor();
  });

  it('polls while pending and shows success once the server confirms, tracking one purchase', async () => {
    const { page } = await openResult(
      'order_status=approved&order_id=course-9&token=t3&debug=tracking',
      {
        customer: [
          { status: 200, body: { firstName: 'Giorgi', paymentStatus: 'pending' } },
          { status: 200, body: { firstName: 'Giorgi', paymentStatus: 'approved' } },
        ],
        catalogue: catalogueAnswer(new Date()),
      },
    );
    await page.getByRole('heading', { level: 1, name: texts.loading.title }).waitFor();
    const title = texts.success.titleNamed.replace('{{name}}', 'Giorgi');
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: texts.debug.title }).waitFor();
    await page.getByText(/purchase · (queued|sent)/).waitFor();
    const purchases = await page.evaluate(() =>
      (window as unknown as { __trackingDebugLog: () => { name: string; data: unknown }[] })
        .__trackingDebugLog()
        .filter((event) => event.name === 'purchase'),
    );
    expect(purchases).toEqual([
      expect.objectContaining({
        data: { transaction_id: 'course-9', value: 2500, currency: 'GEL' },
      }),
    ]);
  });

  it('shows the unknown view for a token the server does not know, and rechecks on request', async () => {
    const { page } = await openResult('order_status=approved&token=nope', {
      customer: [
        { status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } },
        { status: 200, body: { firstName: 'Nino', paymentStatus: 'approved' } },
      ],
    });
    await page.getByRole('heading', { level: 1, name: texts.unknown.title }).waitFor();
    for (const cause of Object.values(texts.unknown.causes)) await page.getByText(cause).waitFor();
    expect(
      await page.getByRole('link', { name: texts.actions.support }).getAttribute('href'),
    ).toMatch(/^mailto:/);
    await page.getByRole('button', { name: texts.actions.recheck }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: texts.success.titleNamed.replace('{{name}}', 'Nino'),
      })
      .waitFor();
  });

  it('says the reservation ran out, nothing was taken, and offers to start again while on sale', async () => {
    const { page, problems } = await openResult('order_status=declined&token=t5', {
      customer: [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'expired' } }],
    });
    await page.getByRole('heading', { level: 1, name: texts.expired.title }).waitFor();
    await page.getByText(texts.expired.body).waitFor();
    expect(
      await page.getByRole('link', { name: texts.expired.startAgain }).getAttribute('href'),
    ).toBe(`/${language}/checkout`);
    expect(await page.getByText(texts.failed.title).count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('offers the waiting list instead when the cohort filled while the reservation ran', async () => {
    const full = catalogueAnswer(new Date());
    const { page } = await openResult('order_status=expired&token=t6', {
      customer: [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'pending' } }],
      catalogue: { ...full, sale: { state: 'full', seatsLeft: 0, opensAt: null } },
    });
    await page.getByRole('heading', { level: 1, name: texts.expired.title }).waitFor();
    await page.locator('.payment-result__sale-notice').waitFor();
    await page.locator('.payment-result form').waitFor();
    expect(await page.getByRole('link', { name: texts.expired.startAgain }).count()).toBe(0);
  });

  it('has no debug panel without debug=tracking', async () => {
    const { page } = await openResult('order_status=cancelled&token=t4', {
      customer: [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'cancelled' } }],
    });
    await page.getByRole('heading', { level: 1, name: texts.cancelled.title }).waitFor();
    expect(await page.getByRole('heading', { name: texts.debug.title }).count()).toBe(0);
  });
});
