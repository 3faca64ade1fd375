import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { getCurrentLanguage } from '@/shared/i18n/current-language';

/** `POST /wps/member/language`: the language the player chose, recorded on the server. */
export const recordLanguage = (language: Language) => apiCall(routes.language, { body: { language } });

export const useRecordLanguageMutation = () => useMutation({ mutationFn: recordLanguage });

/** While logged in, every language switch is also recorded on the server (spec §4). */
export function useRecordLanguageChanges() {
  const { i18n } = useTranslation();
  const { mutate } = useRecordLanguageMutation();
  useEffect(() => {
    const onChanged = () => mutate(getCurrentLanguage());
    i18n.on('languageChanged', onChanged);
    return () => i18n.off('languageChanged', onChanged);
  }, [i18n, mutate]);
}
