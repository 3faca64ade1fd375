import { chatRoutes } from '@bet/contracts/route-table/chat-routes';
import { describeRoleMatrix, routesOfIssue } from '../../test/role-matrix.js';

// Everyone reads the room; any session asks who it is in the chat; only real accounts post.
describeRoleMatrix(
  'role matrix of the chat calls',
  routesOfIssue(14).filter((r) => r.name in chatRoutes),
  { trialAllowed: new Set(['chatMe']) },
);
