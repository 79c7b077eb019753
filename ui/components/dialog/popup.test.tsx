import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Popup } from './popup';
import { PopupCloseButton } from './popup-close-button';
import { usePopup } from './popup-context';

const noop = (): void => undefined;

describe('Popup (server render)', () => {
  it('renders nothing while closed', () => {
    const html = renderToStaticMarkup(
      <Popup open={false} onClose={noop} title="Hidden">
        <p>Body</p>
      </Popup>,
    );
    expect(html).toBe('');
  });

  it('renders an open dialog named by its title', () => {
    const html = renderToStaticMarkup(
      <Popup open onClose={noop} position="top-left" title="Hello">
        <p>Body</p>
        <PopupCloseButton>Close</PopupCloseButton>
      </Popup>,
    );
    const labelledBy = html.match(/<dialog[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeDefined();
    expect(html).toContain(`<h2 id="${labelledBy}" class="popup__title">Hello</h2>`);
    expect(html).toMatch(/<dialog[^>]*class="popup popup--top-left"/);
    expect(html).toMatch(/<dialog[^>]*data-state="open"/);
    expect(html).toMatch(/<button type="button" class="popup__close-button"[^>]*>Close<\/button>/);
    // showModal() opens it on the client; a server-rendered `open` attribute would make it non-modal.
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it('places a custom point through CSS custom properties and drops the backdrop on request', () => {
    const html = renderToStaticMarkup(
      <Popup open onClose={noop} customPosition={{ x: 30, y: 70 }} backdrop={false} title="Here">
        <p>Body</p>
      </Popup>,
    );
    expect(html).toMatch(/class="popup popup--custom popup--no-backdrop"/);
    expect(html).toContain('--popup-x:30px');
    expect(html).toContain('--popup-y:70px');
    expect(html).toContain('data-position="custom"');
  });

  it('can be named by an element the caller owns', () => {
    const html = renderToStaticMarkup(
      <Popup open onClose={noop} labelledBy="booking-heading">
        <h3 id="booking-heading">Book a call</h3>
      </Popup>,
    );
    expect(html).toContain('aria-labelledby="booking-heading"');
    expect(html).not.toContain('popup__title');
  });
});

/** Shows the popup context's title id, to check the context from inside and outside. */
function TitleId() {
  return <span>{usePopup().titleId}</span>;
}

describe('usePopup', () => {
  it('throws outside a popup, a bug rather than an expected failure (docs/architecture.md "Errors")', () => {
    expect(() => renderToStaticMarkup(<TitleId />)).toThrow(
      'usePopup() must be called inside <Popup>.',
    );
  });

  it('gives content inside a popup the id the dialog is labelled by', () => {
    const html = renderToStaticMarkup(
      <Popup open onClose={noop} labelledBy="some-title">
        <TitleId />
      </Popup>,
    );
    expect(html).toContain('<span>some-title</span>');
  });
});
