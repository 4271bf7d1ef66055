import { resultNotice } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Modal, ModalClose, ModalContent, Text } from '@escale/ui';

export interface ResultNoticeProps {
  /** Exact results over every page; `null` while loading. */
  exactCount: number | null;
  /** Offers over every fallback block; `null` while loading. */
  fallbackCount: number | null;
  /** The search failed (S-056). */
  hasError?: boolean;
  /** Clears every filter; the no-results message shows "Remove all filters" with it (S-167). */
  onRemoveAllFilters?: () => void;
  /**
   * Reloads the page. With it a failed search also opens a modal, and closing that modal in any
   * way reloads (S-057, G-32): for errors that leave the page stale.
   */
  onReload?: () => void;
}

/**
 * The message above the results, as `resultNotice` decides (000 §4 "Fallback ladder", §8; G-23):
 * nothing while loading (S-170) or when exact results stand alone; the no-results message with
 * "Remove all filters" (S-167); the suggested-results notice when only fallback results exist
 * (S-168); the mixed notice with both (S-169); "Oops, something went wrong" after a failed
 * search (S-056), optionally with its reloading modal (S-057).
 */
export function ResultNotice({
  exactCount,
  fallbackCount,
  hasError = false,
  onRemoveAllFilters,
  onReload,
}: ResultNoticeProps) {
  const t = useT();
  const kind = resultNotice({ exactCount, fallbackCount, hasError });
  if (kind === null) return null;
  if (kind === 'error') {
    return (
      <>
        <Alert tone="critical">{t('results.error')}</Alert>
        {onReload ? (
          <Modal defaultOpen onOpenChange={(isOpen) => isOpen || onReload()}>
            <ModalContent
              title={t('results.error')}
              size="small"
              footer={
                <ModalClose>
                  <Button>{t('results.reload')}</Button>
                </ModalClose>
              }
            >
              <Text>{t('results.reloadText')}</Text>
            </ModalContent>
          </Modal>
        ) : null}
      </>
    );
  }
  if (kind === 'noResults') {
    return (
      <Alert
        tone="info"
        action={
          onRemoveAllFilters ? (
            <div>
              <Button variant="outline" onPress={onRemoveAllFilters}>
                {t('results.removeAllFilters')}
              </Button>
            </div>
          ) : undefined
        }
      >
        {t('results.noResults')}
      </Alert>
    );
  }
  return <Alert tone="info">{t(kind === 'fallbackOnly' ? 'results.fallbackOnly' : 'results.mixed')}</Alert>;
}
