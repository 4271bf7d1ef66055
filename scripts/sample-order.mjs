// The order that the API's order tests, the checkout journeys and the order bench send: one buyer, and
// the items of a stay for 2 adults with its activities on the day after check-in.

export const SAMPLE_BUYER = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

const addDays = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The items of an order for a stay of `nights` nights from `checkin`, no insurance, no promotion code. */
export function stayOrderItems(offerId, checkin, activityIds = [], nights = 2) {
  return {
    shortStayItem: {
      reservationCriteria: {
        offerId,
        activityDaySelections: activityIds.map((activityId) => ({ activityId, date: addDays(checkin, 1) })),
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
        minisiteId: null,
      },
      gift: null,
      specialRequest: null,
    },
    insuranceItem: null,
    promotionCodeItem: null,
  };
}
