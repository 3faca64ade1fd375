import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { chatWordRequest } from '@bet/contracts/operator/operator-chat';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useAddChatWord } from '../api/add-chat-word';
import { useChatSettings } from '../api/chat-settings';
import { useRemoveChatWord } from '../api/remove-chat-word';

/** The words masked as *** in new messages (whole words, any case). */
export function WordFilterPanel() {
  const { t } = useTranslation('chat');
  const settings = useChatSettings();
  const add = useAddChatWord();
  const remove = useRemoveChatWord();
  const form = useForm({ resolver: zodResolver(chatWordRequest), defaultValues: { word: '' } });
  const submit = form.handleSubmit(async ({ word }) => {
    await add.mutateAsync(word).then(
      () => form.reset({ word: '' }),
      () => undefined,
    );
  });
  const words = settings.data?.words ?? [];
  const failure = add.error ?? remove.error;
  return (
    <Panel title={t('words.title')}>
      <p className="chat-hint">{t('words.explain')}</p>
      {failure && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <form className="chat-word-form" onSubmit={submit} noValidate>
        <FormField label={t('words.word')} error={fieldErrorText(t, form.formState.errors.word)}>
          {(ids) => <input {...ids} maxLength={40} autoComplete="off" {...form.register('word')} />}
        </FormField>
        <Button type="submit" variant="primary" busy={add.isPending}>
          {t('words.add')}
        </Button>
      </form>
      {words.length === 0 ? (
        <p className="table-empty">{t('words.empty')}</p>
      ) : (
        <ul className="chat-words" aria-label={t('words.title')}>
          {words.map((word) => (
            <li key={word}>
              <span>{word}</span>
              <button
                type="button"
                className="chat-word-remove"
                aria-label={t('words.remove', { word })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(word)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
