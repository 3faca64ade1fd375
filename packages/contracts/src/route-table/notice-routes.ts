import type * as notices from '../content/notices.js';
import { r, chosen, type In, type Out } from './route-def.js';

/**
 * Announcements (issue 14): the notice page and the notice modal read `notices` (public; with a
 * session the popups the player dismissed for their day are left out), game announcements are
 * read per vendor, and "don't show again today" is kept on the server per player.
 */
export const noticeRoutes = {
  notices: r<{
    query: In<typeof notices.noticesQuery>;
    response: Out<typeof notices.noticesResponse>;
  }>('GET', '/wps/system/notices', 'COMM3', 14, chosen),
  gameAnnouncements: r<{
    query: In<typeof notices.gameAnnouncementsQuery>;
    response: Out<typeof notices.gameAnnouncementsResponse>;
  }>('GET', '/lgw/games/announcements', 'GAMELO3', 14, chosen),
  /** Trial sessions may dismiss too: hiding a popup is no member-only action. */
  dismissNotice: r<{
    body: In<typeof notices.dismissNoticeRequest>;
    response: Out<typeof notices.dismissNoticeResponse>;
  }>('POST', '/wps/member/notices/dismiss', 'COMM3', 14, { token: true, chosen: true }),
} as const;
