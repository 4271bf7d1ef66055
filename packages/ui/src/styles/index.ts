export { panelFooter } from './layout.css';
export { quietLabel, sectionTitle, textButton } from './text.css';
