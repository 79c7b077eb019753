const pending = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. A failed load is forgotten so a
 * retry can add it again (the player init retries, docs/webinar.md "Video progress").
 */
export function loadScript(src: string): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`failed to load ${src}`));
    };
    document.head.append(script);
  });
  pending.set(src, loading);
  return loading;
}
