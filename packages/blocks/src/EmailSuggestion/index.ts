export { EmailSuggestion, type EmailSuggestionProps } from './EmailSuggestion';
