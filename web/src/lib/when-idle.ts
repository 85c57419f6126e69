/** Runs `callback` once the browser is idle (within 3 s), or after a second
 * where it cannot say; returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1000);
  return () => clearTimeout(handle);
}

/** Ends the task under way: what follows runs in a task of its own, and
 * the browser may paint and handle a tap in between. The standard
 * `scheduler.yield()` where the browser has it (it resumes before other
 * waiting tasks), else a timer. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume, 0));
}
