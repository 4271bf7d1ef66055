import { useT } from '@escale/i18n';
import { ButtonLink } from '@escale/ui';
import { TreePalm } from '@escale/ui/icons';
import { StatusMessage } from '../NotFound/StatusMessage';
import * as styles from './CrashView.css';

export interface CrashViewProps {
  /** The market's home page, such as `/fr`. */
  homeHref: string;
  /**
   * The page itself, to load again: offered when what failed may answer a moment later (the API
   * down or too slow), beside the home link.
   */
  retryHref?: string;
}

/**
 * What the error boundary shows (002 §2 Crash page, S-192): "It seems that the page went on
 * holidays", with a home link and, when given, one that loads the page again.
 */
export function CrashView({ homeHref, retryHref }: CrashViewProps) {
  const t = useT();
  const home = (
    <ButtonLink href={homeHref} variant={retryHref ? 'outline' : 'solid'}>
      {t('crash.home')}
    </ButtonLink>
  );
  return (
    <StatusMessage
      icon={<TreePalm size={32} />}
      title={t('crash.title')}
      action={
        retryHref ? (
          <div className={styles.actions}>
            <ButtonLink href={retryHref}>{t('crash.retry')}</ButtonLink>
            {home}
          </div>
        ) : (
          home
        )
      }
    />
  );
}
