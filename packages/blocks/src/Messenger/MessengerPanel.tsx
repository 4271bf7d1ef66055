import { MESSENGER_MESSAGE_MAX, type MessengerMessage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Drawer, DrawerContent, TextField } from '@escale/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as styles from './Messenger.css';

export interface MessengerPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The conversation, oldest first. */
  messages: readonly MessengerMessage[];
  /** Sends a message; resolves once the conversation has it, rejects when it could not be sent. */
  onSend: (text: string) => Promise<void>;
}

/**
 * The messenger's conversation (002 §2 Header; S-354, G-26): the chat hours, the messages as a log
 * that screen readers announce, and a message to send. A message that could not be sent stays in
 * the field with the error.
 */
export function MessengerPanel({ isOpen, onOpenChange, messages, onSend }: MessengerPanelProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const endRef = useRef<HTMLLIElement>(null);

  // The newest message in view.
  useEffect(() => {
    if (messages.length > 0) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || isSending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(message);
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('messenger.title')}
        description={t('messenger.intro')}
        footer={
          <form className={styles.form} onSubmit={send} aria-label={t('messenger.title')}>
            {failed ? <Alert tone="critical">{t('messenger.error')}</Alert> : null}
            <TextField
              label={t('messenger.label')}
              name="message"
              multiline
              rows={2}
              maxLength={MESSENGER_MESSAGE_MAX}
              value={text}
              onChange={setText}
            />
            <Button type="submit" isPending={isSending} isFullWidth>
              {t('messenger.send')}
            </Button>
          </form>
        }
      >
        <div className={styles.body}>
          <div role="log" aria-live="polite" aria-label={t('messenger.conversation')}>
            <ol className={styles.log}>
              {messages.map((message, index) => (
                <li
                  // Messages are only ever added at the end.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the conversation's order is its own.
                  key={index}
                  ref={index === messages.length - 1 ? endRef : undefined}
                  className={styles.message}
                  data-author={message.author}
                >
                  <span className={styles.author}>
                    {message.author === 'visitor' ? t('messenger.you') : 'Escale'}
                  </span>
                  <p className={styles.text}>{message.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
