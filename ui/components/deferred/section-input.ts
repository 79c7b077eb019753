import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * What a deferred section's component needs from the page around it. A dehydrated section must
 * not receive props (React would then client-render it, replacing the server HTML with nothing),
 * so the page provides them here and the section reads them once it has hydrated.
 */
export interface SectionInput<P> {
  /**
   * The page's hook, called on every render with the section's props. The first render's props are
   * what the section was prerendered with (the server and the hydrating page render the same first
   * props); later ones are published before the browser paints. Returns those first props, so the
   * page can tell when the section no longer matches its server HTML and must load at once.
   */
  readonly useProvide: (props: P) => P;
  /**
   * The section's hook: the first props while it hydrates (so it matches the server HTML), then
   * the page's current ones, re-rendering whenever the page provides new ones.
   */
  readonly use: () => P;
}

/** Creates the input of one deferred section (one instance of it on a page at a time). */
export function createSectionInput<P>(): SectionInput<P> {
  let first: P | undefined;
  let current: P | undefined;
  const listeners = new Set<() => void>();
  const publish = (props: P) => {
    current = props;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = (): P => {
    if (current === undefined) throw new Error('a section input was read before its page set it');
    return current;
  };
  const readFirst = (): P => {
    if (first === undefined) throw new Error('a section input was read before its page set it');
    return first;
  };
  return {
    useProvide(props) {
      // Recorded while the page renders, before the section (its child) does: each server render
      // and each new page on the client starts the input afresh.
      const [initial] = useState(() => {
        first = props;
        current = props;
        return props;
      });
      useLayoutEffect(() => publish(props), [publish, props]);
      return initial;
    },
    use: () => useSyncExternalStore(subscribe, read, readFirst),
  };
}
