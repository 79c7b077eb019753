import type { Browser, Page } from 'playwright-core';
import type { Language } from '../../../core/site/languages';
import { startSiteServer } from './site-server';
import { visit } from './visit';

/**
 * One step of the calendar walk (docs/site.md "Pages follow the clock"): the compiled server
 * started on a clock set to `at` (CLOCK_START) and Chromium's clock set to the same instant, then
 * the landing page and the checkout in one language at one width. Every finding is a readable
 * line; an empty list is a pass.
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

/** Milliseconds of long tasks (over 50 ms) in the page during `ms` of real time. */
function busyDuring(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (waitMs) =>
      new Promise<number>((resolve) => {
        let busy = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) busy += entry.duration;
        });
        observer.observe({ type: 'longtask' });
        const started = performance.now();
        const check = () => {
          if (performance.now() - started >= waitMs) {
            observer.disconnect();
            resolve(busy);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    ms,
  );
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
  const { page, problems } = await visit(browser, baseUrl, path, {
    viewport: { width: step.width, height: 900 },
    prepare: (context) => context.clock.install({ time: step.at }),
  });
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
  const { page, problems } = await visit(browser, baseUrl, `/${step.language}/checkout`, {
    viewport: { width: step.width, height: 900 },
    prepare: (context) => context.clock.install({ time: step.at }),
  });
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
    const form = await page.locator('input[name="firstName"]').count();
    if (form > 0) findings.push(`the checkout offers its form while the sale is ${facts.state}`);
  }
  findings.push(...problems().map((problem) => `console: ${problem}`));
  return findings;
}

/** Walks the steps, one server start per instant; returns the findings per step. */
export async function walkCalendar(
  browser: Browser,
  steps: readonly CalendarStep[],
  env: Record<string, string> = {},
): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  const byInstant = new Map<number, CalendarStep[]>();
  for (const step of steps) {
    byInstant.set(step.at.getTime(), [...(byInstant.get(step.at.getTime()) ?? []), step]);
  }
  for (const [instant, group] of byInstant) {
    const server = await startSiteServer({
      NODE_ENV: 'test',
      CLOCK_START: new Date(instant).toISOString(),
      ...env,
    });
    try {
      const catalogue = (await (await fetch(`${server.baseUrl}/api/catalogue`)).json()) as {
        sale: { state: string };
        price: { currentTetri: number } | null;
        cohort: { number: number } | null;
      };
      const sessions = (await (await fetch(`${server.baseUrl}/api/webinar/sessions`)).json()) as {
        sessions: unknown[];
      };
      const facts: CatalogueFacts = {
        state: catalogue.sale.state,
        currentTetri: catalogue.price?.currentTetri,
        cohortNumber: catalogue.cohort?.number,
        sessionOffered: sessions.sessions.length > 0,
      };
      for (const step of group) {
        const label = `${step.at.toISOString()} ${step.language} ${step.width}px`;
        results.set(label, [
          ...(await landingFindings(browser, server.baseUrl, step, facts)),
          ...(await checkoutFindings(browser, server.baseUrl, step, facts)),
        ]);
      }
    } finally {
      await server.stop();
    }
  }
  return results;
}
