/** The built template and what each page adds to it (written by the build as `pages/shell.json`). */
export interface PageShell {
  readonly template: string;
  /** Language → the font preload links of its pages. */
  readonly fontPreloads: Readonly<Record<string, string>>;
  /** Screen module (relative to `ui/`) → its stylesheet links. */
  readonly stylesheets: Readonly<Record<string, string>>;
}

/** A page as `ui/entry-server.tsx` renders it. */
export interface ShellPage {
  readonly language: string;
  readonly module: string;
  readonly head: string;
  readonly html: string;
  readonly data: string;
}

/** The shell's file name inside the built `pages/` folder. */
export const PAGE_SHELL_FILE: string;

/** The whole HTML document of a rendered page. */
export function composePage(shell: PageShell, page: ShellPage): string;
