/** Types of generate-calls.mjs, for the staleness test in packages/contracts. */
export const FIX_COMMAND: string;
/** docs/calls.md as it should read now, Prettier-formatted. */
export function renderCallsDoc(): Promise<string>;
/** Whether docs/calls.md is stale; `message` names the command that fixes it. */
export function checkCallsDoc(): Promise<{ stale: boolean; message: string }>;
