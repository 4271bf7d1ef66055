import {
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
  type GiftCardAmountProblem,
  type GiftFormat,
  type GiftMessage,
  giftCardAmountProblem,
  giftSetupTotal,
  parseGiftCardAmount,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, Heading, RadioGroup, TextField } from '@escale/ui';
import { useId, useRef, useState } from 'react';
import { GiftFormatChoice, type GiftShipping } from '../GiftFormatChoice';
import { GiftMessageForm } from '../GiftMessageForm';
import * as styles from './GiftCardCustomization.css';

/** The amount chosen: a preset, or the free amount as typed. */
export type GiftCardAmountChoice = { kind: 'preset'; euros: number } | { kind: 'free'; typed: string };

export interface GiftCardCustomizationProps {
  amount: GiftCardAmountChoice;
  onAmountChange: (amount: GiftCardAmountChoice) => void;
  format: GiftFormat;
  onFormatChange: (format: GiftFormat) => void;
  shipping: GiftShipping;
  message: GiftMessage;
  onMessageChange: (message: GiftMessage) => void;
  /** Called with a valid amount in whole euros once the form passes its checks. */
  onSubmit: (euros: number) => void;
}

const FREE = 'free';

/** The amount in euros of a choice, or why it cannot be sold. */
function amountOf(choice: GiftCardAmountChoice): { euros: number; problem: GiftCardAmountProblem | null } {
  const euros = choice.kind === 'preset' ? choice.euros : parseGiftCardAmount(choice.typed);
  return { euros, problem: giftCardAmountProblem(euros) };
}

/**
 * The gift card customisation (001 §2.10; G-63, S-282): a preset amount or a free one within the
 * bounds, the gift message (S-273…S-277), digital or physical (S-261, S-262), the total and the way
 * to the checkout. A free amount out of bounds says so under its field and keeps the buyer here.
 */
export function GiftCardCustomization({
  amount,
  onAmountChange,
  format,
  onFormatChange,
  shipping,
  message,
  onMessageChange,
  onSubmit,
}: GiftCardCustomizationProps) {
  const t = useT();
  const formatter = useFormat();
  const formId = useId();
  const freeRef = useRef<HTMLDivElement>(null);
  const [showProblem, setShowProblem] = useState(false);
  const { euros, problem } = amountOf(amount);
  const total =
    problem === null
      ? giftSetupTotal({
          giftPrice: euros * 100,
          giftFormat: format,
          shippingCost: shipping.status === 'ready' ? shipping.cost.amount : 0,
          subElementsPrice: 0,
        })
      : null;
  const amountError =
    showProblem && problem && amount.kind === 'free'
      ? t('giftCardPage.amountProblem', { min: GIFT_CARD_MIN, max: GIFT_CARD_MAX })
      : undefined;
  const submit = () => {
    if (problem) {
      setShowProblem(true);
      freeRef.current?.querySelector('input')?.focus();
      return;
    }
    onSubmit(euros);
  };
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('giftCardPage.title')}</Heading>
      <p className={styles.intro}>{t('giftCardPage.intro')}</p>
      <section className={styles.card} aria-labelledby={`${formId}-amount`}>
        <Heading level={2} id={`${formId}-amount`}>
          {t('giftCardPage.amountTitle')}
        </Heading>
        <RadioGroup
          label={t('giftCardPage.amount')}
          name="giftCardAmount"
          orientation="horizontal"
          value={amount.kind === 'preset' ? String(amount.euros) : FREE}
          onChange={(value) => {
            setShowProblem(false);
            onAmountChange(
              value === FREE ? { kind: 'free', typed: '' } : { kind: 'preset', euros: Number(value) },
            );
          }}
          options={[
            ...GIFT_CARD_PRESETS.map((preset) => ({
              value: String(preset),
              label: formatter.price(preset * 100),
            })),
            { value: FREE, label: t('giftCardPage.otherAmount') },
          ]}
        />
        {amount.kind === 'free' ? (
          <div ref={freeRef}>
            <TextField
              label={t('giftCardPage.freeAmount')}
              description={t('giftCardPage.freeAmountHint', { min: GIFT_CARD_MIN, max: GIFT_CARD_MAX })}
              name="giftCardFreeAmount"
              inputMode="numeric"
              value={amount.typed}
              onChange={(typed) => {
                setShowProblem(false);
                onAmountChange({ kind: 'free', typed });
              }}
              onBlur={() => setShowProblem(amount.typed !== '')}
              errorMessage={amountError}
            />
          </div>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby={`${formId}-format`}>
        <Heading level={2} id={`${formId}-format`}>
          {t('giftCardPage.formatTitle')}
        </Heading>
        <GiftFormatChoice
          product="giftCard"
          format={format}
          onFormatChange={onFormatChange}
          shipping={shipping}
        />
      </section>
      <section className={styles.card} aria-labelledby={`${formId}-message`}>
        <Heading level={2} id={`${formId}-message`}>
          {t('giftCardPage.messageTitle')}
        </Heading>
        <GiftMessageForm id={formId} value={message} onChange={onMessageChange} onSubmit={submit} />
      </section>
      <div className={styles.summary}>
        <p className={styles.total} data-testid="giftcard-total" data-total={total ?? undefined}>
          <span>{t('giftCardPage.total')}</span>{' '}
          <strong>{total === null ? '—' : formatter.price(total)}</strong>
        </p>
        <Button type="submit" form={formId} size="large">
          {t('giftCardPage.submit')}
        </Button>
      </div>
    </div>
  );
}
