export { panelFooter } from './layout.css';
export { sectionTitle, textButton } from './text.css';
