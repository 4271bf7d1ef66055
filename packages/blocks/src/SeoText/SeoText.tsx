import { seoTextPreview } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading, Link, Text } from '@escale/ui';
import { ChevronDown, ChevronUp } from '@escale/ui/icons';
import { useId, useState } from 'react';
import * as styles from './SeoText.css';

export interface SeoTextLink {
  label: string;
  /** A suggestion link's `uri` under the market root, such as `/fr/city/annecy`. */
  href: string;
}

export interface SeoTextProps {
  /** The search page's `seoText` paragraphs, plain text. */
  paragraphs: readonly string[];
  /** The search page's suggestion links. */
  links: readonly SeoTextLink[];
  /** A heading above the paragraphs; none by default. */
  title?: string;
  /** The heading of the links. Defaults to "Other destinations for your weekend". */
  linksTitle?: string;
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are never reordered, and may repeat
    <Text key={index} tone="muted">
      {paragraph}
    </Text>
  ));
}

/**
 * The SEO text and suggestion links under a search page's results (000 §2 Search page, S-054).
 * Every paragraph is in the server's HTML; those past the preview (`seoTextPreview`) stay hidden
 * until "See more". The suggestions are a list of links shown as chips. Nothing renders without
 * text or links.
 */
export function SeoText({ paragraphs, links, title, linksTitle }: SeoTextProps) {
  const t = useT();
  const moreId = useId();
  const titleId = useId();
  const linksTitleId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const { shown, more } = seoTextPreview(paragraphs);
  if (shown.length === 0 && links.length === 0) return null;
  return (
    <div className={styles.root}>
      {shown.length > 0 ? (
        <section className={styles.text} aria-labelledby={title ? titleId : undefined}>
          {title ? (
            <Heading level={2} size={3} id={titleId}>
              {title}
            </Heading>
          ) : null}
          <Paragraphs paragraphs={shown} />
          {more.length > 0 ? (
            <>
              <div id={moreId} className={styles.text} hidden={!isExpanded}>
                <Paragraphs paragraphs={more} />
              </div>
              <span className={styles.toggle}>
                <Button
                  variant="ghost"
                  aria-expanded={isExpanded}
                  aria-controls={moreId}
                  iconEnd={isExpanded ? <ChevronUp size={16} /> : <ChevronDown size={16} />}
                  onPress={() => setIsExpanded((expanded) => !expanded)}
                >
                  {isExpanded ? t('text.seeLess') : t('text.seeMore')}
                </Button>
              </span>
            </>
          ) : null}
        </section>
      ) : null}
      {links.length > 0 ? (
        <nav className={styles.links} aria-labelledby={linksTitleId}>
          <Heading level={2} size={3} id={linksTitleId}>
            {linksTitle ?? t('seoText.linksTitle')}
          </Heading>
          <ul className={styles.chips}>
            {links.map((link) => (
              <li key={link.href}>
                <Link variant="plain" href={link.href} className={styles.chip}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
