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

/** One section's input: the first props (what it was prerendered with), the current ones, readers. */
interface InputStore<P> {
  first: P | undefined;
  current: P | undefined;
  readonly listeners: Set<() => void>;
}

function publish<P>(store: InputStore<P>, props: P): void {
  store.current = props;
  for (const listener of store.listeners) listener();
}

function useProvideInput<P>(store: InputStore<P>, props: P): P {
  // Recorded while the page renders, before the section (its child) does: each server render and
  // each new page on the client starts the input afresh.
  const [initial] = useState(() => {
    store.first = props;
    store.current = props;
    return props;
  });
  useLayoutEffect(() => publish(store, props), [store, props]);
  return initial;
}

function readable<P>(value: P | undefined): P {
  if (value === undefined) throw new Error('a section input was read before its page provided it');
  return value;
}

/** Creates the input of one deferred section (one instance of it on a page at a time). */
export function createSectionInput<P>(): SectionInput<P> {
  const store: InputStore<P> = { first: undefined, current: undefined, listeners: new Set() };
  const subscribe = (listener: () => void) => {
    store.listeners.add(listener);
    return () => {
      store.listeners.delete(listener);
    };
  };
  const read = () => readable(store.current);
  const readFirst = () => readable(store.first);
  return {
    useProvide: (props) => useProvideInput(store, props),
    use: () => useSyncExternalStore(subscribe, read, readFirst),
  };
}
