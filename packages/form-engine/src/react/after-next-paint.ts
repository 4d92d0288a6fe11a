/**
 * Runs `work` once the browser has painted what is on screen now: a frame's callback runs just
 * before its paint, and a timeout set there lands just after it. Without frames (tests, a hidden
 * tab) it runs after a timeout alone. Returns a cancel function.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handOn = () => {
    timer = setTimeout(work, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    handOn();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(handOn);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
