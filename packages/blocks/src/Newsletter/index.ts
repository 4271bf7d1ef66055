export { NewsletterModal, type NewsletterModalProps } from './NewsletterModal';
export { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
