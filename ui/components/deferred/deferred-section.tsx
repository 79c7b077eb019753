import {
  type ComponentType,
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useReplayAfterHydration } from './use-replay-after-hydration';
import { whenNeeded } from './when-needed';
import './deferred-section.css';

/** One declared section: its loader and, once loaded, its component. */
interface SectionEntry {
  readonly load: () => Promise<ComponentType>;
  component?: ComponentType;
  loading?: Promise<ComponentType>;
}

/**
 * A section's component promise, held back until needed. `loaded` (the component if its code was
 * already there) never changes, so every retry of a suspended render calls `use()` alike: reading a
 * component that arrived meanwhile made a resumed hydration fall back to client rendering.
 */
interface Gate {
  readonly loaded: ComponentType | undefined;
  readonly ready: Promise<ComponentType>;
  readonly open: () => void;
}

const entries: SectionEntry[] = [];

function loadEntry(entry: SectionEntry): Promise<ComponentType> {
  entry.loading ??= entry.load().then((component) => {
    entry.component = component;
    return component;
  });
  return entry.loading;
}

function createGate(entry: SectionEntry): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  // A chunk that fails to load keeps the prerendered HTML (readable, just not interactive) rather
  // than replacing the section with nothing.
  const ready = opened.then(() => loadEntry(entry)).catch(() => new Promise<never>(() => {}));
  return { loaded: entry.component, ready, open };
}

/**
 * Renders the section's component; suspends (keeping the server HTML) until the gate opens.
 * `onHydrated` runs once the section is hydrated (or rendered, on the client).
 */
function SectionBody({ gate, onHydrated }: { gate: Gate; onHydrated: () => void }) {
  const Section = gate.loaded ?? use(gate.ready);
  useEffect(() => onHydrated(), [onHydrated]);
  return <Section />;
}

/**
 * Loads the code of every declared section, nested ones included. The prerenderer awaits it before
 * rendering, so the static HTML holds every section in full and never a fallback.
 */
export async function preloadDeferredSections(): Promise<void> {
  // A section's code may declare sections of its own (the order summary's seller details): load
  // until a round declares nothing new.
  for (let loaded = 0; loaded < entries.length; ) {
    loaded = entries.length;
    await Promise.all(entries.map(loadEntry));
  }
}

/** A below-the-fold section declared with `deferSection`, rendered by `<DeferredSection>`. */
export type DeferredSectionEntry = SectionEntry;

/** Declares a section whose code loads only when needed; call once, at module level. */
export function deferSection(load: () => Promise<ComponentType>): DeferredSectionEntry {
  const entry: SectionEntry = { load };
  entries.push(entry);
  return entry;
}

/** How a `<DeferredSection>` decides that its section is needed. */
interface DeferredSectionProps {
  section: DeferredSectionEntry;
  /**
   * Load at once: for an instance mounted on the client, which has no server HTML to keep, or once
   * the page knows the section will change as soon as it runs (it has data to fill in).
   */
  eager?: boolean;
  /** How near the viewport counts as needed (`whenNeeded`'s default: a thumb's scroll ahead). */
  rootMargin?: string;
  /** Load on the visitor's intent only, not when in view (see `whenNeeded`). */
  onIntent?: boolean;
}

/**
 * A declared section whose code is fetched and hydrated only when needed, its prerendered HTML
 * shown unchanged until then (docs/architecture.md "Pages are prerendered"). Memoised: an update to
 * a still dehydrated boundary would client-render its empty fallback over that HTML.
 */
export const DeferredSection = memo(function DeferredSection({
  section,
  eager = false,
  rootMargin,
  onIntent = false,
}: DeferredSectionProps) {
  const container = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createGate(section));
  const onHydrated = useReplayAfterHydration(container);
  useEffect(() => {
    if (eager) {
      gate.open();
      return undefined;
    }
    if (!container.current) return undefined;
    return whenNeeded(container.current, gate.open, { rootMargin, nearViewport: !onIntent });
  }, [gate, eager, rootMargin, onIntent]);
  // One element for the section's whole life: when `eager` turns true later, this re-renders, and
  // the dehydrated boundary must see the same element (no update) while its code is on the way.
  const body = useMemo(
    () => (
      <Suspense fallback={null}>
        <SectionBody gate={gate} onHydrated={onHydrated} />
      </Suspense>
    ),
    [gate, onHydrated],
  );
  return (
    <div ref={container} className="deferred-section">
      {body}
    </div>
  );
});
