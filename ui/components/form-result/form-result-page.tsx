import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** One link the result page offers: where to go next. */
export interface ResultLink {
  readonly href: string;
  readonly label: string;
  readonly primary?: boolean;
}

/**
 * A form's result as a page of its own (docs/site.md "Forms without JavaScript"): the outcome as
 * the heading, what happens next, and where to go from here. Plain links, so it works without
 * JavaScript; `role="status"` so a screen reader announces the outcome.
 */
export function FormResultPage({
  title,
  children,
  links,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly links: readonly ResultLink[];
}) {
  return (
    <section className="container page-intro" role="status" aria-labelledby="form-result-title">
      <p className="registration-success__icon" aria-hidden="true">
        ✓
      </p>
      <h1 id="form-result-title">{title}</h1>
      {children}
      <p className="form-result__links">
        {links.map((link) => (
          <Link
            key={link.href}
            className={`button ${link.primary ? 'button--primary' : 'button--secondary'}`}
            href={link.href}
          >
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}
