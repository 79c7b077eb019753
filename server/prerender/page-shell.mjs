// The page shell: the built `index.html` template and what every page adds to it (font preloads,
// the screen's stylesheets). The prerenderer fills it with each page at build time; the server fills
// it with a page rendered at request time (a refused form post, docs/site.md "Forms without
// JavaScript"), so both answers are the same document.

/** Where the build writes the shell, next to the prerendered pages. */
export const PAGE_SHELL_FILE = 'shell.json';

/** Puts one rendered page (language, head, html, data, module) into the shell's template. */
export function composePage(shell, page) {
  return shell.template
    .replace('<html lang="ka">', () => `<html lang="${page.language}">`)
    .replace(
      '<!--app-head-->',
      () => `${shell.fontPreloads[page.language] ?? ''}\n    ${page.head}`,
    )
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => page.data)
    .replace('</head>', () => `  ${shell.stylesheets[page.module] ?? ''}\n  </head>`);
}
