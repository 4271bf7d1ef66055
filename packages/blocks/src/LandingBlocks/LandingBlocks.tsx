import type { Cta, LandingBlock } from '@escale/domain';
import { ButtonLink, VisuallyHidden } from '@escale/ui';
import { CalendarCheck, Gift, type IconComponent, Sparkles, UserRound } from '@escale/ui/icons';
import { useId } from 'react';
import * as styles from './LandingBlocks.css';
import { paletteStyle } from './palette';

type BlockOf<T extends LandingBlock['type']> = Extract<LandingBlock, { type: T }>;

/** Where a content link leads: the page resolves a market root path (`/search`) to its market's. */
export type HrefOf = (url: string) => string;

const uspIcons: Record<string, IconComponent> = { calendar: CalendarCheck, gift: Gift, support: UserRound };

function CtaLink({
  cta,
  hrefOf,
  variant = 'solid',
}: {
  cta: Cta;
  hrefOf: HrefOf;
  variant?: 'solid' | 'outline';
}) {
  return (
    <ButtonLink href={hrefOf(cta.url)} isNewTab={cta.newTab} variant={variant}>
      {cta.label}
    </ButtonLink>
  );
}

/** A landing's top bar (001 §2.2): one line in its colours and its link. */
export function LandingTopBar({ block, hrefOf }: { block: BlockOf<'topBar'>; hrefOf: HrefOf }) {
  return (
    <aside className={styles.topBar} style={paletteStyle(block.colorPalette)} aria-label={block.text}>
      <span>{block.text}</span>
      {block.cta ? (
        <a
          className={styles.topBarLink}
          href={hrefOf(block.cta.url)}
          target={block.cta.newTab ? '_blank' : undefined}
          rel={block.cta.newTab ? 'noopener noreferrer' : undefined}
        >
          {block.cta.label}
        </a>
      ) : null}
    </aside>
  );
}

/**
 * A landing's jumbotron promo (001 §2.2, S-388, S-389): its picture, title, subtitle, call to action
 * and up to 5 cards, in its colours; the picture beside the words from 600 px.
 */
export function JumbotronPromo({ block, hrefOf }: { block: BlockOf<'jumbotronPromo'>; hrefOf: HrefOf }) {
  return (
    <section className={styles.jumbotron} style={paletteStyle(block.colorPalette)} aria-label={block.title}>
      <img
        className={styles.jumbotronImage}
        src={block.image.sizes['960_540']}
        srcSet={`${block.image.sizes['640_360']} 640w, ${block.image.sizes['960_540']} 960w`}
        sizes="(min-width: 600px) 50vw, 100vw"
        width={960}
        height={540}
        alt=""
        fetchPriority="high"
      />
      <div className={styles.jumbotronText}>
        <h1 className={styles.title}>{block.title}</h1>
        <p className={styles.text}>{block.subtitle}</p>
        {block.cards.length > 0 ? (
          <ul className={styles.jumbotronCards}>
            {block.cards.map((card) => (
              <li key={card.title} className={styles.jumbotronCard}>
                <strong>{card.title}</strong>
                <p className={styles.text}>{card.text}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <CtaLink cta={block.cta} hrefOf={hrefOf} />
        </div>
      </div>
    </section>
  );
}

/** The main USP list: each promise with its icon, in the block's colours. */
export function UspList({ block }: { block: BlockOf<'uspList'> }) {
  const titleId = useId();
  return (
    <section
      className={`${styles.panel} ${styles.section}`}
      style={paletteStyle(block.colorPalette)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.heading}>
        {block.title}
      </h2>
      <ul className={styles.usps}>
        {block.items.map((item) => {
          const Icon = uspIcons[item.icon] ?? Sparkles;
          return (
            <li key={item.title} className={styles.usp}>
              <Icon size={24} aria-hidden="true" className={styles.uspIcon} />
              <span>
                <strong>{item.title}</strong>
                <p className={styles.text}>{item.text}</p>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Marketing promo cards, 4 a row on a desktop (S-389), each with its picture and link. */
export function PromoCards({ block, hrefOf }: { block: BlockOf<'promoCards'>; hrefOf: HrefOf }) {
  const titleId = useId();
  return (
    <section className={styles.section} style={paletteStyle(block.colorPalette)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {block.title}
      </h2>
      {block.subtitle ? <p className={styles.text}>{block.subtitle}</p> : null}
      <ul className={styles.promoCards}>
        {block.cards.map((card) => (
          <li key={card.title} className={styles.promoCard}>
            <img
              className={styles.promoImage}
              src={card.image.sizes['640_360']}
              width={640}
              height={360}
              alt=""
              loading="lazy"
            />
            <div className={styles.promoBody}>
              <strong>{card.title}</strong>
              <div>
                <ButtonLink
                  href={hrefOf(card.cta.url)}
                  isNewTab={card.cta.newTab}
                  variant="outline"
                  size="small"
                >
                  {card.cta.label}
                  <VisuallyHidden elementType="span">: {card.title}</VisuallyHidden>
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
