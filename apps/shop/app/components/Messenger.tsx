import type { MessengerMessage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button } from '@escale/ui';
import { lazy, Suspense, useState } from 'react';
import { apiPostJson } from '../lib/api';
import { useRootData } from '../root';
import * as styles from './Messenger.css';

/** The conversation's code loads when the visitor first opens it (S-354: loaded only on intent). */
const MessengerPanel = lazy(() =>
  import('./messengerBlock').then((module) => ({ default: module.MessengerPanel })),
);

/**
 * The messenger widget (002 §2 Header; S-354): a launcher in the corner of the page where the
 * market has an app id; the conversation goes to the messenger service (the local stand-in by
 * default) and lasts the page's visit.
 */
export default function Messenger() {
  const t = useT();
  const { locale, messengerAppId } = useRootData();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  const [conversation, setConversation] = useState<{ id: string | null; messages: MessengerMessage[] }>({
    id: null,
    messages: [],
  });
  if (!messengerAppId) return null;

  const send = async (text: string) => {
    const answer = await apiPostJson(
      '/api/messenger/messages',
      {
        appId: messengerAppId,
        locale,
        text,
        ...(conversation.id ? { conversationId: conversation.id } : {}),
      },
      'messengerConversation',
    );
    setConversation({ id: answer.conversationId, messages: answer.messages });
  };

  return (
    <>
      <div className={styles.launcher}>
        <Button
          onPress={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {t('messenger.open')}
        </Button>
      </div>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MessengerPanel
            isOpen={isOpen}
            onOpenChange={setOpen}
            messages={conversation.messages}
            onSend={send}
          />
        </Suspense>
      ) : null}
    </>
  );
}
