/** Sets a DOM property with the prototype's own setter, past React's value tracker on the node. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, key: string, value: unknown) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
}

/**
 * Keeps what a visitor typed or ticked in a form before the page's script hydrated it
 * (docs/site.md "Input before hydration"); the form's `ref`, so it runs once, when React attaches
 * the hydrated form. React hydrates a controlled field without touching its current value, but the
 * component's state still holds the prerendered one, and its next render would write that back.
 * React renders a controlled value as the field's default (`defaultValue`, `defaultChecked`), so a
 * field that differs from its default then holds input the page's script never saw (typed, ticked,
 * or autofilled). Each is handed to the component's own `onChange` as the visitor's event would
 * have been: the field is set back to its default through React's tracker, then to the visitor's
 * value natively, and the event React listens for is fired. All are read first; each is replayed
 * after React has rendered the one before (the render an event causes runs in a microtask the
 * event queued), so a handler that builds on the current state sees it. Returns the cleanup.
 */
export function keepEarlyInput(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  const early = Array.from(form.elements).filter(
    (field): field is HTMLInputElement | HTMLTextAreaElement =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.type !== 'hidden' &&
      (field.value !== field.defaultValue ||
        (field instanceof HTMLInputElement && field.checked !== field.defaultChecked)),
  );
  const values = early.map((field) => [field.value, (field as HTMLInputElement).checked] as const);
  let stopped = early.length === 0;
  void (async () => {
    for (const [index, field] of early.entries()) {
      if (stopped || !field.isConnected) return;
      const [value, checked] = values[index] ?? ['', false];
      if (
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      ) {
        field.checked = !checked;
        setNatively(field, 'checked', checked);
        // A plain event, not a mouse click: React reads it as the change, the box does not toggle.
        field.dispatchEvent(new Event('click', { bubbles: true }));
      } else {
        const focused = document.activeElement === field;
        const caret = focused ? [field.selectionStart, field.selectionEnd] : [];
        field.value = field.defaultValue;
        setNatively(field, 'value', value);
        // Email and number inputs have no caret to put back (their selection is null).
        if (caret[0] != null && caret[1] != null) field.setSelectionRange(caret[0], caret[1]);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await Promise.resolve();
    }
  })();
  return () => {
    stopped = true;
  };
}
