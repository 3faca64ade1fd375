import { routeList } from '@bet/contracts/routes';
import { describeRoleMatrix } from '../../test/role-matrix.js';

// The inbox is for real members: visitors are asked to log in, trial accounts refused.
describeRoleMatrix(
  'role matrix of the inbox calls',
  routeList.filter((r) => r.modId === 'INBOX3'),
);
