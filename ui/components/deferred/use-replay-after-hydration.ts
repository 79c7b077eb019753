import { type RefObject, useEffect, useRef, useState } from 'react';
import { type DroppedPress, rememberDroppedPress } from './dropped-press';
import { type DroppedSubmit, rememberDroppedSubmit } from './dropped-submit';

/**
 * A button pressed or a form submitted inside `container` before the section's code arrived is
 * pressed or submitted again once it has hydrated. Returns the stable `onHydrated` to call then.
 */
export function useReplayAfterHydration(container: RefObject<HTMLDivElement | null>): () => void {
  const press = useRef<DroppedPress>(undefined);
  const submit = useRef<DroppedSubmit>(undefined);
  const hydrated = useRef(false);
  const [onHydrated] = useState(() => () => {
    hydrated.current = true;
    press.current?.replay();
    submit.current?.replay();
  });
  // Hydrated with the page (its code was already there): nothing can be dropped.
  useEffect(() => {
    if (!container.current || hydrated.current) return undefined;
    press.current = rememberDroppedPress(container.current);
    submit.current = rememberDroppedSubmit(container.current);
    return () => {
      press.current?.stop();
      submit.current?.stop();
    };
  }, [container]);
  return onHydrated;
}
