import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease, watchPointer } from './after-pointer-release.ts';

const pointer = (type: string) => window.dispatchEvent(new Event(type));

describe('afterPointerRelease', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when no pointer is down (leaving a field with Tab)', () => {
    watchPointer();
    const action = vi.fn();
    afterPointerRelease(action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits while a pointer is down and runs once, after the release and its click', () => {
    vi.useFakeTimers();
    watchPointer();
    const action = vi.fn();
    pointer('pointerdown');
    afterPointerRelease(action);
    expect(action).not.toHaveBeenCalled();
    pointer('pointerup');
    // The click is dispatched in the same task as the release: still nothing.
    expect(action).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(action).toHaveBeenCalledTimes(1);
    // The next blur, with no pointer down, runs at once.
    afterPointerRelease(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('does not wait for a release the window never hears about', () => {
    watchPointer();
    const action = vi.fn();
    pointer('pointerdown');
    afterPointerRelease(action);
    pointer('blur');
    expect(action).toHaveBeenCalledTimes(1);
  });
});
