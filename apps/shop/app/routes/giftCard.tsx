import type { GiftCardAmountChoice } from '@escale/blocks';
import {
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
  type GiftFormat,
  giftCardCheckoutRoute,
  giftCardRoute,
  marketHref,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { deferred } from '@escale/ui';
import { useState } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useNavigate } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { headMeta } from '../lib/seo';
import { useGiftShipping } from '../lib/useGiftExtras';
import { useGiftMessage } from '../lib/useGiftMessage';
import { useRootData } from '../root';

// The gift card customisation (001 §2.10, 002 §2; G-63, S-282): /giftcard/customization in the six
// markets. The amount, the format and the message, then the checkout with `giftCard` and `giftFormat`.

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  return data(
    {
      locale,
      origin,
      title: translate(locale, 'giftCardPage.metaTitle'),
      description: translate(locale, 'giftCardPage.metaDescription', {
        min: GIFT_CARD_MIN,
        max: GIFT_CARD_MAX,
      }),
    },
    { headers: cacheHeaders('content') },
  );
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = headMeta(() => ({
  path: giftCardRoute(),
}));

export const ErrorBoundary = RouteErrorBoundary;

/** The form's code is not in the page's first load: the server renders it, the browser wakes it. */
const GiftCardCustomization = deferred(() =>
  import('../components/giftCardBlock').then((module) => module.GiftCardCustomization),
);

/** The second preset is chosen first: the amount most gift cards are bought for. */
const DEFAULT_AMOUNT: GiftCardAmountChoice = { kind: 'preset', euros: GIFT_CARD_PRESETS[1] };

export default function GiftCardPage() {
  const { locale, marketPath } = useRootData();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<GiftCardAmountChoice>(DEFAULT_AMOUNT);
  const [format, setFormat] = useState<GiftFormat>('digital');
  const [message, setMessage] = useGiftMessage();
  const shipping = useGiftShipping(locale, true);
  return (
    <SiteLayout flow="gifting">
      <div className={layout.content}>
        <GiftCardCustomization
          amount={amount}
          onAmountChange={setAmount}
          format={format}
          onFormatChange={setFormat}
          shipping={shipping}
          message={message}
          onMessageChange={setMessage}
          onSubmit={(euros) => navigate(marketHref(marketPath ?? '', giftCardCheckoutRoute(euros, format)))}
        />
      </div>
    </SiteLayout>
  );
}
