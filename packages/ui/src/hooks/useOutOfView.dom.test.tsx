import { act, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRoot, removeTestRoot } from '../testing';
import { type OutOfViewOptions, useOutOfView } from './useOutOfView';

/** An IntersectionObserver whose entries the test sends. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the first target with `ratio` visible and its top at `top` (the viewport starts at 0). */
  report(ratio: number, top: number) {
    const target = this.targets[0];
    if (!target) throw new Error('Nothing observed');
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { top: 0 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function Probe({ options }: { options?: OutOfViewOptions }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOut = useOutOfView(ref, options);
  return (
    <div ref={ref} data-testid="bar">
      {isOut ? 'out' : 'in'}
    </div>
  );
}

let container: HTMLDivElement;
let root: Root;

function render(options?: OutOfViewOptions) {
  act(() => root.render(<Probe options={options} />));
  const observer = FakeObserver.instances.at(-1);
  if (!observer) throw new Error('No observer');
  return observer;
}

describe('useOutOfView', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    ({ container, root } = createTestRoot());
  });

  afterEach(() => {
    removeTestRoot({ container, root });
    vi.unstubAllGlobals();
  });

  it('S-217 says when the element has left the view and when it comes back', () => {
    const observer = render();
    expect(container.textContent).toBe('in');
    observer.report(0, -200);
    expect(container.textContent).toBe('out');
    observer.report(1, 10);
    expect(container.textContent).toBe('in');
  });

  it('S-217 observes the element again once a scroll settles, so a jump past it is seen', () => {
    vi.useFakeTimers();
    try {
      const observer = render({ edge: 'top' });
      const observed = () => observer.targets.length;
      expect(observed()).toBe(1);
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(99);
      expect(observed()).toBe(1);
      vi.advanceTimersByTime(1);
      // Observed anew: the observer reports where the element is now, past the top.
      expect(observed()).toBe(2);
      observer.report(0, -2_400);
      expect(container.textContent).toBe('out');
    } finally {
      vi.useRealTimers();
    }
  });

  it('S-216 observes the element at the default 0.3 threshold', () => {
    const observer = render();
    expect(observer.targets).toEqual([container.querySelector('[data-testid="bar"]')]);
    expect(observer.options.threshold).toEqual([0, 0.3]);
    observer.report(0.31, -40);
    expect(container.textContent).toBe('in');
    observer.report(0.29, -60);
    expect(container.textContent).toBe('out');
  });

  it('takes a threshold, a root margin and the top edge only', () => {
    const observer = render({ threshold: 0.88, rootMargin: '-64px 0px 0px 0px', edge: 'top' });
    expect(observer.options).toMatchObject({ threshold: [0, 0.88], rootMargin: '-64px 0px 0px 0px' });
    observer.report(0, 900);
    expect(container.textContent).toBe('in');
    observer.report(0.5, -30);
    expect(container.textContent).toBe('out');
  });

  it('stops observing when unmounted', () => {
    const observer = render();
    act(() => root.render(<span />));
    expect(observer.disconnected).toBe(true);
  });

  it('counts as in view on the server', () => {
    expect(renderToString(<Probe />)).toContain('in');
  });
});
