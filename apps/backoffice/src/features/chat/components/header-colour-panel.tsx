import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerTextColour } from '@bet/contracts/content/chat-rules';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useChatSettings } from '../api/chat-settings';
import { useSetChatColour } from '../api/set-chat-colour';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The chat window's header colour, with a preview in the text colour the site will pick for it. */
export function HeaderColourPanel() {
  const { t } = useTranslation('chat');
  const settings = useChatSettings();
  const save = useSetChatColour();
  const [draft, setDraft] = useState<string | null>(null);
  const saved = settings.data?.headerColour ?? '#000000';
  const colour = draft ?? saved;
  const valid = HEX.test(colour);
  return (
    <Panel title={t('colour.title')}>
      {save.error && <Notice tone="error">{errorText(t, save.error)}</Notice>}
      {save.isSuccess && draft === null && <Notice tone="success">{t('colour.saved')}</Notice>}
      <div className="chat-colour-row">
        <FormField label={t('colour.picker')}>
          {(ids) => (
            <input
              {...ids}
              type="color"
              value={valid ? colour.toLowerCase() : saved}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('colour.hex')} error={valid ? undefined : t('colour.invalid')}>
          {(ids) => (
            <input {...ids} value={colour} maxLength={7} onChange={(e) => setDraft(e.target.value.trim())} />
          )}
        </FormField>
      </div>
      {valid && (
        <div
          className="chat-colour-preview"
          style={{ background: colour, color: headerTextColour(colour) }}
          data-testid="chat-colour-preview"
        >
          {t('colour.preview')}
        </div>
      )}
      <Button
        variant="primary"
        disabled={!valid || colour.toLowerCase() === saved}
        busy={save.isPending}
        onClick={() => save.mutate(colour, { onSuccess: () => setDraft(null) })}
      >
        {t('colour.save')}
      </Button>
    </Panel>
  );
}
