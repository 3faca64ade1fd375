/** Main wallet's accountTypeId; each vendor wallet has its vendor's accountTypeId (> 0). Zod-free for the web. */
export const MAIN_WALLET = 0;
