import {
  currentSection,
  presentSections,
  type SectionState,
  sectionObserverThreshold,
  sectionScrollTop,
  type TabOffset,
  tabOffsetFor,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { useBreakpoint, useReducedMotion } from '@escale/ui';
import {
  type Dispatch,
  type MouseEvent,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './StickyTabs.css';

export interface StickyTabsSection {
  /** The `id` of the section's element on the page. */
  id: string;
  /** The tab's words, such as "Reviews". */
  label: string;
}

export interface StickyTabsProps {
  /** The page's sections, in page order; a tab shows only while its section is on the page. */
  sections: readonly StickyTabsSection[];
  /**
   * Where a section's top lands under the bar, in pixels from the top of the view, below and from
   * the tablet breakpoint: `STAY_PAGE_TAB_OFFSET` (30/70, S-215) or `HOTEL_PAGE_TAB_OFFSET` (70/100, S-200).
   */
  offset: TabOffset;
}

/**
 * The ids of the sections on the page, in the order given, following the page as sections come and
 * go (a deferred section appears later); `null` before the first look, on the server.
 */
function usePresentIds(sections: readonly StickyTabsSection[]): readonly string[] | null {
  const key = sections.map((section) => section.id).join(' ');
  const [present, setPresent] = useState<readonly string[] | null>(null);
  useEffect(() => {
    const ids = key === '' ? [] : key.split(' ').map((id) => ({ id }));
    const update = () => {
      const next = presentSections(ids, (id) => document.getElementById(id) !== null).map(({ id }) => id);
      setPresent((previous) => (previous?.join(' ') === next.join(' ') ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return present;
}

/**
 * Follows which section is current (S-216): one observer per section, whose threshold is 0.88 of
 * the section, or of the view for a section taller than it, in the view under the bar. Rebuilt
 * when a section or the view changes size. Paused while `isPaused` (a tab's own scroll).
 */
function useCurrentSection(
  ids: readonly string[] | null,
  offset: number,
  setCurrent: Dispatch<SetStateAction<string | null>>,
  isPaused: RefObject<boolean>,
) {
  useEffect(() => {
    if (!ids || ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const elements = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const states = new Map<string, SectionState>(
      elements.map((element) => [element.id, { id: element.id, isSeen: false, isBelow: true }]),
    );
    const publish = () => {
      if (!isPaused.current) setCurrent((previous) => currentSection([...states.values()], previous));
    };

    let observers: IntersectionObserver[] = [];
    const observe = () => {
      for (const observer of observers) observer.disconnect();
      const viewHeight = window.innerHeight - offset;
      observers = elements.map((element) => {
        const threshold = sectionObserverThreshold(element.getBoundingClientRect().height, viewHeight);
        const observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const viewBottom = entry.rootBounds?.bottom ?? window.innerHeight;
              states.set(element.id, {
                id: element.id,
                // Rounding leaves the ratio a hair under the threshold it has just crossed.
                isSeen: entry.isIntersecting && entry.intersectionRatio >= threshold - 0.005,
                isBelow: entry.boundingClientRect.top >= viewBottom,
              });
            }
            publish();
          },
          // The document as root applies the margin to its own viewport, also inside a frame.
          { root: document, rootMargin: `-${offset}px 0px 0px 0px`, threshold: [0, threshold] },
        );
        observer.observe(element);
        return observer;
      });
    };

    let frame = 0;
    const reobserve = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(observe);
    };
    observe();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reobserve);
    for (const element of elements) resizes?.observe(element);
    window.addEventListener('resize', reobserve);
    return () => {
      cancelAnimationFrame(frame);
      for (const observer of observers) observer.disconnect();
      resizes?.disconnect();
      window.removeEventListener('resize', reobserve);
    };
  }, [ids, offset, setCurrent, isPaused]);
}

/** Scrolls the tab row sideways, when it overflows, to show the current tab. */
function useRevealTab(
  listRef: RefObject<HTMLUListElement | null>,
  current: string | null,
  isReducedMotion: boolean,
) {
  useEffect(() => {
    const list = listRef.current;
    if (!list || current === null || list.scrollWidth <= list.clientWidth) return;
    const tab = [...list.querySelectorAll<HTMLElement>('[data-section]')].find(
      (element) => element.dataset.section === current,
    );
    if (!tab) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    const left =
      start < list.scrollLeft
        ? start
        : end > list.scrollLeft + list.clientWidth
          ? end - list.clientWidth
          : null;
    if (left !== null) list.scrollTo({ left, behavior: isReducedMotion ? 'instant' : 'smooth' });
  }, [listRef, current, isReducedMotion]);
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A sticky bar of links to the page's sections (001 §2.3, §2.5; S-200, S-215, S-216): a tab per
 * section on the page; a click scrolls smoothly (at once under reduced motion) to bring the
 * section's top `offset` below the top of the view and moves focus to it, without touching the
 * URL's hash (it holds the search criteria); the current section's tab is marked
 * `aria-current="location"`; on narrow screens the row scrolls sideways.
 */
export function StickyTabs({ sections, offset }: StickyTabsProps) {
  const t = useT();
  const isMobile = useBreakpoint() === 'mobile';
  const isReducedMotion = useReducedMotion();
  const offsetPx = tabOffsetFor(offset, isMobile);
  const presentIds = usePresentIds(sections);
  const [current, setCurrent] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const isScrolling = useRef(false);
  const endScroll = useRef<(() => void) | null>(null);

  useCurrentSection(presentIds, offsetPx, setCurrent, isScrolling);
  useRevealTab(listRef, current, isReducedMotion);
  useEffect(() => () => endScroll.current?.(), []);

  const shown =
    presentIds === null ? sections : sections.filter((section) => presentIds.includes(section.id));
  if (shown.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    endScroll.current?.();
    // The tab chosen stays current while the page scrolls to it.
    isScrolling.current = true;
    setCurrent(id);
    const timer = window.setTimeout(() => endScroll.current?.(), 1500);
    const end = () => {
      isScrolling.current = false;
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', end);
      endScroll.current = null;
    };
    endScroll.current = end;
    window.addEventListener('scrollend', end);
    window.scrollTo({
      top: sectionScrollTop(section.getBoundingClientRect().top, window.scrollY, offsetPx),
      behavior: isReducedMotion ? 'instant' : 'smooth',
    });
    if (!section.matches(FOCUSABLE)) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  return (
    <nav aria-label={t('stickyTabs.label')} className={styles.bar}>
      <ul ref={listRef} className={styles.list}>
        {shown.map((section) => (
          <li key={section.id} className={styles.item}>
            <a
              href={`#${section.id}`}
              className={styles.tab}
              data-section={section.id}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={(event) => onClick(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
