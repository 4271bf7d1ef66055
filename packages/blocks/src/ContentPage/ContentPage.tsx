import type { ContentPage as ContentPageData } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import { Breadcrumb } from '../Breadcrumb';
import * as styles from './ContentPage.css';

export interface ContentPageProps {
  page: Pick<ContentPageData, 'title' | 'updatedOn' | 'sections'>;
  /** The market's home, the breadcrumb's first step. */
  homeHref: string;
}

/**
 * One of Escale's own pages (terms, privacy, cookies, partner signup, press room): its title, when
 * it last changed, and its sections, each a heading and paragraphs of plain text, at a reading
 * measure.
 */
export function ContentPage({ page, homeHref }: ContentPageProps) {
  const t = useT();
  const format = useFormat();
  return (
    <article className={styles.page} aria-labelledby="content-page-title">
      <Breadcrumb items={[{ label: t('breadcrumb.home'), href: homeHref }, { label: page.title }]} />
      <header className={styles.header}>
        <Heading level={1} id="content-page-title">
          {page.title}
        </Heading>
        <p className={styles.updated}>
          {t('contentPage.updatedOn', { date: format.date(page.updatedOn, 'long') })}
        </p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Heading level={2}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
