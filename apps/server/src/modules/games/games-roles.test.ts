import { describeRoleMatrix, routesOfIssue } from '../../test/role-matrix.js';

// A trial account launches games too, in free play; the other token calls are for real members.
describeRoleMatrix('role matrix of the game calls', routesOfIssue(5), {
  trialAllowed: new Set(['launchAddress', 'pvpLaunch']),
});
