// Feature flags and A/B variations of the shop (000 §6, S-037, S-059). Each is a fixed setting
// here until an experiment service assigns them per visitor.
export const features = {
  /** The customer-account menu in the header (002 §2 Header); off: the avatar leads to booking lookup. */
  customerAccount: false,
  /** Date enforcement on the booking search submit (S-033, S-034). */
  dateEnforcement: 'none' as 'none' | 'forced' | 'suggested',
  /** The automatic extra-discount label on cards (S-159). */
  autoDiscount: true,
};
