import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostedForm } from '../core/forms/posted-form';
import { allPagePaths, FORM_ONLY_PAGES } from '../core/site/routes';
import { resolveScreen } from './app/resolve-screen';
import { SCREENS } from './app/screens';
import { renderPage } from './entry-server';

const LOCALES = join(import.meta.dirname, '../locales');
const ORIGIN = 'https://example.ge';

function loadNamespace(language: string, namespace: string) {
  const file = join(LOCALES, language, `${namespace}.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : undefined;
}

function lookup(language: string, namespace: string, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      loadNamespace(language, namespace),
    );
}

async function render(path: string, postedForm?: PostedForm) {
  const missing: string[] = [];
  const page = await renderPage({
    path,
    origin: ORIGIN,
    loadNamespace,
    ...(postedForm === undefined ? {} : { postedForm }),
    onMissingKey: (language, namespace, key) => missing.push(`${language}/${namespace}:${key}`),
  });
  return { page, missing };
}

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(allPagePaths())('prerendering $path', ({ path, language, pageId }) => {
  it('renders without missing keys or React errors, in the page language', async () => {
    const { page, missing } = await render(path);
    expect(missing).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(page.language).toBe(language);
    expect(page.html).toContain('<main');
    // Configured figures are filled in everywhere, structured data included (docs/site.md "Claims").
    expect(page.html).not.toContain('{{');
    expect(page.head).not.toContain('{{');
    const heading = page.html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? '';
    const georgian = /[\u10D0-\u10FF]/;
    expect(georgian.test(heading)).toBe(language === 'ka');
  });

  it('has its title, canonical, reciprocal hreflang and Open Graph tags', async () => {
    const { page } = await render(path);
    const title = page.head.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title).toBeTruthy();
    expect(title).not.toMatch(/\.title$/);
    const slug = path.split('/').slice(2).join('/');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(page.head).toContain(`hreflang="ka" href="${ORIGIN}/ka${slug ? `/${slug}` : ''}"`);
    expect(page.head).toContain(`hreflang="en" href="${ORIGIN}/en${slug ? `/${slug}` : ''}"`);
    expect(page.head).toContain(
      `hreflang="x-default" href="${ORIGIN}/ka${slug ? `/${slug}` : ''}"`,
    );
    expect(page.head).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
    expect(page.head).toContain(`content="${language === 'ka' ? 'ka_GE' : 'en_US'}"`);
    expect(page.head).toContain('"@type":"Organization"');
    expect(page.head).toContain('"@type":"WebSite"');
    // The forms' own pages stay out of search results (docs/site.md "Forms without JavaScript").
    expect(page.head.includes('noindex')).toBe(FORM_ONLY_PAGES.includes(pageId));
    if (pageId === 'home') {
      expect(title).toBe(lookup(language, 'meta', 'pages.home.title'));
    }
  });

  it('embeds the instant it was rendered for, for hydration', async () => {
    const { page } = await render(path);
    expect(page.data).toMatch(
      /<script type="application\/json" id="i18n-resources">.*"renderedAt":"\d{4}-[^"]+Z"/,
    );
  });

  it('embeds only the namespaces the page needs, in its own language', async () => {
    const { page } = await render(path);
    const block = page.data.match(/<script[^>]*id="i18n-resources"[^>]*>([\s\S]*?)<\/script>/);
    const data = JSON.parse(block?.[1] ?? '{}') as {
      language: string;
      namespaces: string[];
      resources: Record<string, unknown>;
    };
    expect(data.language).toBe(language);
    const match = resolveScreen(path);
    if (match.kind !== 'screen') throw new Error(`${path} should be a screen`);
    // The shell's namespaces plus the screen's own, nothing else: other pages' copy stays out.
    const declared = ['common', 'meta', ...SCREENS[match.screen].namespaces];
    expect([...data.namespaces].sort()).toEqual([...new Set(declared)].sort());
    expect(Object.keys(data.resources).sort()).toEqual([...data.namespaces].sort());
  });
});

describe('the 404 pages and the popup demo', () => {
  it.each(['ka', 'en'] as const)(
    'renders the %s 404 page with noindex and a home link',
    async (language) => {
      const { page, missing } = await render(`/${language}/404`);
      expect(missing).toEqual([]);
      expect(page.language).toBe(language);
      expect(page.head).toContain('<meta name="robots" content="noindex">');
      expect(page.head).not.toContain('rel="canonical"');
      expect(page.html).toContain(String(lookup(language, 'meta', 'notFound.heading')));
      expect(page.html).toContain(`href="/${language}"`);
    },
  );

  it('shows the Georgian 404 page for unknown unprefixed paths', async () => {
    const { page } = await render('/no-such-page');
    expect(page.html).toContain('უი! გვერდი ვერ მოიძებნა');
  });

  it('renders /test-popup with noindex and its own canonical', async () => {
    const { page, missing } = await render('/test-popup');
    expect(missing).toEqual([]);
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/test-popup">`);
  });

  it('refuses to prerender a redirecting path', async () => {
    await expect(render('/checkout')).rejects.toThrow(/redirects/);
  });
});

describe('a page rendered for a refused form post (docs/site.md "Forms without JavaScript")', () => {
  const posted: PostedForm = {
    form: 'webinar-registration',
    values: { fullName: 'N', phoneNumber: '123', email: 'nino@', linkedinProfile: '' },
    errors: { fullName: 'full_name.too_short', email: 'email.invalid' },
  };

  it('shows the values typed, the messages, and marks and focuses the first refused field', async () => {
    const { page, missing } = await render('/en/webinar-registration', posted);
    expect(missing).toEqual([]);
    const input = (name: string) =>
      page.html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(input('fullName')).toContain('value="N"');
    expect(input('fullName')).toContain('aria-invalid="true"');
    expect(input('fullName')).toContain('autofocus=""');
    expect(input('email')).toContain('value="nino@"');
    expect(input('email')).not.toContain('autofocus');
    expect(input('phoneNumber')).not.toContain('aria-invalid');
    expect(page.html).toContain('Must be at least 2 characters');
    expect(page.html).toContain('Please enter a valid e-mail address');
    // The browser hydrates from the same state, so the hydrated form shows the same thing.
    expect(page.data).toContain('<script type="application/json" id="posted-form">');
    expect(page.data).toContain('"full_name.too_short"');
  });

  it("is a real form post to the page's action, in Georgian too", async () => {
    const { page } = await render('/ka/webinar-registration', posted);
    expect(page.html).toMatch(/<form[^>]*action="\/ka\/webinar-registration" method="post"/);
    expect(page.html).toContain('უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს');
  });

  it('shows the checkout refusal above the fields and keeps the campaign tags as hidden fields', async () => {
    const refused: PostedForm = {
      form: 'checkout-contact',
      values: {
        firstName: 'Nino',
        lastName: 'Beridze',
        email: 'nino@example.ge',
        phoneNumber: '+995 555 12 34 56',
      },
      errors: {},
      formError: 'COHORT_FULL',
      utm: { source: 'facebook' },
    };
    const { page, missing } = await render('/ka/checkout', refused);
    expect(missing).toEqual([]);
    expect(page.html).toMatch(/<form[^>]*action="\/ka\/checkout" method="post"/);
    expect(page.html).toContain(String(lookup('ka', 'errors', 'COHORT_FULL')));
    expect(page.html).toContain('<input type="hidden" name="utm_source" value="facebook"/>');
    expect(page.html).toMatch(/<input[^>]*name="email"[^>]*value="nino@example.ge"/);
  });

  it('leaves other forms and pages without a posted form untouched', async () => {
    const { page } = await render('/en/career-checklist', posted);
    expect(page.html).not.toContain('aria-invalid="true"');
    const plain = await render('/en/webinar-registration');
    expect(plain.page.data).not.toContain('posted-form');
    expect(plain.page.html).not.toContain('autofocus');
  });
});
