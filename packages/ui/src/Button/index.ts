export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { ButtonTone, ButtonVariant } from './Button.css';
export { buttonTones } from './Button.css';
