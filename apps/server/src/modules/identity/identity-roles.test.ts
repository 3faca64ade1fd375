import { expect } from 'vitest';
import { describeRoleMatrix, routesOfIssue } from '../../test/role-matrix.js';

describeRoleMatrix(
  'role matrix of the identity calls',
  // Logging out would end the session the next rows need; it is covered in the login tests.
  routesOfIssue(3).filter((r) => r.name !== 'logout'),
  {
    trialAllowed: new Set(['logout', 'memberInfo', 'memberIcon', 'playerAvatar', 'firstLogin', 'language']),
    // The demo merchant has some modules switched off: refused for everyone alike.
    expectFor: (_route, _role, res) => {
      if (res.errorCode !== 'function.not.available') return false;
      expect(res.statusCode).toBe(403);
      return true;
    },
  },
);
