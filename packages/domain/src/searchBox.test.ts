import { describe, expect, it } from 'vitest';
import { applyDestination, DEFAULT_CRITERIA, type SearchCriteria, withDates } from './criteria';
import { flows } from './flows';
import { parseCriteriaHash } from './hash';
import {
  ACTIVITY_DESTINATION_RADIUS_KM,
  activityParticipantsOf,
  applyNearby,
  DEFAULT_NEARBY_DISTANCE_KM,
  FAMILY_THEME_ID,
  NEARBY_DISTANCES_KM,
  nearbyDistanceOf,
  SEARCH_BOX_FIELDS,
  STICKY_SEARCH_BAR_SCROLL_PX,
  SUGGESTION_DEBOUNCE_MS,
  searchBoxCriteria,
  searchFormParams,
  showsFamilyMessage,
  submitNeedsDates,
  withActivityRadius,
} from './searchBox';

const base: SearchCriteria = { ...DEFAULT_CRITERIA };
const dated = withDates(base, '2026-06-12', '2026-06-14');
const flexible = withDates(base, null, null);

describe('SEARCH_BOX_FIELDS', () => {
  it('S-002 hides the dates in the gifting and activity flows only', () => {
    expect(flows.filter((flow) => !SEARCH_BOX_FIELDS[flow].dates)).toEqual(['gifting', 'activity']);
  });

  it('S-003 hides the theme in the hotel flow only', () => {
    expect(flows.filter((flow) => !SEARCH_BOX_FIELDS[flow].theme)).toEqual(['hotel']);
  });

  it('S-004 disables the travellers in the gifting and activity flows only', () => {
    expect(flows.filter((flow) => SEARCH_BOX_FIELDS[flow].travellersDisabled)).toEqual([
      'gifting',
      'activity',
    ]);
  });

  it('S-009 titles the modal "looking for a weekend" in booking and "searching for a gift" in gifting', () => {
    expect(SEARCH_BOX_FIELDS.booking.modalTitle).toBe('weekend');
    expect(SEARCH_BOX_FIELDS.hotel.modalTitle).toBe('weekend');
    expect(SEARCH_BOX_FIELDS.gifting.modalTitle).toBe('gift');
    expect(SEARCH_BOX_FIELDS.activity.modalTitle).toBe('activity');
  });
});

describe('submitNeedsDates', () => {
  it('S-033 in the forced variation, a booking submit without both dates opens the calendar', () => {
    expect(submitNeedsDates(base, 'booking', 'forced')).toBe(true);
    expect(submitNeedsDates(flexible, 'booking', 'forced')).toBe(true);
    expect(submitNeedsDates(dated, 'booking', 'forced')).toBe(false);
    expect(submitNeedsDates(base, 'hotel', 'forced')).toBe(true);
  });

  it('S-034, S-035 in the suggested variation, flexible dates chosen by clearing both let it search', () => {
    expect(submitNeedsDates(base, 'booking', 'suggested')).toBe(true);
    expect(submitNeedsDates(flexible, 'booking', 'suggested')).toBe(false);
    expect(submitNeedsDates(dated, 'booking', 'suggested')).toBe(false);
  });

  it('S-037 without the variation, dates are never asked for', () => {
    expect(submitNeedsDates(base, 'booking', 'none')).toBe(false);
  });

  it('never asks for dates in the flows without a dates selector', () => {
    expect(submitNeedsDates(base, 'gifting', 'forced')).toBe(false);
    expect(submitNeedsDates(base, 'activity', 'suggested')).toBe(false);
  });
});

describe('searchBoxCriteria', () => {
  const full: SearchCriteria = {
    ...withDates({ ...base, a: 3, c: 1, b: 0, s: true }, '2026-06-12', '2026-06-14'),
    theme: 12,
    city: 'paris',
    stars: [4],
  };

  it('keeps everything in booking', () => {
    expect(searchBoxCriteria(full, 'booking')).toEqual(full);
  });

  it('S-053 sends 2 adults, 0 children, 0 babies and no dates in gifting', () => {
    expect(searchBoxCriteria(full, 'gifting')).toEqual({
      a: 2,
      c: 0,
      b: 0,
      s: false,
      theme: 12,
      city: 'paris',
      stars: [4],
    });
  });

  it('drops the dates in the activity flow and the theme in the hotel flow', () => {
    expect(searchBoxCriteria(full, 'activity')).not.toHaveProperty('checkin');
    expect(searchBoxCriteria(full, 'activity').theme).toBe(12);
    const hotel = searchBoxCriteria(full, 'hotel');
    expect(hotel).not.toHaveProperty('theme');
    expect(hotel.checkin).toBe('2026-06-12');
  });
});

describe('searchFormParams', () => {
  it('sends the criteria under their hash keys, then flow and from=searchbar', () => {
    const criteria = { ...applyDestination(dated, 'city', 'paris'), theme: 12 };
    expect(searchFormParams(criteria, 'booking')).toEqual([
      ['a', '2'],
      ['c', '0'],
      ['b', '0'],
      ['checkin', '2026-06-12'],
      ['checkout', '2026-06-14'],
      ['night', '2'],
      ['theme', '12'],
      ['city', 'paris'],
      ['flow', 'booking'],
      ['from', 'searchbar'],
    ]);
  });

  it('round-trips through the hash parser the shop uses on the query', () => {
    const criteria: SearchCriteria = {
      ...applyNearby(dated, { lat: 48.85, lng: 2.35 }, 300),
      c: 1,
      s: true,
      stars: [4, 5],
    };
    const query = new URLSearchParams(searchFormParams(criteria, 'booking')).toString();
    expect(parseCriteriaHash(query, { today: '2026-06-10', hour: 10 })).toEqual(criteria);
  });

  it('writes the flexible mark so a suggested-dates search stays flexible', () => {
    expect(searchFormParams(flexible, 'booking')).toContainEqual(['flexible', 'true']);
  });
});

describe('showsFamilyMessage', () => {
  it('S-020 shows with children or babies and a theme other than family', () => {
    expect(showsFamilyMessage({ c: 1, b: 0 })).toBe(true);
    expect(showsFamilyMessage({ c: 0, b: 1, theme: 12 })).toBe(true);
  });

  it('G-27 hides under the family theme 39 and without children or babies', () => {
    expect(FAMILY_THEME_ID).toBe(39);
    expect(showsFamilyMessage({ c: 2, b: 1, theme: 39 })).toBe(false);
    expect(showsFamilyMessage({ c: 0, b: 0, theme: 12 })).toBe(false);
  });
});

describe('nearby selector', () => {
  it('S-023 offers 100, 200 and 300 km, 200 by default', () => {
    expect(NEARBY_DISTANCES_KM).toEqual([100, 200, 300]);
    expect(DEFAULT_NEARBY_DISTANCE_KM).toBe(200);
  });

  it('S-025, S-026 sets the position and distance and clears the destination', () => {
    const next = applyNearby(
      { ...applyDestination(base, 'city', 'paris'), theme: 12 },
      { lat: 45.76, lng: 4.84 },
      100,
    );
    expect(next).toEqual({ ...base, theme: 12, lat: 45.76, lng: 4.84, distanceMin: 0, distanceMax: 100 });
  });

  it('S-024 reads no distance (the "less than 2h" label) until a search around the visitor', () => {
    expect(nearbyDistanceOf(base)).toBeNull();
    expect(nearbyDistanceOf(applyNearby(base, { lat: 45.76, lng: 4.84 }, 300))).toBe(300);
  });

  it('reads no nearby distance for a radius around a destination', () => {
    expect(nearbyDistanceOf({ ...base, city: 'lyon', lat: 45.76, lng: 4.84, distanceMax: 30 })).toBeNull();
  });
});

describe('withActivityRadius', () => {
  it('S-036 searches a chosen city within 30 km', () => {
    expect(ACTIVITY_DESTINATION_RADIUS_KM).toBe(30);
    expect(withActivityRadius(applyDestination(base, 'city', 'lyon')).distanceMax).toBe(30);
  });

  it('drops the radius without a city', () => {
    expect(withActivityRadius({ ...base, distanceMax: 30 })).not.toHaveProperty('distanceMax');
  });
});

describe('SUGGESTION_DEBOUNCE_MS', () => {
  it('S-031 waits 500 ms after the last keystroke', () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(500);
  });
});

describe('activityParticipantsOf', () => {
  it('G-17, S-289 keeps the participants within 1 to 2', () => {
    expect(activityParticipantsOf({ a: 1 })).toBe(1);
    expect(activityParticipantsOf({ a: 2 })).toBe(2);
    expect(activityParticipantsOf({ a: 5 })).toBe(2);
  });
});

describe('STICKY_SEARCH_BAR_SCROLL_PX', () => {
  it('S-011 shows the sticky bar after 250 px of scroll', () => {
    expect(STICKY_SEARCH_BAR_SCROLL_PX).toBe(250);
  });
});
