export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
export { panelFooter } from './layout.css';
export { quietLabel, sectionTitle, textButton } from './text.css';
