import { describeRoleMatrix, routesOfIssue } from '../../test/role-matrix.js';

describeRoleMatrix('role matrix of the money calls', routesOfIssue(4), {
  // A trial account sees its play money; deposit channels answer it with depositAllowed false.
  trialAllowed: new Set(['balance', 'merchantWallet', 'depositChannels']),
  agentOnly: new Set(['transferDownline']),
});
