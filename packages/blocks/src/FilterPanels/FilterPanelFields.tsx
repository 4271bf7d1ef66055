import {
  activityChoices,
  criteriaToPriceRange,
  distanceFilterBounds,
  distanceRange,
  type Flow,
  facetChoices,
  hasActivityChoices,
  type ListFacet,
  type NamedChoice,
  priceSliderBounds,
  SCORE_ALL,
  scoreChoices,
  selectedScore,
  selectScore,
  starChoices,
  toggleActivity,
  toggleFilterValue,
  withDistanceRange,
  withPriceRange,
} from '@escale/domain';
import { type MessageId, useFormat, useT } from '@escale/i18n';
import { Button, Checkbox, RadioGroup, RangeSlider, type RangeSliderValue, VisuallyHidden } from '@escale/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import type { FilterPanelBodyProps } from './FilterPanels';
import * as styles from './FilterPanels.css';

/** The fields of one filter panel, editing the draft (S-063); shared by the filter bar and the modal. */
export default function FilterPanelFields({ panel, ...props }: FilterPanelBodyProps) {
  switch (panel) {
    case 'activities':
      return <ActivitiesPanel {...props} />;
    case 'price':
      return <PricePanel {...props} />;
    case 'distance':
      return <DistancePanel {...props} />;
    case 'facilities':
      return <FacilitiesPanel {...props} />;
    case 'more':
      return <MoreFiltersPanel {...props} />;
  }
}

type PanelProps = Omit<FilterPanelBodyProps, 'panel'>;

interface ChoiceListProps<V extends string | number> {
  label: string;
  /** The label is read but not shown, where a heading above already says it. */
  isLabelHidden?: boolean;
  choices: readonly NamedChoice<V>[];
  onToggle: (value: V) => void;
}

/** A labelled group of checkboxes with facet counts; zero-count values are disabled (S-075). */
function ChoiceList<V extends string | number>({
  label,
  isLabelHidden = false,
  choices,
  onToggle,
}: ChoiceListProps<V>) {
  return (
    <fieldset className={styles.fieldset}>
      {isLabelHidden ? (
        <VisuallyHidden elementType="legend">{label}</VisuallyHidden>
      ) : (
        <legend className={styles.groupLabel}>{label}</legend>
      )}
      <div className={styles.choices}>
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={choice.label}
            count={choice.count ?? undefined}
            isSelected={choice.isSelected}
            isDisabled={choice.isDisabled}
            onChange={() => onToggle(choice.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * S-090: a block collapsed to 124 px with "See more" / "See less" when its content is taller.
 * Moving focus to a hidden entry expands it, so keyboard users never land out of sight.
 */
function CollapsedBlock({ children }: { children: ReactNode }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [isOverflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > styles.ACTIVITIES_COLLAPSED_HEIGHT + 1);
    // The browser may already have scrolled the clipped block to the focused entry: measured from
    // the block's top as if unscrolled.
    const expandToFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const entry = (event.target.closest('label') ?? event.target).getBoundingClientRect();
      if (entry.bottom + element.scrollTop > element.getBoundingClientRect().bottom) {
        element.scrollTop = 0;
        setExpanded(true);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('focusin', expandToFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', expandToFocus);
    };
  }, []);

  return (
    <div className={styles.group}>
      <div
        id={id}
        ref={ref}
        className={styles.collapsible}
        data-expanded={isExpanded || undefined}
        data-overflowing={isOverflowing || undefined}
      >
        {children}
      </div>
      {isOverflowing ? (
        <span className={styles.collapseToggle}>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={isExpanded}
            aria-controls={id}
            onPress={() => setExpanded(!isExpanded)}
          >
            {isExpanded ? t('text.seeLess') : t('text.seeMore')}
          </Button>
        </span>
      ) : null}
    </div>
  );
}

/** S-070, S-075, S-089, S-090, G-47: activity checkboxes by group. */
function ActivitiesPanel({ draft, facets, activityNames, onChange }: PanelProps) {
  const t = useT();
  const choices = activityChoices(facets, draft, activityNames);
  if (!hasActivityChoices(choices)) return <p className={styles.empty}>{t('filters.noActivity')}</p>;
  const groups = [
    ...(choices.otherSelected.length > 0
      ? [{ id: 'selected', name: t('filters.selectedActivities'), items: choices.otherSelected }]
      : []),
    ...choices.groups,
  ];
  return (
    <CollapsedBlock>
      {groups.map((group) => (
        <ChoiceList
          key={group.id}
          label={group.name}
          choices={group.items}
          onToggle={(id) => onChange(toggleActivity(draft, id))}
        />
      ))}
    </CollapsedBlock>
  );
}

/**
 * A range slider over a draft: it moves freely while dragged and writes the draft once the
 * drag, key press or typed value ends, so the facets are fetched once per change (S-073).
 */
function useSliderDraft(committed: RangeSliderValue, commit: (range: RangeSliderValue) => void) {
  const [moving, setMoving] = useState<RangeSliderValue | null>(null);
  return {
    value: moving ?? committed,
    onChange: setMoving,
    onChangeEnd: (range: RangeSliderValue) => {
      setMoving(null);
      commit(range);
    },
  };
}

const priceLabels: Record<Flow, MessageId> = {
  booking: 'filters.pricePerNight',
  hotel: 'filters.pricePerNight',
  gifting: 'filters.priceVoucher',
  activity: 'filters.pricePerPerson',
};

/** S-077…S-081, S-088: the flow's price range in euros, "+250 €" at the top, typed digits only. */
function PricePanel({ draft, flow, onChange }: PanelProps) {
  const t = useT();
  const format = useFormat();
  const { min, max, step } = priceSliderBounds(flow);
  const slider = useSliderDraft(criteriaToPriceRange(draft, flow), (range) =>
    onChange(withPriceRange(draft, range, flow)),
  );
  return (
    <RangeSlider<RangeSliderValue>
      label={t(priceLabels[flow])}
      minValue={min}
      maxValue={max}
      step={step}
      formatValue={(euros) => format.price(euros * 100)}
      maxLabel={t('slider.moreThan', { value: format.price(max * 100) })}
      showInputs
      {...slider}
    />
  );
}

/** S-072, S-082: the distance range in km, within the city's bounds when a city is searched. */
function DistancePanel({ draft, destination, onChange }: PanelProps) {
  const t = useT();
  const format = useFormat();
  const bounds = distanceFilterBounds(draft, destination);
  const slider = useSliderDraft(distanceRange(draft, bounds), (range) =>
    onChange(withDistanceRange(draft, range, bounds)),
  );
  return (
    <RangeSlider<RangeSliderValue>
      label={t('filters.distanceRange')}
      minValue={bounds.min}
      maxValue={bounds.max}
      step={bounds.step}
      formatValue={format.distance}
      showInputs
      {...slider}
    />
  );
}

/** S-075, S-084: facilities with their counts, "pets" among them. */
function FacilitiesPanel({ draft, facets, onChange }: PanelProps) {
  const t = useT();
  return (
    <ChoiceList
      label={t('filters.facilities')}
      isLabelHidden
      choices={facetChoices(facets, draft, 'facilities')}
      onToggle={(value) => onChange(toggleFilterValue(draft, 'facilities', value))}
    />
  );
}

const namedFacets: ReadonlyArray<{ key: Exclude<ListFacet, 'facilities'>; label: MessageId }> = [
  { key: 'hotelTypes', label: 'filters.hotelTypes' },
  { key: 'hotelEnvironments', label: 'filters.environments' },
  { key: 'hotelStyles', label: 'filters.styles' },
];

/** S-085, S-086: score (single choice), stars (several), hotel types, environments and styles. */
function MoreFiltersPanel({ draft, facets, onChange }: PanelProps) {
  const t = useT();
  const formatNumber = useNumberFormatter();
  const withCount = (label: string, count: number | null) =>
    count === null ? label : `${label} (${formatNumber.format(count)})`;
  return (
    <div className={styles.stack}>
      <RadioGroup
        label={t('filters.score')}
        orientation="horizontal"
        value={String(selectedScore(draft))}
        options={scoreChoices(facets, draft).map(({ value, count, isDisabled }) => ({
          value: String(value),
          label:
            value === SCORE_ALL
              ? t('filters.scoreAll')
              : withCount(t('filters.scoreAtLeast', { score: value }), count),
          isDisabled,
        }))}
        onChange={(value) => onChange(selectScore(draft, Number(value)))}
        onSelectedPress={(value) => onChange(selectScore(draft, Number(value)))}
      />
      <div className={styles.groups}>
        <ChoiceList
          label={t('filters.stars')}
          choices={starChoices(facets, draft).map((choice) => ({
            ...choice,
            label: t('filters.starCount', { stars: choice.value }),
          }))}
          onToggle={(stars) => onChange(toggleFilterValue(draft, 'stars', stars))}
        />
        {namedFacets.map(({ key, label }) => {
          const choices = facetChoices(facets, draft, key);
          return choices.length === 0 ? null : (
            <ChoiceList
              key={key}
              label={t(label)}
              choices={choices}
              onToggle={(value) => onChange(toggleFilterValue(draft, key, value))}
            />
          );
        })}
      </div>
    </div>
  );
}
