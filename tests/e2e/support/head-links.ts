/** One `<link>` tag of a served page, with its attributes. */
export type HeadLink = Readonly<Record<string, string>>;

/** Every `<link>` tag of an HTML document, attribute names lower-cased, `&amp;` decoded. */
export function headLinks(html: string): HeadLink[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map((tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (tag[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, name = '', value = ''] = attribute;
      attributes[name.toLowerCase()] = value.replaceAll('&amp;', '&');
    }
    return attributes;
  });
}

/** The canonical URL and the hreflang → URL map a served page declares. */
export function seoLinks(html: string): {
  canonical: string[];
  alternates: Record<string, string[]>;
} {
  const links = headLinks(html);
  const alternates: Record<string, string[]> = {};
  for (const link of links) {
    if (link.rel !== 'alternate' || link.hreflang === undefined || link.href === undefined)
      continue;
    alternates[link.hreflang] = [...(alternates[link.hreflang] ?? []), link.href];
  }
  return {
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? ''),
    alternates,
  };
}
