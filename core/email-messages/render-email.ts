import type { EmailBlock, EmailDocument, Inline } from './email-document';

/** A rendered message: what the dispatcher hands to the e-mail sender, less the envelope. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly calendar?: { readonly filename: string; readonly content: string };
  readonly attachments?: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly content: string;
    readonly encoding?: 'base64';
  }[];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only web and mail links are ever written as links; anything else stays text. */
const LINK_SCHEMES = /^(https?:\/\/|mailto:)/;

function inlineHtml(run: Inline): string {
  if (typeof run === 'string') return escapeHtml(run);
  if (!LINK_SCHEMES.test(run.href)) return escapeHtml(run.text);
  return `<a href="${escapeHtml(run.href)}" style="color:#1a56db">${escapeHtml(run.text)}</a>`;
}

/** A link reads as its text when the text says where it goes, else as "text (address)". */
function inlineText(run: Inline): string {
  if (typeof run === 'string') return run;
  const plain = run.href.startsWith('mailto:') ? run.href.slice('mailto:'.length) : run.href;
  return plain === run.text ? run.text : `${run.text} (${plain})`;
}

const runsHtml = (runs: readonly Inline[]) => runs.map(inlineHtml).join('');
const runsText = (runs: readonly Inline[]) => runs.map(inlineText).join('');

const CELL = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px">${runsHtml(block.content)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="${CELL};font-weight:normal;color:#555">${escapeHtml(row.label)}</th><td style="${CELL}">${runsHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="margin:0 0 12px;padding-left:20px">${block.items
        .map((item) => `<li>${runsHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'section':
      return `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(block.heading)}</h2>${block.blocks
        .map(blockHtml)
        .join('')}`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return runsText(block.content);
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${runsText(row.value)}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${runsText(item)}`).join('\n');
    case 'section':
      return [
        `${block.heading}\n${'-'.repeat(block.heading.length)}`,
        ...block.blocks.map(blockText),
      ].join('\n\n');
  }
}

/**
 * The HTML and plain-text alternatives of a message (docs/messaging.md "E-mail messages"): every
 * text escaped in HTML, no images, no remote content and nothing that tracks the reader.
 */
export function renderEmail(
  message: EmailDocument,
): Pick<RenderedEmail, 'subject' | 'text' | 'html'> {
  const footerText = message.footer.map(runsText).join('\n');
  const text = [message.heading, ...message.blocks.map(blockText), '--', footerText].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${message.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">',
    `<h1 style="font-size:21px;margin:0 0 16px">${escapeHtml(message.heading)}</h1>`,
    ...message.blocks.map(blockHtml),
    `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #ddd;font-size:13px;color:#555">${message.footer
      .map((line) => `<p style="margin:0 0 4px">${runsHtml(line)}</p>`)
      .join('')}</div>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: message.subject, text: `${text}\n`, html: `${html}\n` };
}
