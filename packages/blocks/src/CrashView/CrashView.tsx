import { useT } from '@escale/i18n';
import { ButtonLink } from '@escale/ui';
import { TreePalm } from '@escale/ui/icons';
import { StatusMessage } from '../NotFound/StatusMessage';

export interface CrashViewProps {
  /** The market's home page, such as `/fr`. */
  homeHref: string;
}

/** What the error boundary shows (002 §2 Crash page, S-192): "It seems that the page went on holidays". */
export function CrashView({ homeHref }: CrashViewProps) {
  const t = useT();
  return (
    <StatusMessage
      icon={<TreePalm size={32} />}
      title={t('crash.title')}
      action={<ButtonLink href={homeHref}>{t('crash.home')}</ButtonLink>}
    />
  );
}
