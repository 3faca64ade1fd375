import { routeList } from '@bet/contracts/routes';
import { describeRoleMatrix } from '../../test/role-matrix.js';

// Issue 17's calls. The promotion list, a promotion's detail and the missions' leaderboard answer
// everyone; joining, claiming, codes, the reward centre and the missions' summary and claim are for
// real members: visitors are asked to log in, trial accounts refused.
describeRoleMatrix(
  'role matrix of the promotion and mission calls',
  routeList.filter((r) => r.issue === 17),
);
