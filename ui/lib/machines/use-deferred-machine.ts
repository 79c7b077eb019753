import {
  type ComponentType,
  createElement,
  type ReactElement,
  useCallback,
  useRef,
  useState,
} from 'react';
import { deferredSender } from './deferred-sender';

/** What a feature's headless machine bridge receives from `useDeferredMachine`. */
export interface MachineBridgeProps<View, Event, Input> {
  /** The machine's input: what the visitor did before the machine was loaded. */
  readonly input: Input;
  /** Called with every view of the running machine (from a layout effect). */
  readonly onView: (view: View) => void;
  /** Called with the running machine's `send` (from a layout effect). */
  readonly onReady: (send: (event: Event) => void) => void;
}

/** A deferred machine as a component uses it. */
export interface DeferredMachine<View, Event> {
  /** The running machine's view; undefined until it is loaded (render the initial view then). */
  readonly view: View | undefined;
  /** Sends an event: now when running, otherwise queued, loading the machine. */
  readonly send: (event: Event) => void;
  /** Starts loading the machine (first intent: pointer, focus, input). */
  readonly start: () => void;
  /** The bridge element, to render anywhere in the component (it renders nothing). */
  readonly bridge: ReactElement | null;
}

/**
 * Runs a core machine through @xstate/react without xstate in any route's initial JavaScript
 * (docs/architecture.md "Machines"): a plain initial view until first intent, then the feature's
 * bridge. `extra` props reach the bridge.
 */
export function useDeferredMachine<View, Event, Input, Extra extends object = object>(
  load: () => Promise<ComponentType<MachineBridgeProps<View, Event, Input> & Extra>>,
  input: () => Input,
  extra: Extra,
): DeferredMachine<View, Event> {
  const [Bridge, setBridge] =
    useState<ComponentType<MachineBridgeProps<View, Event, Input> & Extra>>();
  const [view, setView] = useState<View>();
  const loading = useRef<Promise<void>>(undefined);
  const frozenInput = useRef<{ readonly value: Input }>(undefined);

  const start = useCallback(() => {
    loading.current ??= load().then(
      (component) => setBridge(() => component),
      // A chunk that failed to load (offline) is asked for again on the next intent.
      () => {
        loading.current = undefined;
      },
    );
  }, [load]);
  const [sender] = useState(() => deferredSender<Event>(() => startRef.current()));
  const startRef = useRef(start);
  startRef.current = start;

  // Read during the bridge's first render, so it matches what this render shows.
  if (Bridge && frozenInput.current === undefined) frozenInput.current = { value: input() };
  const bridge =
    Bridge && frozenInput.current
      ? createElement(Bridge, {
          ...extra,
          input: frozenInput.current.value,
          onView: setView,
          onReady: sender.connect,
        })
      : null;
  return { view, send: sender.send, start, bridge };
}
