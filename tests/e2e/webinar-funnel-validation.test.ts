import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { queryDatabase, setUpFunnelSite } from './support/funnel-site';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForInteractive } from './support/hydration';
import { visit } from './support/visit';

const funnel = setUpFunnelSite();

type Field = 'fullName' | 'phoneNumber' | 'email' | 'linkedinProfile';

const VALID: Readonly<Record<Field, string>> = {
  fullName: 'Nino Beridze',
  phoneNumber: '555123456',
  email: 'nino@example.ge',
  linkedinProfile: 'linkedin.com/in/nino-beridze',
};

/** One bad value of each field (full name, phone, e-mail, LinkedIn) and its code (docs/validation.md "Webinar form"). */
const INVALID: readonly { field: Field; value: string; code: string }[] = [
  { field: 'fullName', value: 'N', code: 'full_name.too_short' },
  { field: 'fullName', value: 'Nino 007', code: 'full_name.invalid_characters' },
  { field: 'phoneNumber', value: '55512', code: 'phone.must_be_9_digits' },
  { field: 'phoneNumber', value: '612345678', code: 'phone.must_start_with_5' },
  { field: 'phoneNumber', value: '512345678', code: 'phone.invalid_prefix' },
  { field: 'phoneNumber', value: '55512345a', code: 'phone.digits_only' },
  { field: 'email', value: 'nino@', code: 'email.invalid' },
  { field: 'email', value: 'nino example.ge', code: 'email.invalid' },
  { field: 'linkedinProfile', value: 'https://example.com/in/nino', code: 'linkedin.invalid' },
  { field: 'linkedinProfile', value: 'linkedin.com/company/acme', code: 'linkedin.invalid' },
];

const REQUIRED: Readonly<Record<Field, string>> = {
  fullName: 'full_name.required',
  phoneNumber: 'phone.required',
  email: 'email.required',
  linkedinProfile: 'linkedin.required',
};

/** The message of an error code in a language, read from `locales/<lng>/errors.json`. */
function message(language: Language, code: string): string {
  const [group = '', key = ''] = code.split('.');
  const texts = FUNNEL_TEXTS[language].errors as unknown as Record<string, Record<string, string>>;
  const text = texts[group]?.[key];
  if (text === undefined) throw new Error(`no ${language} message for ${code}`);
  return text;
}

function input(form: Locator, language: Language, field: Field): Locator {
  return form.getByLabel(FUNNEL_TEXTS[language].landing.form.fields[field].label, { exact: true });
}

/** The error text tied to an input by `aria-describedby` (null when none), and `aria-invalid`. */
async function fieldState(
  field: Locator,
): Promise<{ error: string | null; invalid: string | null }> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const error = ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join('');
    return { error: error === '' ? null : error, invalid: element.getAttribute('aria-invalid') };
  });
}

async function openForm(page: Page, language: Language): Promise<Locator> {
  const form = page.locator('#registration-form');
  await waitForInteractive(input(form, language, 'fullName'));
  return form;
}

describe('registration form validation (docs/validation.md "Webinar form", errors in the page language)', () => {
  for (const language of ['ka', 'en'] as const) {
    it(`in ${language}: shows each rule's message under its field and posts nothing`, async () => {
      const submitName = FUNNEL_TEXTS[language].landing.form.submit;
      const { page, problems } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}`,
        { reusePage: true },
      );
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/registration')) posts.push(request.method());
      });
      const form = await openForm(page, language);
      const submit = form.getByRole('button', { name: submitName, exact: true });

      // Empty: every field says it is required, and the cursor goes to the first one. The form's
      // machine loads on this first intent, so its answer may come a moment after the click.
      await submit.click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      for (const field of Object.keys(REQUIRED) as Field[]) {
        const state = await fieldState(input(form, language, field));
        expect(state, field).toEqual({
          error: message(language, REQUIRED[field]),
          invalid: 'true',
        });
      }
      expect(
        await input(form, language, 'fullName').evaluate(
          (element) => element === document.activeElement,
        ),
      ).toBe(true);

      // One bad field at a time: only that field shows its message.
      for (const { field, value, code } of INVALID) {
        for (const [name, good] of Object.entries(VALID) as [Field, string][]) {
          await input(form, language, name).fill(name === field ? value : good);
        }
        await submit.click();
        const state = await fieldState(input(form, language, field));
        expect(state, `${field}=${value}`).toEqual({
          error: message(language, code),
          invalid: 'true',
        });
        for (const other of (Object.keys(VALID) as Field[]).filter((name) => name !== field)) {
          expect(
            (await fieldState(input(form, language, other))).error,
            `${other} stays valid`,
          ).toBeNull();
        }
      }

      // The client refused every attempt before the network; nothing was stored.
      expect(posts).toEqual([]);
      expect(queryDatabase(funnel.site.server, 'SELECT id FROM leads')).toEqual([]);
      expect(problems()).toEqual([]);
    });
  }

  it('answers a bad body from outside the form with field codes the form translates', async () => {
    const response = await fetch(`${funnel.site.server.baseUrl}/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...VALID, phoneNumber: '612345678', email: 'nino@' }),
    });
    expect(response.status).toBe(400);
    const body = JSON.stringify(await response.json());
    expect(body).toContain('phone.must_start_with_5');
    expect(body).toContain('email.invalid');
  });
});
