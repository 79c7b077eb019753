import { type PostedForm, parsePostedForm } from '../../../core/forms/posted-form';

/**
 * Reads the refused form post a page was rendered with. Imported only when the page has one, so
 * the schema code stays out of every page's initial JavaScript (docs/performance.md "Budgets").
 */
export function readPostedForm(text: string | null): PostedForm | undefined {
  try {
    return parsePostedForm(JSON.parse(text ?? 'null'));
  } catch {
    return undefined;
  }
}
