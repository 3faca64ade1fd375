import { describeRoleMatrix, routesOfIssue } from '../../test/role-matrix.js';

describeRoleMatrix('role matrix of the money calls', routesOfIssue(4), {
  // A trial account sees its play money; deposit channels answer it with depositAllowed false.
  // Its walletTransfer autoTransfer is skipped (free play); the service refuses the other
  // purposes (auto-transfer.routes.test.ts and wallet.routes.test.ts check both).
  trialAllowed: new Set(['balance', 'merchantWallet', 'depositChannels', 'walletTransfer']),
  agentOnly: new Set(['transferDownline']),
});
