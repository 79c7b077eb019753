/** A press remembered while a deferred section was not yet hydrated. */
export interface DroppedPress {
  /** After the section has hydrated: presses the remembered button again, if React dropped it. */
  readonly replay: () => void;
  readonly stop: () => void;
}

/**
 * Remembers a press on a `type="button"` button inside `container` that React dropped (and stopped
 * at the page's root) because the section's code had not arrived; `replay` presses it again once
 * hydrated, so the first tap counts (docs/site.md "Input before hydration"). Links and form
 * controls act without script, so they are never pressed twice.
 */
export function rememberDroppedPress(container: HTMLElement): DroppedPress {
  let pressed: HTMLButtonElement | undefined;
  const onPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    pressed = button?.type === 'button' && container.contains(button) ? button : undefined;
  };
  // A click that reaches the window was delivered: only a dropped one is stopped on the way (no
  // handler of ours stops a click itself).
  const onDelivered = () => {
    pressed = undefined;
  };
  document.addEventListener('click', onPress, true);
  window.addEventListener('click', onDelivered);
  const stop = () => {
    document.removeEventListener('click', onPress, true);
    window.removeEventListener('click', onDelivered);
  };
  return {
    stop,
    replay() {
      // After the current event: a click that made React hydrate the section synchronously is
      // still being delivered, and reaching the window clears it first.
      setTimeout(() => {
        stop();
        const button = pressed;
        pressed = undefined;
        if (button?.isConnected) button.click();
      }, 0);
    },
  };
}
