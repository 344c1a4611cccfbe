/**
 * Lets the browser run what waits (a tap, a paint) before the caller goes
 * on, so that work done in steps is several short tasks instead of one long
 * one on a phone. `scheduler.yield` resumes ahead of other tasks where the
 * browser has it; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` in the task after the next frame: what a tap changed on screen
 * is painted first (the interaction's next paint), and heavier work it leads
 * to comes after, so the shopper sees their tap answered at once.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
