import type { PostedForm } from '../../../core/forms/posted-form';
import { serializeJsonForScript } from '../html/safe-json';

/** The id of the data block holding a refused form post, only on pages rendered for one. */
export const POSTED_FORM_ELEMENT_ID = 'posted-form';

/**
 * The data block the browser hydrates the refused form from (the same values and messages as
 * the HTML, so hydration matches); JSON, never executed.
 */
export function renderEmbeddedPostedForm(posted: PostedForm): string {
  return `<script type="application/json" id="${POSTED_FORM_ELEMENT_ID}">${serializeJsonForScript(posted)}</script>`;
}
