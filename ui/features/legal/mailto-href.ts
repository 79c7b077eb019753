/**
 * A `mailto:` link with a pre-filled subject, so inquiries arrive sorted (docs/legal.md:
 * "e-mail with subject 'Privacy Policy Inquiry'"). The subject is percent-encoded: Georgian
 * subjects and spaces must survive every mail client.
 */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
