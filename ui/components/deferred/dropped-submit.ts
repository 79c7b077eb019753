/** A form submission held back while a deferred section was not yet hydrated. */
export interface DroppedSubmit {
  /** After the section has hydrated: submits the held form again, now to its own handler. */
  readonly replay: () => void;
  readonly stop: () => void;
}

/**
 * If the section's code has not arrived after this long, a held form is posted as it would have
 * been without JavaScript (the server's form action answers it), rather than left unanswered.
 */
const NATIVE_POST_AFTER_MS = 10_000;

/**
 * Holds a submit inside `container` that no handler took because the section had not hydrated, and
 * submits the form again once it has, so the step's own validation and flow run (docs/site.md
 * "Input before hydration"). Without JavaScript nothing here runs and the form posts as written.
 */
export function rememberDroppedSubmit(container: HTMLElement): DroppedSubmit {
  let held: HTMLFormElement | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  // Bubbling, so a hydrated handler has had its turn: a submit it took is already prevented.
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!container.contains(form)) return;
    event.preventDefault();
    held = form;
    clearTimeout(fallback);
    fallback = setTimeout(() => {
      stop();
      if (form.isConnected) HTMLFormElement.prototype.submit.call(form);
    }, NATIVE_POST_AFTER_MS);
  };
  window.addEventListener('submit', onSubmit);
  const stop = () => {
    window.removeEventListener('submit', onSubmit);
    clearTimeout(fallback);
  };
  return {
    stop,
    replay() {
      stop();
      const form = held;
      held = undefined;
      // After the current task: the hydrating render has committed and its handlers are attached.
      if (form?.isConnected) setTimeout(() => form.requestSubmit(), 0);
    },
  };
}
