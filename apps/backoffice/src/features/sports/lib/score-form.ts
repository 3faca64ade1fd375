import { settleSportsEventRequest, sportsScoreRequest } from '@bet/contracts/operator/operator-sports';

type Score = { home: number; away: number };

/** The live-score form of a fixture: the contract's request, never below the score it has now. */
export const liveScoreForm = (now: Score) =>
  sportsScoreRequest.superRefine((v, ctx) => {
    for (const side of ['home', 'away'] as const) {
      if (v[side] < now[side]) ctx.addIssue({ code: 'custom', path: [side], message: 'score goes down' });
    }
  });

/** The final-score form of a settlement: the contract's request as it is. */
export const finalScoreForm = settleSportsEventRequest;
