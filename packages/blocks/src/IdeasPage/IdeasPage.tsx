import { IDEAS_PAGE_SIZE, type Ideas } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Heading, Link, Text } from '@escale/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { CoverLink } from '../CoverLink';
import { cardGrid } from '../styles/cardGrid.css';
import * as styles from './IdeasPage.css';

export interface IdeasPageProps {
  /** The page's content; null when it could not be loaded: "Oops, something went wrong" (S-391). */
  ideas: Ideas | null;
  /** An idea's or a region's link in this market. */
  hrefOf: (url: string) => string;
}

/**
 * The weekend ideas page (001 §2.9, S-390): the title and intro, sections of idea cards showing
 * 6 at first with "See more" adding 6 (G-13), and the regions as links.
 */
export function IdeasPage({ ideas, hrefOf }: IdeasPageProps) {
  const t = useT();
  if (!ideas) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{t('ideas.title')}</Heading>
        <Alert tone="critical">{t('box.error')}</Alert>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{ideas.title}</Heading>
        <Text tone="muted">{ideas.intro}</Text>
      </header>
      {ideas.sections.map((section) => (
        <IdeaSection key={section.title} section={section} hrefOf={hrefOf} />
      ))}
      {ideas.regions.length > 0 ? (
        <section className={styles.section} aria-labelledby="ideas-regions">
          <Heading level={2} id="ideas-regions">
            {t('ideas.regions')}
          </Heading>
          <ul className={styles.regions}>
            {ideas.regions.map((region) => (
              <li key={region.url}>
                <Link variant="standalone" href={hrefOf(region.url)}>
                  {region.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function IdeaSection({
  section,
  hrefOf,
}: {
  section: Ideas['sections'][number];
  hrefOf: IdeasPageProps['hrefOf'];
}) {
  const t = useT();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(IDEAS_PAGE_SIZE);
  // After "See more", the focus goes to the first idea it added.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusFrom === null) return;
    list.current?.querySelectorAll('a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={2} id={headingId}>
          {section.title}
        </Heading>
        <Text tone="muted">{section.intro}</Text>
      </div>
      <ul ref={list} className={cardGrid}>
        {section.ideas.slice(0, shown).map((idea) => (
          <li key={idea.url}>
            <CoverLink
              href={hrefOf(idea.url)}
              cover={idea.cover}
              title={idea.label}
              sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
      {shown < section.ideas.length ? (
        <div className={styles.more}>
          <Button
            variant="outline"
            onPress={() => {
              setFocusFrom(shown);
              setShown(shown + IDEAS_PAGE_SIZE);
            }}
          >
            {t('ideas.seeMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
