import { useT } from '@escale/i18n';
import { ButtonLink } from '@escale/ui';
import { MapPinOff } from '@escale/ui/icons';
import { StatusMessage } from './StatusMessage';

export interface NotFoundProps {
  /** The market's home page, such as `/fr`. */
  homeHref: string;
}

/**
 * The 404 page's message (000 §2, S-183): "Oops!", the error text and a link home. The shop sets
 * robots noindex and reports the URL (G-50).
 */
export function NotFound({ homeHref }: NotFoundProps) {
  const t = useT();
  return (
    <StatusMessage
      icon={<MapPinOff size={32} />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<ButtonLink href={homeHref}>{t('notFound.home')}</ButtonLink>}
    />
  );
}
