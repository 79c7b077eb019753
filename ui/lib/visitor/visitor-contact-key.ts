/** sessionStorage key of the visitor's contact record (versioned so a later shape can ignore old data). */
export const VISITOR_CONTACT_KEY = 'visitor-contact-v1';

/**
 * Whether another form left a contact record in this tab, without reading it: the checkout page
 * asks only this, and its contact step reads the record with its own code (visitor-contact.ts).
 */
export function hasVisitorContact(): boolean {
  try {
    return sessionStorage.getItem(VISITOR_CONTACT_KEY) !== null;
  } catch {
    return false;
  }
}
