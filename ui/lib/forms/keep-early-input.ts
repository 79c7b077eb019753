/** Sets a DOM property with the prototype's own setter, past React's value tracker on the node. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, key: string, value: unknown) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
}

/**
 * Keeps input typed, ticked or autofilled before hydration (docs/site.md "Input before hydration");
 * the form's `ref`. React renders a controlled value as the default, so a field that differs holds
 * input React never saw: each is replayed to `onChange`, one per render.
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
      // The render this event caused runs in the microtask it queued.
      await Promise.resolve();
    }
  })();
  return () => {
    stopped = true;
  };
}
