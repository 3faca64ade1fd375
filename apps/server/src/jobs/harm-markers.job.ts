import type { HarmMarkers } from '../modules/responsible-gaming/harm-markers.service.js';
import type { JobDefinition } from './scheduler.js';

export const HARM_MARKERS_JOB = 'review-harm-markers';

/**
 * Every hour: each merchant's markers of harm over the last 7 days put players on the review list
 * (decision 0063). A look repeated changes nothing twice: an open review is only refreshed.
 */
export const harmMarkersJob = (markers: HarmMarkers, everyMs = 60 * 60_000): JobDefinition => ({
  name: HARM_MARKERS_JOB,
  everyMs,
  run: () => markers.run(),
});
