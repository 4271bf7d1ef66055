import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useNumberFormatter, useSlider, useSliderThumb } from 'react-aria';
import { type SliderState, useSliderState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import * as fieldStyles from '../field/field.css';
import { useUiStrings } from '../i18n/useUiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RangeSlider.css';
import { inOrder, sanitizeRangeInput, snapToStep } from './sliderInput';

export type RangeSliderValue = [number, number];

/** A number for one thumb, a `[low, high]` pair for two. */
export type SliderValue = number | RangeSliderValue;

export interface RangeSliderProps<T extends SliderValue = SliderValue> {
  /** Names the slider; with two thumbs each adds "Minimum" or "Maximum". */
  label: string;
  /** One thumb chooses a value (a maximum distance), two a range. Defaults to the shape of the value, else 2. */
  thumbs?: T extends number ? 1 : 2;
  value?: T;
  defaultValue?: T;
  /** Called while the thumbs move. */
  onChange?: (value: T) => void;
  /** Called once a drag, a key press or a typed value ends: apply filters here. */
  onChangeEnd?: (value: T) => void;
  /** Defaults to 0. */
  minValue?: number;
  /** Defaults to 100. */
  maxValue?: number;
  /** Defaults to 1. */
  step?: number;
  /** How a value reads in the labels and to assistive technology ("45 €", "120 km"). */
  formatValue?: (value: number) => string;
  /** Replaces the formatted maximum wherever it shows, such as "+250 €" for an open-ended maximum. */
  maxLabel?: string;
  /** Adds digit-only text inputs for typing the values (S-088). */
  showInputs?: boolean;
  isDisabled?: boolean;
  /** The two thumbs' names, after the slider's label; default to "Minimum" and "Maximum". */
  minimumLabel?: string;
  maximumLabel?: string;
}

const asArray = (value: SliderValue | undefined) =>
  value === undefined ? undefined : typeof value === 'number' ? [value] : [...value];

/**
 * A slider with one or two thumbs on react-aria: drag, click on the track, arrows, Page Up and Down,
 * Home and End. Formatted bounds show under the track, the current values above it.
 */
export function RangeSlider<T extends SliderValue = RangeSliderValue>(props: RangeSliderProps<T>) {
  const {
    label,
    minValue = 0,
    maxValue = 100,
    step = 1,
    maxLabel,
    showInputs = false,
    isDisabled = false,
  } = props;
  const strings = useUiStrings();
  const numberFormatter = useNumberFormatter();
  const formatValue = props.formatValue ?? ((value: number) => numberFormatter.format(value));
  const valueText = (value: number) => (value >= maxValue && maxLabel ? maxLabel : formatValue(value));
  const shape = props.value ?? props.defaultValue;
  const thumbCount = props.thumbs ?? (typeof shape === 'number' ? 1 : 2);

  // Both shapes are handled as arrays inside; callers get a number or a pair back.
  const notify = (callback: ((value: T) => void) | undefined) => (values: number[]) => {
    const [first = minValue, second = maxValue] = values;
    callback?.((thumbCount === 1 ? first : [first, second]) as T);
  };
  const [values, setValues] = useControlledState(
    asArray(props.value),
    asArray(props.defaultValue) ?? (thumbCount === 1 ? [maxValue] : [minValue, maxValue]),
    notify(props.onChange),
  );
  const onChangeEnd = notify(props.onChangeEnd);

  const trackRef = useRef<HTMLDivElement>(null);
  const sliderProps = {
    label,
    minValue,
    maxValue,
    step,
    isDisabled,
    value: values,
    onChange: setValues,
    onChangeEnd,
  };
  const state = useSliderState({ ...sliderProps, numberFormatter });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider(sliderProps, state, trackRef);

  const thumbNames =
    thumbCount === 1
      ? [undefined]
      : [props.minimumLabel ?? strings.format('minimum'), props.maximumLabel ?? strings.format('maximum')];
  const [low = minValue, high = low] = state.values;
  const fillStart = thumbCount === 1 ? 0 : state.getValuePercent(low);
  const fillEnd = state.getValuePercent(thumbCount === 1 ? low : high);

  const commitInput = (index: number, typed: number) => {
    const next = [...state.values];
    next[index] = snapToStep(typed, { minValue, maxValue, step });
    const ordered = thumbCount === 1 ? next : inOrder(next[0] ?? minValue, next[1] ?? maxValue);
    if (ordered.every((value, i) => value === state.values[i])) return;
    setValues(ordered);
    onChangeEnd(ordered);
  };

  return (
    <div {...groupProps} className={styles.root} data-disabled={isDisabled || undefined}>
      <div className={styles.header}>
        <span {...labelProps} className={fieldStyles.label}>
          {label}
        </span>
        <output {...outputProps} className={styles.output}>
          {state.values.map(valueText).join(' – ')}
        </output>
      </div>
      <div {...trackProps} ref={trackRef} className={styles.track}>
        <div className={styles.rail} />
        <div
          className={styles.fill}
          style={{ insetInlineStart: `${fillStart * 100}%`, width: `${(fillEnd - fillStart) * 100}%` }}
        />
        {thumbNames.map((name, index) => (
          <Thumb
            key={name ?? 'value'}
            index={index}
            name={name}
            state={state}
            trackRef={trackRef}
            valueText={valueText(state.values[index] ?? minValue)}
          />
        ))}
      </div>
      <div className={styles.bounds}>
        <span>{formatValue(minValue)}</span>
        <span>{maxLabel ?? formatValue(maxValue)}</span>
      </div>
      {showInputs ? (
        <div className={styles.inputs}>
          {thumbNames.map((name, index) => (
            <RangeInput
              key={name ?? 'value'}
              name={name}
              sliderLabelId={labelProps.id}
              value={state.values[index] ?? minValue}
              maxValue={maxValue}
              isDisabled={isDisabled}
              onCommit={(typed) => commitInput(index, typed)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface ThumbProps {
  index: number;
  /** "Minimum" or "Maximum"; a single thumb goes by the slider's label alone. */
  name: string | undefined;
  state: SliderState;
  trackRef: RefObject<HTMLDivElement | null>;
  valueText: string;
}

function Thumb({ index, name, state, trackRef, valueText }: ThumbProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index, trackRef, inputRef, 'aria-label': name },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...thumbProps}
      className={styles.thumb}
      data-dragging={isDragging || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={state.isDisabled || undefined}
    >
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps, { 'aria-valuetext': valueText })} />
      </VisuallyHidden>
    </div>
  );
}

interface RangeInputProps {
  name: string | undefined;
  sliderLabelId: string | undefined;
  value: number;
  maxValue: number;
  isDisabled: boolean;
  onCommit: (value: number) => void;
}

/**
 * A digit-only text input for one thumb (S-088): other characters are dropped and the number is
 * capped to the maximum as it is typed; the value applies on blur or Enter, where it is also kept
 * above the minimum and in order with the other thumb.
 */
function RangeInput({ name, sliderLabelId, value, maxValue, isDisabled, onCommit }: RangeInputProps) {
  const nameId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = sanitizeRangeInput(draft, maxValue);
    if (typed !== null) onCommit(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div className={styles.inputField}>
      {name ? (
        <span id={nameId} className={styles.inputLabel}>
          {name}
        </span>
      ) : null}
      <input
        className={fieldStyles.control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-labelledby={[name ? nameId : undefined, sliderLabelId].filter(Boolean).join(' ')}
        value={draft ?? String(value)}
        disabled={isDisabled}
        onChange={(event) => {
          const typed = sanitizeRangeInput(event.target.value, maxValue);
          setDraft(typed === null ? '' : String(typed));
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
