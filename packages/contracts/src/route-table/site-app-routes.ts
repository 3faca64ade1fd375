import type * as siteApp from '../content/site-app.js';
import { r, chosen, type Out } from './route-def.js';

/** The join-us page (issue 14 item 7). The web manifest and its icons are plain files, not API calls. */
export const siteAppRoutes = {
  joinPage: r<{ response: Out<typeof siteApp.joinPageResponse> }>(
    'GET',
    '/wps/site/join',
    'COMM3',
    14,
    chosen,
  ),
} as const;
