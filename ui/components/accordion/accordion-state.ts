/**
 * Single-open, collapsible accordion state (docs/site.md "Landing sections"; docs/site.md "Accessibility" FAQ): opening a
 * panel closes the open one; activating the open panel's header closes it, leaving none open.
 */
export type AccordionOpenId = string | null;

/** The open panel after the header of `id` was activated. */
export function toggleAccordion(openId: AccordionOpenId, id: string): AccordionOpenId {
  return openId === id ? null : id;
}
