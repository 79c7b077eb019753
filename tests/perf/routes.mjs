// The routes the browser-side budgets cover (docs/performance.md "Budgets"): every public page that a
// visitor lands on, in both languages. The form-result pages and the no-JS checklist page are reached
// only through a form, so they are measured only when named on the command line.
const PAGES = [
  { slug: '', kind: 'marketing' },
  { slug: '/webinar', kind: 'marketing' },
  { slug: '/webinar-registration', kind: 'marketing' },
  { slug: '/checkout', kind: 'marketing' },
  { slug: '/payment-success', kind: 'marketing' },
  { slug: '/investment-calculator', kind: 'calculator' },
  { slug: '/privacy-policy', kind: 'marketing' },
  { slug: '/terms-of-service', kind: 'marketing' },
  { slug: '/refund-policy', kind: 'marketing' },
];

/** All 18 routes, Georgian first: `/ka`, `/ka/webinar`, … `/en/refund-policy`. */
export const ALL_ROUTES = ['ka', 'en'].flatMap((language) =>
  PAGES.map((page) => `/${language}${page.slug}`),
);

/**
 * The Lighthouse budgets of a route: performance 100 on marketing routes and ≥ 99 on the calculator;
 * TBT ≤ 50 ms on marketing routes and ≤ 100 ms on the calculator; LCP ≤ 1.05× the no-JS copy; CLS ≤ 0.01.
 */
export function lighthouseBudget(route) {
  const calculator = route.endsWith('/investment-calculator');
  return {
    performance: calculator ? 99 : 100,
    accessibility: 100,
    lcpRatio: 1.05,
    tbtMs: calculator ? 100 : 50,
    cls: 0.01,
  };
}

/** Routes named on the command line (arguments starting with `/`), else all 18. */
export function routesFromArgs(args) {
  const named = args.filter((arg) => arg.startsWith('/'));
  return named.length > 0 ? named : ALL_ROUTES;
}
