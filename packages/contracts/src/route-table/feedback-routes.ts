import type * as feedback from '../content/feedback.js';
import { r, tokenChosen, type In, type Out } from './route-def.js';

type Entry = Out<typeof feedback.feedbackEntry>;

/** Feedback (issue 14): the player sends a question or suggestion and reads the operator's reply. */
export const feedbackRoutes = {
  feedback: r<{ body: In<typeof feedback.feedbackRequest>; response: Entry }>(
    'PUT',
    '/wps/member/feedback',
    'FEEDBACK3',
    14,
    tokenChosen,
  ),
  /** The player's own feedback, newest first. */
  feedbackList: r<{
    query: In<typeof feedback.feedbackListQuery>;
    response: Out<typeof feedback.feedbackListResponse>;
  }>('GET', '/wps/member/feedback', 'FEEDBACK3', 14, tokenChosen),
  /** One of the player's own screenshots, as the image (not an envelope). */
  feedbackScreenshot: r<{
    query: In<typeof feedback.feedbackScreenshotQuery>;
    response: Out<typeof feedback.feedbackScreenshotResponse>;
  }>('GET', '/wps/member/feedback/screenshot', 'FEEDBACK3', 14, tokenChosen),
} as const;
