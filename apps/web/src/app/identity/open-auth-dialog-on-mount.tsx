import { useEffect } from 'react';
import { getAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { getSession } from '@/shared/session/session-store';

/** `/register` and `/register.html` show the home page with the register modal open (spec §2). */
export function OpenRegisterOnMount() {
  useEffect(() => {
    if (!getSession().token) getAuthDialogs().openRegister();
  }, []);
  return null;
}
