export { sectionTitle, textButton } from './text.css';
