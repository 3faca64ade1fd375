import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorResponsibleGamingRoutes as routes,
  type RgSaveHelpLinksRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall } from '@/shared/api/ops-call';
import { rgHelpLinksKey, type RgHelpLinks } from './rg-help-links';

/** Replaces the whole list of help organisations (`configure`); answers the list as saved. */
export const saveRgHelpLinks = (body: RgSaveHelpLinksRequest) => opsCall(routes.rgSaveHelpLinks, { body });

/** Saves the list; the server's answer becomes the cached list (nothing is read again). */
export const useRgSaveHelpLinks = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRgHelpLinks,
    onSuccess: (answer: RgHelpLinks) => client.setQueryData(rgHelpLinksKey, answer),
  });
};
