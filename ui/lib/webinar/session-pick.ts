/*
 * A timeline item asks the registration form to preselect its session (docs/webinar.md "Session
 * choice"). The two sit in different parts of the page and neither imports the other, so the wish
 * travels as a DOM event.
 */

const EVENT = 'webinar-session-pick';

/** Asks any registration form on the page to select the session with this id. */
export function pickWebinarSession(sessionId: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: sessionId }));
}

/** Calls `listener` with each session id picked; returns the unsubscribe. */
export function onWebinarSessionPick(listener: (sessionId: string) => void): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail === 'string') listener(event.detail);
  };
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
