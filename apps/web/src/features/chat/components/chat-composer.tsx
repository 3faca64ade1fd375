import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH } from '@bet/contracts/content/chat-rules';
import type { ChatMeResponse } from '@bet/contracts/content/chat';
import { ApiError, errorCodeOf } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { useSendChat } from '../api/send-chat';

interface ChatComposerProps {
  room: string;
  /** Undefined for a visitor (or while it loads). */
  me: ChatMeResponse | undefined;
  maxLength: number | undefined;
  onLogin?: (() => void) | undefined;
  onRegister?: (() => void) | undefined;
}

/** The sentence for a refused post: the wait of a rate limit, the end of a mute, else the code's. */
function useRefusal() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    const code = errorCodeOf(error);
    const value = (error instanceof ApiError ? error.value : undefined) as
      { retryAfterMs?: number; mutedUntil?: number } | undefined;
    if (code === 'chat.rate.limited' && value?.retryAfterMs)
      return t('chat.waitSeconds', { count: Math.ceil(value.retryAfterMs / 1000) });
    if (code === 'chat.muted' && value?.mutedUntil)
      return t('chat.mutedUntil', { time: new Date(value.mutedUntil).toLocaleString(i18n.language) });
    return t(`error.${code}`, { defaultValue: t('error.system.error') });
  };
}

/** Writing a message, or why the player cannot (visitor, trial account, muted, banned). */
export function ChatComposer({
  room,
  me,
  maxLength = CHAT_MAX_LENGTH,
  onLogin,
  onRegister,
}: ChatComposerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendChat(room);
  const refusal = useRefusal();

  if (!me || me.blocked) {
    const note = !me
      ? t('chat.loginToChat')
      : me.blocked === 'TRIAL'
        ? t('chat.trialReadOnly')
        : me.blocked === 'BANNED'
          ? t('error.chat.banned')
          : t('chat.mutedUntil', { time: new Date(me.mutedUntil ?? 0).toLocaleString(i18n.language) });
    return (
      <div className="chat-composer chat-note" data-testid="chat-note">
        <p>{note}</p>
        {!me || me.blocked === 'TRIAL' ? (
          <div className="chat-note-actions">
            {onLogin && !me ? (
              <Button size="sm" variant="secondary" onClick={onLogin}>
                {t('chat.logIn')}
              </Button>
            ) : null}
            {onRegister ? (
              <Button size="sm" onClick={onRegister}>
                {t('chat.register')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }

  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      <div className="chat-input-row">
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('chat.message')}
        </label>
        <input
          id={`${id}-text`}
          className="chat-input"
          value={text}
          maxLength={maxLength}
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
        />
        <Button type="submit" disabled={!trimmed || send.isPending} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
      <div className="chat-composer-status">
        <p id={`${id}-error`} className="chat-error" role="alert">
          {send.isError ? refusal(send.error) : ''}
        </p>
        <span
          id={`${id}-count`}
          className="chat-count"
          aria-label={t('chat.count', { count: text.length, max: maxLength })}
        >
          {text.length}/{maxLength}
        </span>
      </div>
    </form>
  );
}
