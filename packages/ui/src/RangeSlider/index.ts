export type { RangeSliderProps, RangeSliderValue, SliderValue } from './RangeSlider';
export { RangeSlider } from './RangeSlider';
