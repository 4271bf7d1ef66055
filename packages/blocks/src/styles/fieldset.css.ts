import { style } from '@vanilla-extract/css';

// A fieldset without the browser's frame, for the form blocks' groups (BuyerForm, InsuranceChoice,
// PaymentOptions, BookingPanel); each block lays out its own content.

export const bareFieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});
