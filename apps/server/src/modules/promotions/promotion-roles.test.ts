import { routeList } from '@bet/contracts/routes';
import { describeRoleMatrix } from '../../test/role-matrix.js';

// The list and a promotion's detail answer everyone; joining, claiming, codes and the reward
// centre are for real members: visitors are asked to log in, trial accounts refused.
describeRoleMatrix(
  'role matrix of the promotion calls',
  routeList.filter((r) => r.issue === 17),
);
