import {
  type ActivityView,
  type ApiImage,
  type ApiLocale,
  addsActivities,
  type HotelDetail,
  type Pax,
  type ProgramLine,
  plainPackageItem,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import type { ActivityRow, HotelContent, OfferRow, RoomRow } from '../content/hotels';
import { type Lang, languageOf } from '../content/locale';
import { image, images } from '../content/media';

// Copy of a hotel's content in one locale: hotel detail, rooms, activities and program lines.

/** A package's parts: its breakfast, its dinner and its activities, in the offer's order. */
export interface OfferParts {
  breakfast: ActivityRow | null;
  dinner: ActivityRow | null;
  activities: ActivityRow[];
}

export function offerParts(offer: OfferRow, content: HotelContent): OfferParts {
  const rows = offer.activity_ids
    .map((id) => content.activities.get(id))
    .filter((row): row is ActivityRow => row !== undefined);
  return {
    breakfast: offer.breakfast_included ? (rows.find((r) => r.kind === 'breakfast') ?? null) : null,
    dinner: offer.dinners > 0 ? (rows.find((r) => r.kind === 'dinner') ?? null) : null,
    activities: rows.filter((r) => r.kind === 'activity'),
  };
}

/** People who sleep, eat and take part: babies are not counted. */
const participants = (pax: Pax) => Math.max(1, pax.adults + pax.children);

export class ContentViews {
  readonly lang: Lang;

  constructor(
    readonly content: HotelContent,
    readonly locale: ApiLocale,
  ) {
    this.lang = languageOf(locale);
  }

  room(offer: OfferRow): RoomRow {
    const room = this.content.rooms.find((r) => r.id === offer.room_id);
    if (!room) throw new Error(`Offer ${offer.id} sells unknown room ${offer.room_id}`);
    return room;
  }

  offer(offerId: number): OfferRow | undefined {
    return this.content.offers.find((o) => o.id === offerId);
  }

  /** "In the program": room, breakfasts, dinners, then activities (S-481). */
  programLines(offer: OfferRow, nights: number, pax: Pax): ProgramLine[] {
    const parts = offerParts(offer, this.content);
    const people = participants(pax);
    const lines: ProgramLine[] = [
      {
        kind: 'room',
        label: translate(this.locale, 'product.programRoom', {
          nights,
          room: this.room(offer).names[this.lang],
        }),
        activityId: null,
      },
    ];
    if (parts.breakfast) {
      lines.push({
        kind: 'breakfast',
        label: translate(this.locale, 'product.programBreakfasts', { count: nights, people }),
        activityId: parts.breakfast.id,
      });
    }
    if (parts.dinner) {
      lines.push({
        kind: 'dinner',
        label: translate(this.locale, 'product.programDinners', { count: offer.dinners, people }),
        activityId: parts.dinner.id,
      });
    }
    for (const activity of parts.activities) {
      lines.push({ kind: 'activity', label: activity.titles[this.lang], activityId: activity.id });
    }
    return lines;
  }

  /** The program without its room line, in one sentence (001 §3 shortProgramIntroWithoutRoom). */
  shortProgramIntro(offer: OfferRow, nights: number, pax: Pax): string {
    return this.programLines(offer, nights, pax)
      .filter((line) => line.kind !== 'room')
      .map((line) => line.label)
      .join(', ');
  }

  participantsLabel(row: ActivityRow, pax: Pax): string | null {
    return row.display_pax
      ? translate(this.locale, 'product.participants', { count: participants(pax) })
      : null;
  }

  /** 001 §3 Activity / dinner. */
  activity(row: ActivityRow, pax: Pax): ActivityView {
    const details = row.details[this.lang];
    const title = row.titles[this.lang];
    const group = row.tag_id === null ? undefined : this.content.tagGroups.get(row.tag_id);
    const list = images('activity', row.id, row.image_count, title);
    return {
      activityId: row.id,
      type: row.kind === 'dinner' ? 'dinner' : 'activity',
      title,
      imageUrl: list[0]?.sizes['640_360'] ?? '',
      images: list,
      icon: this.activityIcon(row),
      univers: group?.names?.[this.lang] ?? null,
      detailList: details.detailList,
      whyList: details.whyList,
      mustKnowList: details.mustKnowList,
      how: details.how,
      menu: row.kind === 'dinner' ? details.detailList : null,
      duration: row.duration_minutes,
      where: row.location,
      schedules: row.schedules,
      repeated: row.repeated,
      singleDay: row.single_day,
      displayPax: row.display_pax,
      activityParticipantsLabel: this.participantsLabel(row, pax),
    };
  }

  /**
   * The activities an offer adds to the same room's package without them (its base: the offer it
   * extends with the most activities), shown as extras.
   */
  extras(offer: OfferRow): ActivityRow[] {
    const base = this.baseOffer(offer);
    if (!base) return [];
    return offerParts(offer, this.content).activities.filter((a) => !base.activity_ids.includes(a.id));
  }

  /** The offer this one extends with the most activities (same room), if any: removing its extras leads there. */
  baseOffer(offer: OfferRow): OfferRow | undefined {
    return this.content.offers
      .filter(
        (other) => other.room_id === offer.room_id && addsActivities(other.activity_ids, offer.activity_ids),
      )
      .sort((a, b) => b.activity_ids.length - a.activity_ids.length || a.id - b.id)[0];
  }

  /** "Your stay includes" (001 §3 Package summary), titled like the program lines. */
  packageSummary(offer: OfferRow, program: ProgramLine[], pax: Pax) {
    const parts = offerParts(offer, this.content);
    const extras = new Set(this.extras(offer).map((a) => a.id));
    const title = (kind: ProgramLine['kind']) => program.find((line) => line.kind === kind)?.label ?? '';
    const item = (row: ActivityRow, itemTitle: string, icon: string) => ({
      title: itemTitle,
      imageUrl: image('activity', row.id, 0, row.titles[this.lang]).sizes['640_360'],
      icon,
      activityParticipantsLabel: this.participantsLabel(row, pax),
      duration: row.duration_minutes,
      repeated: row.repeated,
      displayPax: row.display_pax,
      how: row.details[this.lang].how || null,
      activityId: row.id,
    });
    const activity = (row: ActivityRow) => item(row, row.titles[this.lang], this.activityIcon(row));
    return {
      room: plainPackageItem(title('room'), this.stayRoom(this.room(offer)).imageUrl, 'room'),
      breakfasts: parts.breakfast ? item(parts.breakfast, title('breakfast'), 'breakfast') : null,
      dinners: parts.dinner ? item(parts.dinner, title('dinner'), 'dinner') : null,
      activities: parts.activities.filter((a) => !extras.has(a.id)).map(activity),
      extra: parts.activities.filter((a) => extras.has(a.id)).map(activity),
    };
  }

  /** An activity's icon: its group's code (wellness, sport…), else its kind. */
  private activityIcon(row: ActivityRow): string {
    return (row.tag_id === null ? undefined : this.content.tagGroups.get(row.tag_id)?.code) ?? row.kind;
  }

  /** The package's dinner, then its activities. */
  activities(offer: OfferRow, pax: Pax): ActivityView[] {
    const parts = offerParts(offer, this.content);
    return [...(parts.dinner ? [parts.dinner] : []), ...parts.activities].map((row) =>
      this.activity(row, pax),
    );
  }

  breakfast(offer: OfferRow) {
    const row = offerParts(offer, this.content).breakfast;
    if (!row) return null;
    const details = row.details[this.lang];
    return {
      type: 'buffet',
      title: row.titles[this.lang],
      detailList: details.detailList,
      mustKnowList: details.mustKnowList,
      schedules: this.content.hotel.breakfast_hours ? [this.content.hotel.breakfast_hours] : row.schedules,
    };
  }

  /** 001 §3 Room (stay page). */
  stayRoom(room: RoomRow) {
    const title = room.names[this.lang];
    const list = images('room', room.id, room.image_count, title);
    return {
      id: room.id,
      title,
      type: room.type,
      description: room.descriptions[this.lang],
      bedding: room.bedding[this.lang],
      capacity: room.capacity,
      maxCapacity: room.max_capacity,
      size: room.size_m2,
      highlightedFacilities: room.highlights[this.lang],
      images: list,
      imageUrl: list[0]?.sizes['640_360'] ?? '',
    };
  }

  /** Country → region → department → city, named in the locale. */
  breadcrumb() {
    return this.content.places.map((place) => ({
      kind: place.kind as 'country' | 'region' | 'department' | 'city',
      id: place.id,
      label: place.names[this.lang],
    }));
  }

  hotelImages() {
    const { hotel } = this.content;
    return images('hotel', hotel.id, hotel.image_count, hotel.label);
  }

  /** An offer's gallery: its activities first, then its room, then the hotel. */
  offerImages(offer: OfferRow): ApiImage[] {
    const room = this.room(offer);
    return [
      ...offerParts(offer, this.content).activities.map((a) =>
        image('activity', a.id, 0, a.titles[this.lang]),
      ),
      ...images('room', room.id, room.image_count, room.names[this.lang]),
      ...this.hotelImages(),
    ];
  }

  /** An offer's card image. */
  offerImage(offer: OfferRow): ApiImage {
    const { hotel } = this.content;
    return this.offerImages(offer)[0] ?? image('hotel', hotel.id, 0, hotel.label);
  }

  private facilityName = (code: string) => this.content.facilityNames.get(code)?.[this.lang] ?? code;

  /** The hotel's address and place, "City, Region" as its label. */
  location() {
    const { hotel, places } = this.content;
    const placeName = (kind: string) => places.find((p) => p.kind === kind)?.names[this.lang] ?? null;
    const city = placeName('city') ?? '';
    const region = placeName('region');
    return {
      address: hotel.address,
      postcode: hotel.zip_code,
      city,
      region,
      label: region ? `${city}, ${region}` : city,
      latitude: hotel.lat,
      longitude: hotel.lng,
    };
  }

  review() {
    return { score: this.content.hotel.review_score, count: this.content.hotel.review_count };
  }

  checkInOut() {
    return { checkin: this.content.hotel.checkin_from, checkout: this.content.hotel.checkout_until };
  }

  importantInfos(): string[] {
    return this.content.hotel.important_infos[this.lang] ?? [];
  }

  /** 001 §3 Hotel (detail); `offersOnSale` counts its active offers. */
  hotelDetail(offersOnSale: number): HotelDetail {
    const { hotel, localTax, infoGroups } = this.content;
    return {
      id: hotel.id,
      label: hotel.label,
      stars: hotel.stars,
      active: hotel.active,
      description: hotel.description[this.lang],
      location: this.location(),
      review: this.review(),
      highlightedFacilities: hotel.highlighted_facilities.map((code) => ({
        code,
        label: this.facilityName(code),
      })),
      facilities: hotel.facilities.map(this.facilityName),
      ecoFacilities: hotel.eco_facilities.map(this.facilityName),
      infoGeneral: hotel.info_general.map((group) => ({
        code: group.code,
        label: infoGroups.get(group.code)?.[this.lang] ?? group.code,
        facilities: group.facilities.map(this.facilityName),
      })),
      policy: {
        petsAllowed: hotel.pets_allowed,
        petsPrice: hotel.pets_price,
        petsMaxWeight: hotel.pets_max_weight,
        petsMaxNumberOfPets: hotel.pets_max_number,
      },
      checkInOut: this.checkInOut(),
      breakfastHours: hotel.breakfast_hours,
      importantInfos: this.importantInfos(),
      localTax: localTax
        ? {
            type: localTax.type,
            amount: localTax.amount,
            percentage: localTax.percentage,
            currency: 'EUR',
            toBePaidAtHotel: localTax.to_be_paid_at_hotel,
          }
        : null,
      legacyPackageCount: offersOnSale,
    };
  }
}
