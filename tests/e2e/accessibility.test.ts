import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/language/languages';
import enCommon from '../../locales/en/common.json';
import kaCommon from '../../locales/ka/common.json';
import { seriousAxeViolations } from './support/axe';
import { CALCULATOR_TEXTS } from './support/calculator-page';
import { CHECKOUT_TEXTS, type ContractRoutes, routeContract } from './support/checkout-contract';
import { TEXTS } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { PHONE, visit } from './support/visit';

const COMMON = { ka: kaCommon, en: enCommon } as const;

const site = setUpSite();

/** Waits for the dialog and for its opening fade to end: axe would measure half-faded colours. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

describe('axe finds no serious or critical WCAG 2.2 AA issue (docs/site.md "Accessibility")', () => {
  it.each<[string, Language]>(
    LANGUAGES.flatMap((language) => [
      [`/${language}`, language],
      [`/${language}/checkout`, language],
    ]),
  )('%s with the mobile menu open at 390 px', async (path, language) => {
    const { page } = await visit(site.browser, site.server.baseUrl, path, {
      viewport: PHONE,
      reusePage: true,
    });
    const toggle = page.getByRole('button', { name: COMMON[language].menu.toggle });
    await toggle.click();
    await page
      .getByRole('navigation', { name: COMMON[language].nav.label })
      .getByRole('link', { name: COMMON[language].nav.home })
      .waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('/test-popup with a popup open, with and without backdrop', async () => {
    const { page } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    const texts = TEXTS.ka.popup;
    await page.getByRole('button', { name: texts.positions['bottom-left'] }).click();
    const title = texts.popup.positionTitle.replace('{{position}}', texts.positions['bottom-left']);
    await settled(page.getByRole('dialog', { name: title }));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: texts.noBackdrop.open }).click();
    await settled(page.getByRole('dialog', { name: texts.popup.noBackdropTitle }));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  // The calculator with a result, on both tabs (the details tab names the rate).
  it.each(LANGUAGES)('/%s/investment-calculator with a result shown', async (language) => {
    const path = `/${language}/investment-calculator?initial=1000&monthly=500&years=20`;
    const { page, problems } = await visit(site.browser, site.server.baseUrl, path, {
      reusePage: true,
    });
    const tabs = CALCULATOR_TEXTS[language].calculator.tabs;
    await page.locator('.calculator__bar').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: tabs.details }).click();
    await page.getByRole('tabpanel', { name: tabs.details }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it.each(LANGUAGES)(
    '/%s/investment-calculator with the validation error box',
    async (language) => {
      const path = `/${language}/investment-calculator?initial=-1&monthly=20&years=0`;
      const { page } = await visit(site.browser, site.server.baseUrl, path, { reusePage: true });
      await page.locator('.calculator__error').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '/%s/checkout with field errors, then on the payment step',
    async (language) => {
      const texts = CHECKOUT_TEXTS[language].checkout;
      const { page } = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
        prepare: async (context) => {
          await routeContract(context);
        },
      });
      await page.getByRole('button', { name: texts.contact.submit }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const fields = texts.contact.fields;
      await page.getByLabel(fields.firstName.label, { exact: true }).fill('Nino');
      await page.getByLabel(fields.lastName.label, { exact: true }).fill('Beridze');
      await page.getByLabel(fields.email.label, { exact: true }).fill('nino@example.ge');
      await page
        .getByLabel(fields.phoneNumber.label, { exact: true })
        .pressSequentially('599123456');
      await page.getByRole('button', { name: texts.contact.submit }).click();
      await page.getByRole('heading', { name: texts.payment.title }).waitFor();
      // The "saved" toast fades in: axe would measure half-faded colours.
      await settled(page.locator('.toast').first());
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  const RESULT_VIEWS: readonly [string, string, NonNullable<ContractRoutes['customer']>][] = [
    [
      'success',
      'order_status=approved&token=a',
      [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'approved' } }],
    ],
    [
      'failed',
      'order_status=declined&response_code=1004&token=b',
      [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'declined' } }],
    ],
    [
      'failed',
      'order_status=cancelled&token=c',
      [{ status: 200, body: { firstName: 'Nino', paymentStatus: 'cancelled' } }],
    ],
    [
      'unknown',
      'order_status=approved&token=d',
      [{ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } }],
    ],
  ];

  it.each(
    LANGUAGES.flatMap((language) => RESULT_VIEWS.map((view) => [language, ...view] as const)),
  )('/%s/payment-success, the %s view', async (language, view, query, customer) => {
    const { page } = await visit(
      site.browser,
      site.server.baseUrl,
      `/${language}/payment-success?${query}`,
      {
        prepare: async (context) => {
          await routeContract(context, { customer });
        },
      },
    );
    await page.locator(`[data-view="${view}"]`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
