export type { FilterPanelBodyProps, FilterPanelData, FilterResultStatusProps } from './FilterPanels';
export { FilterPanelBody, FilterResultStatus, useFilterPanelTitle } from './FilterPanels';
