import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import type { Language } from '../../../core/language/languages';
import { trackReactCommits, waitForHydration } from './hydration';
import { startSiteServer } from './site-server';

/**
 * One step of the calendar walk (docs/site.md "Pages follow the clock"): the running compiled
 * server's test clock moved to `at` and Chromium's clock set to the same instant, then the landing
 * page and the checkout in one language at one width. Every finding is a readable line; an empty
 * list is a pass.
 */
export interface CalendarStep {
  readonly at: Date;
  readonly language: Language;
  readonly width: number;
}

/** What `/api/catalogue` said at the step: the sale and the price every page must agree with. */
interface CatalogueFacts {
  readonly state: string;
  readonly currentTetri: number | undefined;
  readonly cohortNumber: number | undefined;
  /** Whether `/api/webinar/sessions` offered any session: else the funnel is the waiting list. */
  readonly sessionOffered: boolean;
}

/** A visit of the walk: its page, what went wrong in it, and how to close it. */
interface WalkVisit {
  readonly page: Page;
  readonly problems: () => string[];
  close(): Promise<void>;
}

/**
 * Opens `path` in a fresh context on Chromium's clock set to `at`, waits for hydration and records
 * console errors and uncaught exceptions. Needs no test runner, so the year-long script uses it too.
 */
async function openAt(browser: Browser, url: string, at: Date, width: number): Promise<WalkVisit> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.clock.install({ time: at });
  await trackReactCommits(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  await page.goto(url);
  await waitForHydration(page);
  return { page, problems: () => [...problems], close: () => context.close() };
}

/** The page's Course offer from its JSON-LD, as served (no script ran). */
function courseOffer(html: string): { price?: string; availability?: string } | undefined {
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const graph = JSON.parse(match[1] ?? '{}') as { '@graph'?: unknown[] };
    for (const node of graph['@graph'] ?? [graph]) {
      const item = node as { '@type'?: string; offers?: { price?: string; availability?: string } };
      if (item['@type'] === 'Course') return item.offers ?? {};
    }
  }
  return undefined;
}

/** The digits of a shown price (`2500 ₾`, `₾2,500`) as tetri. */
const tetriOf = (text: string) => Number(text.replace(/\D/g, '')) * 100;

/**
 * Milliseconds of long tasks (over 50 ms) in the page during `ms` of real time. Source text, not a
 * function: tsx would rewrite a function with helpers the page does not have.
 */
function busyDuring(page: Page, ms: number): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    let busy = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) busy += entry.duration;
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    const check = () => {
      if (performance.now() - started >= ${ms}) {
        observer.disconnect();
        resolve(busy);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}

async function landingFindings(
  browser: Browser,
  baseUrl: string,
  step: CalendarStep,
  facts: CatalogueFacts,
): Promise<string[]> {
  const findings: string[] = [];
  const path = `/${step.language}`;
  const served = await (await fetch(`${baseUrl}${path}`)).text();
  const offer = courseOffer(served);
  const open = facts.state === 'open';
  if (open && offer?.price !== ((facts.currentTetri ?? 0) / 100).toFixed(2)) {
    findings.push(`JSON-LD price ${offer?.price} ≠ catalogue ${facts.currentTetri} tetri`);
  }
  if (open !== (offer?.availability === 'https://schema.org/InStock')) {
    findings.push(`JSON-LD availability ${offer?.availability} with the sale ${facts.state}`);
  }
  const opened = await openAt(browser, `${baseUrl}${path}`, step.at, step.width);
  try {
    return [...findings, ...(await pageFindings(opened, step, facts, served))];
  } finally {
    await opened.close();
  }
}

/** What the landing page shows once hydrated, at the step's instant. */
async function pageFindings(
  { page, problems }: WalkVisit,
  step: CalendarStep,
  facts: CatalogueFacts,
  served: string,
): Promise<string[]> {
  const findings: string[] = [];
  const open = facts.state === 'open';
  // The pricing card loads as it comes near; once there it settles (Buy or the waiting list) within 2 s.
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  const action = page.locator('#pricing .pricing-card__cta:not(.pricing-card__cta--pending)');
  try {
    await action.first().waitFor({ state: 'attached', timeout: 2_000 });
  } catch {
    findings.push('the pricing card showed neither Buy nor the waiting list within 2 s');
  }
  const buy = await page.locator(`#pricing a[href="/${step.language}/checkout"]`).count();
  if (open !== buy > 0) findings.push(`Buy shown: ${buy > 0}, sale ${facts.state}`);
  if (open && facts.currentTetri !== undefined) {
    const shown = await page.locator('#pricing .price__current').first().textContent();
    if (tetriOf(shown ?? '') !== facts.currentTetri) {
      findings.push(`pricing card price "${shown}" ≠ catalogue ${facts.currentTetri} tetri`);
    }
  }
  const busy = await busyDuring(page, 2_000);
  if (busy > 500) findings.push(`main thread busy ${Math.round(busy)} ms of 2 s`);
  // No session to offer: the waiting list, and no "took place" cards in the hero (served HTML too).
  const hero = page.locator('.webinar-timeline--compact');
  const passedInHero = await hero.locator('.timeline-item--passed').count();
  if (passedInHero > 0) findings.push(`the hero lists ${passedInHero} sessions that took place`);
  const waitlistShown = (await page.locator('.webinar-timeline__none').count()) > 0;
  if (waitlistShown === facts.sessionOffered) {
    findings.push(
      `"date not set" shown: ${waitlistShown}, session offered: ${facts.sessionOffered}`,
    );
  }
  if (!facts.sessionOffered && !served.includes('webinar-timeline__none')) {
    findings.push('the served HTML offers sessions although none is left');
  }
  // The first tap into the form neither crashes nor blanks the page.
  await page.locator('#registration-form input[name="fullName"]').first().click();
  await page.keyboard.type('ნინო');
  await page.waitForTimeout(300);
  const textLength = ((await page.locator('#root').textContent()) ?? '').length;
  if (textLength < 500) findings.push(`the page went blank after a tap (${textLength} chars)`);
  findings.push(...problems().map((problem) => `console: ${problem}`));
  return findings;
}

async function checkoutFindings(
  browser: Browser,
  baseUrl: string,
  step: CalendarStep,
  facts: CatalogueFacts,
): Promise<string[]> {
  const findings: string[] = [];
  const opened = await openAt(browser, `${baseUrl}/${step.language}/checkout`, step.at, step.width);
  const { page, problems } = opened;
  try {
    findings.push(...(await summaryFindings(page, facts)));
  } finally {
    findings.push(...problems().map((problem) => `console: ${problem}`));
    await opened.close();
  }
  return findings;
}

/** The checkout's summary agrees with the catalogue, or the form is not offered. */
async function summaryFindings(page: Page, facts: CatalogueFacts): Promise<string[]> {
  const findings: string[] = [];
  if (facts.state === 'open' && facts.currentTetri !== undefined) {
    const summary = (await page.locator('.order-summary').first().textContent()) ?? '';
    const price = await page.locator('.order-summary__current').first().textContent();
    if (tetriOf(price ?? '') !== facts.currentTetri) {
      findings.push(`checkout summary price "${price}" ≠ catalogue ${facts.currentTetri} tetri`);
    }
    if (facts.cohortNumber !== undefined && !summary.includes(String(facts.cohortNumber))) {
      findings.push(`checkout summary lacks cohort ${facts.cohortNumber}`);
    }
  } else {
    // The waiting list takes the form's place once the catalogue has answered (2 s at most).
    await page
      .locator('form.waitlist')
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
    const form = await page.locator('input[name="firstName"]').count();
    if (form > 0) findings.push(`the checkout offers its form while the sale is ${facts.state}`);
  }
  return findings;
}

/** The instant the served page was rendered for (`renderedAt` in its embedded data). */
async function servedRenderInstant(baseUrl: string, path: string): Promise<Date | undefined> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const match = html.match(
    /<script type="application\/json" id="i18n-resources">.*?"renderedAt":"([^"]+)"/,
  );
  return match?.[1] === undefined ? undefined : new Date(match[1]);
}

/**
 * Moves the running server's test clock to `at` and waits until it serves pages rendered anew for
 * that instant (within a minute after it): no restart, no rebuild.
 */
export async function moveServerClock(baseUrl: string, at: Date): Promise<void> {
  const before = (await servedRenderInstant(baseUrl, '/ka'))?.getTime();
  const answer = await fetch(`${baseUrl}/api/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!answer.ok) throw new Error(`moving the clock answered ${answer.status}`);
  const started = Date.now();
  for (;;) {
    const rendered = await servedRenderInstant(baseUrl, '/ka');
    const lag = rendered === undefined ? -1 : rendered.getTime() - at.getTime();
    // A render after the move. A move to the instant already shown renders the same pages again,
    // with the same instant to the millisecond: after 2 s the served pages are those.
    const renderedAnew = rendered?.getTime() !== before || Date.now() - started > 2_000;
    if (lag >= 0 && lag < 60_000 && renderedAnew) return;
    if (Date.now() - started > 30_000)
      throw new Error(`pages not rendered for ${at.toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function catalogueFacts(baseUrl: string): Promise<CatalogueFacts> {
  const catalogue = (await (await fetch(`${baseUrl}/api/catalogue`)).json()) as {
    sale: { state: string };
    price: { currentTetri: number } | null;
    cohort: { number: number } | null;
  };
  const sessions = (await (await fetch(`${baseUrl}/api/webinar/sessions`)).json()) as {
    sessions: unknown[];
  };
  return {
    state: catalogue.sale.state,
    currentTetri: catalogue.price?.currentTetri,
    cohortNumber: catalogue.cohort?.number,
    sessionOffered: sessions.sessions.length > 0,
  };
}

/**
 * Walks the steps on one running server (the build as it is, started with a test clock), moving
 * its clock to each step's instant and Chromium's with it; returns the findings per step.
 */
export async function walkCalendar(
  browser: Browser,
  steps: readonly CalendarStep[],
  env: Record<string, string> = {},
  /** Runs once the clock is at the first step, before it is checked (e.g. to fill a cohort). */
  prepare?: (baseUrl: string) => Promise<void>,
  /** Told each step's findings as soon as they are known (the long walk prints progress). */
  onStep?: (label: string, findings: readonly string[]) => void,
): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  const first = steps[0];
  if (first === undefined) return results;
  const server = await startSiteServer({
    NODE_ENV: 'test',
    CLOCK_START: first.at.toISOString(),
    ...env,
  });
  try {
    await moveServerClock(server.baseUrl, first.at);
    await prepare?.(server.baseUrl);
    for (const step of steps) {
      await moveServerClock(server.baseUrl, step.at);
      const facts = await catalogueFacts(server.baseUrl);
      const label = `${step.at.toISOString()} ${step.language} ${step.width}px`;
      try {
        results.set(label, [
          ...(await landingFindings(browser, server.baseUrl, step, facts)),
          ...(await checkoutFindings(browser, server.baseUrl, step, facts)),
        ]);
      } catch (error) {
        // A step that cannot even be walked (a page that never hydrates) is a finding too.
        results.set(label, [`walk failed: ${error instanceof Error ? error.message : error}`]);
      }
      onStep?.(label, results.get(label) ?? []);
    }
  } finally {
    await server.stop();
  }
  return results;
}
