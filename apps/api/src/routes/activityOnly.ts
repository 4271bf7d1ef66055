import {
  activityImagesSchema,
  activityOnlyDetailSchema,
  activityOnlyQuerySchema,
  activityRoute,
  displayedPromo,
  hotelRoute,
  moneySaved,
  numericIdSchema,
  promoPercent,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { loadHotelContent } from '../content/hotels';
import { languageOf } from '../content/locale';
import { images, imagesBySize } from '../content/media';
import { findActivity, findVoucher } from '../content/vouchers';
import { notFound } from '../http/errors';
import { pageModel } from '../product/pageModel';
import { ContentViews } from '../product/views';

const idParams = z.object({ id: numericIdSchema });

export const registerActivityOnly: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/activity-only/weekend/:id{[0-9]+}/detail.json',
      operationId: 'activityOnlyDetail',
      summary:
        'An activity-only voucher (S-482, G-53): activity, activity centre, prices per pax count (promo from 5 %), breadcrumb and page model; unpublished vouchers answer published: false',
      tag: 'activity',
      params: idParams,
      query: activityOnlyQuerySchema,
      response: activityOnlyDetailSchema,
      errors: [404],
      cacheControl: 'public, max-age=300',
    },
    async ({ params, query }) => {
      const voucher = await findVoucher(deps.db, params.id);
      const content = voucher ? await loadHotelContent(deps.db, voucher.hotel_id) : undefined;
      const activity = voucher ? content?.activities.get(voucher.activity_id) : undefined;
      if (!voucher || !content || !activity) throw notFound('Activity');
      const views = new ContentViews(content, query.locale);
      const { hotel } = content;
      const location = views.location();
      const view = views.activity(activity, { adults: 1, children: 0, babies: 0 });
      const label = voucher.labels[views.lang];
      const list = images('voucher', voucher.id, voucher.image_count, label);
      const uri = activityRoute(voucher.id);
      return {
        id: voucher.id,
        uri,
        published: voucher.published,
        label,
        description: voucher.descriptions[views.lang],
        images: list,
        imagesBySize: imagesBySize(list),
        activities: [
          {
            activityId: view.activityId,
            title: view.title,
            detailList: view.detailList,
            whyList: view.whyList,
            how: view.how,
            duration: view.duration,
            schedules: view.schedules,
            activityCenter: {
              id: hotel.id,
              label: hotel.label,
              location: location.label,
              uri: hotelRoute(hotel.id),
              star: hotel.stars,
              main: true,
            },
          },
        ],
        mainActivityCenter: {
          id: hotel.id,
          label: hotel.label,
          stars: hotel.stars,
          location: {
            label: location.label,
            address: location.address,
            latitude: location.latitude,
            longitude: location.longitude,
          },
        },
        schedules: view.schedules,
        importantInformation: view.mustKnowList,
        prices: [...voucher.prices]
          .sort((a, b) => a.adults - b.adults)
          .map((price) => ({
            paxComposition: { adults: price.adults },
            sellPrice: price.sellPrice,
            barPrice: price.barPrice,
            promoPercentageRounded: displayedPromo(
              promoPercent(price.sellPrice, price.barPrice),
              'activityOnly',
            ),
            moneySaved: moneySaved(price.sellPrice, price.barPrice),
          })),
        breadCrumb: views.breadcrumb(),
        pageModel: pageModel(query.locale, uri, label, voucher.published),
      };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/activities/:id{[0-9]+}/images.json',
      operationId: 'activityImages',
      summary: "An activity's images at the spec's sizes (S-483)",
      tag: 'activity',
      params: idParams,
      query: activityOnlyQuerySchema,
      response: activityImagesSchema,
      errors: [404],
      cacheControl: 'public, max-age=3600',
    },
    async ({ params, query }) => {
      const activity = await findActivity(deps.db, params.id);
      if (!activity) throw notFound('Activity');
      const title = activity.titles[languageOf(query.locale)];
      return { id: activity.id, images: images('activity', activity.id, activity.image_count, title) };
    },
  );
};
