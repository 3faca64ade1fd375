import { z } from 'zod';

export const helpArticle = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  /** Sanitised HTML written by the operator. */
  content: z.string(),
  sort: z.number().int(),
});
/** `GET /wps/system/helpCenter` value, in the request's language (falls back to EN). */
export const helpCenterResponse = z.array(helpArticle);
export type HelpArticle = z.infer<typeof helpArticle>;
