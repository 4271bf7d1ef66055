import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './Deferred.css';

export interface DeferredOptions<P extends object = object> {
  /**
   * Shown in the browser while the code of a part the server did not render loads; a function
   * gets the part's props.
   */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /**
   * Whether the part wakes as it nears the window (the default). A part that is in view from the
   * start, such as a page's header, sets `false` and wakes only when used.
   */
  wakesInView?: boolean;
}

export type DeferredComponent<P> = ComponentType<P> & {
  /** Starts loading the part's code, as on a hover of what will show it. */
  preload: () => Promise<void>;
};

const starters = new Set<() => Promise<void>>();

/**
 * Loads the code of every deferred part: a server awaits it once before rendering, so that it
 * renders each part in full.
 */
export function preloadDeferred(): Promise<void> {
  return Promise.all([...starters].map((start) => start())).then(() => undefined);
}

/** The wrapper keeps the server's markup as it is: React neither hydrates nor replaces it. */
const keepServerMarkup = { __html: '' };

/**
 * Whether two renders' props give the same markup: equal data, compared by value (a page rebuilds
 * its objects on each render), and functions of any identity (the markup does not show them).
 */
function sameMarkupProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (typeof a === 'function' && typeof b === 'function')) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameMarkupProps(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/** What a press on the inert markup meant to use: a control whose code has not arrived yet. */
const controls = 'button, input, select, textarea, summary, label, [role="button"], [tabindex]';

/** What a control is: its tag, its name and its type, the same in the inert and the live markup. */
const signature = (node: Element) =>
  [node.tagName, node.getAttribute('aria-label') ?? node.textContent?.trim(), node.getAttribute('type')].join(
    '|',
  );

const pressables = `a[href], ${controls}`;
const alike = (root: Element, mark: string) =>
  [...root.querySelectorAll(pressables)].filter((node) => signature(node) === mark);

/** A control of the inert markup: which of its alike controls it is, to find its twin once rendered. */
interface ControlMark {
  signature: string;
  rank: number;
}

function markOf(root: Element, node: Element): ControlMark | null {
  const mark = signature(node);
  const rank = alike(root, mark).indexOf(node);
  return rank < 0 ? null : { signature: mark, rank };
}

/**
 * The live twin of a marked control. Not found by its place: the live part may render more or
 * less around it (a message shown, a price arrived), and a press must never land elsewhere.
 */
const twinOf = (root: Element, mark: ControlMark) => alike(root, mark.signature)[mark.rank];

/**
 * A part of the page whose code is not in the first load. The server renders it in full; in the
 * browser its markup stays inert (links work as plain links) until it nears the window (unless
 * `wakesInView` is false), is pointed at, touched or focused, or gets props that change its markup; then its code loads and it renders
 * over that markup, interactive, with the focus where it was and a control pressed meanwhile pressed
 * again. Rendered first in the browser, it loads at once and shows `fallback` meanwhile.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, wakesInView = true }: DeferredOptions<P> = {},
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  starters.add(preload);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy makes its components.
  function Deferred(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    const [hydrationProps] = useState(props);
    // In the browser, hydrating without the code: the server's markup stays until the part wakes.
    // Its wrapper in the document (found by the id the server gave it) says that this is hydration;
    // a store that says so would render every part once more, in one block, once the page hydrated.
    const [isInert, setInert] = useState(
      () => typeof document !== 'undefined' && !Loaded && document.getElementById(id) !== null,
    );
    const [Component, setComponent] = useState(() => Loaded);
    const focusMark = useRef<ControlMark | null>(null);
    const isWaking = useRef(false);
    // Rendered over the inert markup: the listeners left on the wrapper until the effects clean
    // up must not take the live markup's presses.
    const isLive = useRef(false);
    const pressedMark = useRef<ControlMark | null>(null);
    // While a mouse button is down on the inert markup, the markup stays: replaced between the
    // press and the release, it would get no click at all.
    const heldSwap = useRef<(() => void) | null | undefined>(undefined);
    const wake = useRef(() => {});
    wake.current = () => {
      if (Component) return;
      preload().then(() => {
        const swap = () => {
          isWaking.current = true;
          // A transition: should the part suspend (a message still on its way), the inert markup
          // stays on screen until it can render, instead of the nearest fallback.
          startTransition(() => {
            setComponent(() => Loaded);
            setInert(false);
          });
        };
        if (heldSwap.current === undefined) swap();
        else heldSwap.current = swap;
      });
    };

    // After the render that replaced the inert markup: the focus goes to the twin of what had it,
    // and a control pressed meanwhile is pressed again, now that it does something.
    useLayoutEffect(() => {
      // Once: the marks belong to the inert markup, and the live part moves its own focus.
      if (isInert || !ref.current || isLive.current) return;
      isLive.current = true;
      const [focused, pressed] = [focusMark.current, pressedMark.current];
      focusMark.current = null;
      pressedMark.current = null;
      const focusTwin = focused ? twinOf(ref.current, focused) : undefined;
      if (focusTwin instanceof HTMLElement) focusTwin.focus({ preventScroll: true });
      const pressTwin = pressed ? twinOf(ref.current, pressed) : undefined;
      // In a task of its own, as a visitor's press would come: not inside React's commit.
      if (pressTwin instanceof HTMLElement) setTimeout(() => pressTwin.isConnected && pressTwin.click());
    });

    const hasNewProps = isInert && !sameMarkupProps(props, hydrationProps);
    useEffect(() => {
      if (!isInert || hasNewProps) wake.current();
    }, [isInert, hasNewProps]);

    useEffect(() => {
      const element = ref.current;
      if (!isInert || !element) return;
      const wakeUp = () => wake.current();
      const keepPress = (event: MouseEvent) => {
        if (isLive.current) return;
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest('a[href]');
        const control = link ?? target?.closest(controls);
        if (!control || !element.contains(control)) return;
        // A link stays a plain link unless the part's code is at hand, and for a press that opens
        // it elsewhere (a new tab, a download); otherwise the part's own link takes it, as the
        // router's link that it is.
        const isPlainPress =
          event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
        if (link && !(Loaded && isPlainPress)) return;
        event.preventDefault();
        pressedMark.current = markOf(element, control);
        wakeUp();
      };
      const trackFocus = (event: FocusEvent) => {
        if (isLive.current) return;
        // The browser blurs the focused element as React replaces the markup: that is no move.
        if (event.type === 'focusout' && !event.relatedTarget && isWaking.current) return;
        const focused = event.type === 'focusin' ? event.target : event.relatedTarget;
        focusMark.current =
          focused instanceof Element && element.contains(focused) ? markOf(element, focused) : null;
      };
      const release = () => {
        // After the click that follows the release, which the inert markup takes (`keepPress`).
        setTimeout(() => {
          const swap = heldSwap.current;
          heldSwap.current = undefined;
          swap?.();
        });
      };
      const hold = (event: PointerEvent) => {
        if (event.pointerType !== 'mouse' || heldSwap.current !== undefined || isLive.current) return;
        heldSwap.current = null;
        const target = event.target instanceof Element ? event.target : null;
        const pressed = target?.closest(pressables);
        const mark = pressed && element.contains(pressed) ? markOf(element, pressed) : null;
        // The press ends once, by a release or a cancel: both listeners go with it.
        const press = new AbortController();
        const end = (up: Event) => {
          press.abort();
          release();
          // A swap already under way when the press began may have replaced the markup before its
          // release: the browser's click then has no control to go to, so the twin gets it, once.
          if (!pressed || !mark || pressed.isConnected || up.type !== 'pointerup') return;
          const twin = twinOf(element, mark);
          if (!(twin instanceof HTMLElement) || !(up.target instanceof Node) || !twin.contains(up.target))
            return;
          let isClicked = false;
          const seeClick = (click: Event) => {
            isClicked ||= click.target instanceof Node && twin.contains(click.target);
          };
          window.addEventListener('click', seeClick, { capture: true });
          setTimeout(() => {
            window.removeEventListener('click', seeClick, { capture: true });
            if (!isClicked && twin.isConnected) twin.click();
          });
        };
        for (const type of ['pointerup', 'pointercancel']) {
          window.addEventListener(type, end, { capture: true, signal: press.signal });
        }
      };
      const events = ['pointerover', 'focusin', 'touchstart'] as const;
      for (const event of events) element.addEventListener(event, wakeUp, { passive: true });
      element.addEventListener('pointerdown', hold);
      element.addEventListener('focusin', trackFocus);
      element.addEventListener('focusout', trackFocus);
      element.addEventListener('click', keepPress);
      const observer =
        !wakesInView || typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(), {
              rootMargin: '200px 0px',
            });
      for (const child of element.children) observer?.observe(child);
      return () => {
        for (const event of events) element.removeEventListener(event, wakeUp);
        element.removeEventListener('focusin', trackFocus);
        element.removeEventListener('focusout', trackFocus);
        element.removeEventListener('click', keepPress);
        element.removeEventListener('pointerdown', hold);
        observer?.disconnect();
      };
    }, [isInert]);

    if (isInert) {
      return (
        <div
          ref={ref}
          id={id}
          className={styles.wrapper}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that hydration keeps the server's markup.
          dangerouslySetInnerHTML={keepServerMarkup}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div ref={ref} id={id} className={styles.wrapper}>
        {Component ? <Component {...props} /> : typeof fallback === 'function' ? fallback(props) : fallback}
      </div>
    );
  }
  return Object.assign(Deferred, { preload });
}
