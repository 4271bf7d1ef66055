import type { Article } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import { useId } from 'react';
import { CoverLink } from '../CoverLink';
import { coverRow, coverRowItem, coverRowSection } from '../styles/coverRow.css';

export interface ArticleListProps {
  /** The marketing articles, four on the 404 page (G-14); none renders nothing. */
  articles: Article[];
}

/**
 * "Our selection of the moment" (000 §2 404 page, S-188): each article is a link with its cover
 * and title, in four columns on desktop and swiped sideways on smaller screens.
 */
export function ArticleList({ articles }: ArticleListProps) {
  const t = useT();
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section className={coverRowSection} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('articles.title')}
      </Heading>
      <ul className={coverRow}>
        {articles.map((article) => (
          <li key={article.link} className={coverRowItem}>
            <CoverLink
              href={article.link}
              cover={article.cover}
              title={article.title}
              sizes="(min-width: 1024px) 25vw, 80vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
