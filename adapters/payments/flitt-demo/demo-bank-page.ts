/** What the demo bank's page shows of an instalment application. */
export interface DemoBankApplication {
  readonly token: string;
  /** The order's `lang`: the page speaks the buyer's language. */
  readonly language: 'ka' | 'en';
  readonly amountTetri: number;
  readonly description: string;
}

/** What the buyer can answer for the bank in the demo. */
export type DemoBankDecision = 'approve' | 'refuse' | 'later';

const TEXT = {
  ka: {
    title: 'სადემონსტრაციო ბანკი: განვადების განაცხადი',
    intro:
      'ეს სატესტო გვერდია. ნამდვილ გადახდაზე აქ TBC ბანკის გვერდი გაიხსნება: ბანკი გადაამოწმებს თქვენს შემოსავალს და თავად გადაწყვეტს, დაგიმტკიცებთ თუ არა განვადებას.',
    amount: 'თანხა',
    months: 'ვადა',
    monthsUnit: 'თვე',
    approve: 'ბანკი ამტკიცებს',
    refuse: 'ბანკი უარს ამბობს',
    later: 'ბანკი მოგვიანებით გადაწყვეტს',
  },
  en: {
    title: 'Demo bank: instalment application',
    intro:
      "This is a test page. With a real payment TBC Bank's page opens here: the bank checks your income and decides itself whether to approve the instalment.",
    amount: 'Amount',
    months: 'Term',
    monthsUnit: 'months',
    approve: 'The bank approves',
    refuse: 'The bank refuses',
    later: 'The bank decides later',
  },
} as const;

/** The page's stylesheet, served beside it: the site's CSP refuses inline styles on its origin. */
export const DEMO_BANK_STYLE = `body{font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#111}
fieldset{margin:1rem 0}button{display:block;margin:.5rem 0;padding:.75rem 1rem;font-size:1rem}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The local Flitt's stand-in for the bank's application page (docs/integrations.md "Flitt bank
 * instalments": `payment_method: x` is Flitt's demo bank): the amount, a term, and one button per
 * outcome the bank can give — approval, refusal, or a decision later (documents to check).
 */
export function demoBankPage(application: DemoBankApplication, formAction: string): string {
  const text = TEXT[application.language];
  const lari = (application.amountTetri / 100).toFixed(2);
  const terms = [3, 6, 12, 24]
    .map(
      (months, index) =>
        `<label><input type="radio" name="months" value="${months}"${index === 2 ? ' checked' : ''}> ${months} ${text.monthsUnit}</label>`,
    )
    .join('\n');
  const button = (decision: DemoBankDecision) =>
    `<button type="submit" name="decision" value="${decision}">${text[decision]}</button>`;
  return `<!doctype html>
<html lang="${application.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(formAction)}.css"></head>
<body><main>
<h1>${text.title}</h1>
<p>${text.intro}</p>
<p>${escapeHtml(application.description)}</p>
<p>${text.amount}: <strong>${lari} GEL</strong></p>
<form method="post" action="${escapeHtml(formAction)}">
<input type="hidden" name="token" value="${escapeHtml(application.token)}">
<fieldset><legend>${text.months}</legend>
${terms}
</fieldset>
${button('approve')}
${button('refuse')}
${button('later')}
</form>
</main></body></html>`;
}
