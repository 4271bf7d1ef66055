import {
  type Clock,
  type DateEnforcement,
  type Flow,
  type GeoPoint,
  type RecentSearch,
  SEARCH_BOX_FIELDS,
  type SearchCriteria,
  STICKY_SEARCH_BAR_SCROLL_PX,
  type SuggestionGroups,
  searchBoxCriteria,
  type Theme,
  type UserLocation,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, Heading, Modal, ModalContent, useBreakpoint, VisuallyHidden } from '@escale/ui';
import { Search } from '@escale/ui/icons';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import * as styles from './SearchBox.css';
import { SearchForm } from './SearchForm';
import { useSearchDraft } from './useSearchDraft';

export interface SearchBoxProps {
  /** The flow searched: its header, the fields shown and the search page (S-002…S-008). */
  flow: Flow;
  /** The current search, as the page's hash gives it. */
  criteria: SearchCriteria;
  /** The name of the criteria's destination (the shop resolves it); empty when there is none. */
  destinationLabel?: string;
  /** The themes of the locale (themes.json). */
  themes: readonly Theme[];
  /** Today and the hour in the market's time zone. */
  today: Clock;
  /** The search page the form is sent to without JavaScript, such as `/fr/search`. */
  actionHref: string;
  /** The A/B variation of dates on submit (S-033, S-034). Defaults to `none`. */
  dateEnforcement?: DateEnforcement;
  /** The visitor's last chosen destinations, newest first (at most 3, S-029). */
  recentSearches: readonly RecentSearch[];
  /** Destination suggestions for a term; rejecting changes nothing (S-032). */
  loadSuggestions: (term: string, signal: AbortSignal) => Promise<SuggestionGroups>;
  /** The visitor's position for "Travel locally!". */
  locateUser: () => Promise<GeoPoint>;
  /** Called with the criteria to search; the mobile modal closes once it settles (S-012). */
  onSearch: (criteria: SearchCriteria) => void | Promise<void>;
  /** Called with the new list when a destination is chosen; the shop stores it. */
  onRecentSearchesChange: (recentSearches: RecentSearch[]) => void;
  /** Called with the visitor's position and distance after "Travel locally!" (S-025). */
  onUserLocationChange?: (location: UserLocation) => void;
  /** Customer-care mode: gifting searches get a nights selector (S-441). */
  isCustomerCare?: boolean;
  /** The level of the header's heading. Defaults to 2. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The search box of every flow (000 §2 Search bar, S-001…S-013): the flow's header, then on
 * desktop and tablet a bar with destination, dates, themes, travellers and Search, and "Travel
 * locally!" under it; on mobile a summary bar opening a full-screen search form, and a sticky
 * summary once the box has scrolled away. Edits stay local until Search.
 */
export function SearchBox({
  flow,
  criteria,
  destinationLabel = '',
  themes,
  today,
  actionHref,
  dateEnforcement = 'none',
  recentSearches,
  loadSuggestions,
  locateUser,
  onSearch,
  onRecentSearchesChange,
  onUserLocationChange,
  isCustomerCare = false,
  headingLevel = 2,
}: SearchBoxProps) {
  const t = useT();
  const headingId = useId();
  const formId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const isMobile = useBreakpoint() === 'mobile';
  const isStickyShown = useStickyBar(rootRef, isMobile);
  const [isModalOpen, setModalOpen] = useState(false);

  const { draft, setDraft, label, setLabel } = useSearchDraft(criteria, destinationLabel);
  const [isDisclosure, setDisclosure, disclosureRef] = useNativeDisclosure();

  useEffect(() => {
    if (isModalOpen || !openerRef.current) return;
    openerRef.current.focus();
    openerRef.current = null;
  }, [isModalOpen]);

  const openModal = (opener: HTMLElement) => {
    openerRef.current = opener;
    setModalOpen(true);
  };
  const search = async (submitted: SearchCriteria) => {
    await onSearch(submitted);
    setModalOpen(false);
  };

  const formProps = {
    flow,
    criteria: draft,
    onCriteriaChange: setDraft,
    destinationLabel: label,
    onDestinationLabelChange: setLabel,
    themes,
    today,
    actionHref,
    dateEnforcement,
    recentSearches,
    onRecentSearchesChange,
    loadSuggestions,
    locateUser,
    onUserLocationChange,
    isCustomerCare,
    onSubmit: search,
  };
  const summary = useSearchSummary(flow, draft, label, themes);
  const modalTitle = t(`searchBox.modalTitle.${SEARCH_BOX_FIELDS[flow].modalTitle}`);

  return (
    <section ref={rootRef} className={styles.root} data-flow={flow} aria-labelledby={headingId}>
      <Heading level={headingLevel} size={2} id={headingId}>
        {t(`searchBox.header.${flow}`)}
      </Heading>
      <div className={styles.mobileOnly}>
        {isDisclosure ? (
          <details
            ref={disclosureRef}
            className={styles.disclosure}
            onToggle={(event) => {
              if (!event.currentTarget.open) setDisclosure(false);
            }}
          >
            <summary className={styles.summary}>
              <SummaryContent summary={summary} />
            </summary>
            <SearchForm {...formProps} layout="stack" aria-labelledby={headingId} />
          </details>
        ) : (
          <SummaryButton summary={summary} onPress={openModal} />
        )}
      </div>
      <div className={styles.tabletUp}>
        <SearchForm {...formProps} layout="bar" aria-labelledby={headingId} />
      </div>
      {isStickyShown ? (
        <div className={styles.sticky} data-sticky="true">
          <SummaryButton summary={summary} onPress={openModal} />
        </div>
      ) : null}
      <Modal isOpen={isModalOpen} onOpenChange={setModalOpen}>
        <ModalContent
          title={modalTitle}
          isFullScreenOnMobile
          footer={
            <Button type="submit" form={formId} size="large" isFullWidth iconStart={<Search size={20} />}>
              {t('searchBox.submit')}
            </Button>
          }
        >
          <SearchForm {...formProps} layout="stack" id={formId} hasSubmitButton={false} />
        </ModalContent>
      </Modal>
    </section>
  );
}

/**
 * S-011: whether the mobile sticky bar shows: the page has scrolled more than 250 px and the search
 * box is out of view.
 */
function useStickyBar(ref: RefObject<HTMLElement | null>, isEnabled: boolean): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element) {
      setShown(false);
      return;
    }
    let isOutOfView = false;
    const update = () => setShown(isOutOfView && window.scrollY > STICKY_SEARCH_BAR_SCROLL_PX);
    const observer = new IntersectionObserver(([entry]) => {
      isOutOfView = entry ? !entry.isIntersecting : false;
      update();
    });
    observer.observe(element);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, [ref, isEnabled]);
  return isShown;
}

interface SummaryButtonProps {
  /** What the summary says, for the button's name after "Edit your search". */
  summary: SearchSummary;
  onPress: (opener: HTMLElement) => void;
}

/** S-010: opens the search modal; shows the destination, then the dates, theme and travellers. */
function SummaryButton({ summary, onPress }: SummaryButtonProps) {
  return (
    <button type="button" className={styles.summary} onClick={(event) => onPress(event.currentTarget)}>
      <SummaryContent summary={summary} />
    </button>
  );
}

function SummaryContent({ summary }: { summary: SearchSummary }) {
  const t = useT();
  return (
    <>
      <span className={styles.summaryIcon} aria-hidden="true">
        <Search size={20} />
      </span>
      <span className={styles.summaryText}>
        <VisuallyHidden elementType="span">{`${t('searchBox.editSearch')},`}</VisuallyHidden>
        <span className={styles.summaryTitle}>{summary.title}</span>
        <span className={styles.summaryDetails}>{summary.details}</span>
      </span>
    </>
  );
}

/**
 * Before JavaScript runs, the mobile summary is a native disclosure that unfolds the form in place
 * (forms work before JavaScript loads, 000 §4). Once the page is interactive it becomes the button
 * of the full-screen modal, unless the visitor already unfolded it: then it stays until folded, so
 * nothing typed is lost.
 */
function useNativeDisclosure() {
  const [isDisclosure, setDisclosure] = useState(true);
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!ref.current?.open) setDisclosure(false);
  }, []);
  return [isDisclosure, setDisclosure, ref] as const;
}

interface SearchSummary {
  title: string;
  details: string;
}

/** The destination, then the dates, the theme and the travellers the flow shows. */
function useSearchSummary(
  flow: Flow,
  criteria: SearchCriteria,
  destinationLabel: string,
  themes: readonly Theme[],
): SearchSummary {
  const t = useT();
  const format = useFormat();
  const fields = SEARCH_BOX_FIELDS[flow];
  const { checkin, checkout, flexible, theme, a, c, b } = searchBoxCriteria(criteria, flow);
  const details = [
    fields.dates
      ? checkin && checkout
        ? format.dateRange(checkin, checkout)
        : t(flexible ? 'dates.flexible' : 'dates.placeholder')
      : null,
    fields.theme ? (themes.find((item) => item.id === theme)?.name ?? t('themes.placeholder')) : null,
    t('travellers.summary', { adults: a, children: c, babies: b }),
  ].filter((item): item is string => item !== null);
  return { title: destinationLabel || t('searchBox.anyDestination'), details: details.join(' · ') };
}
