import type * as team from '../agent/agent-team.js';
import type * as notices from '../content/notices.js';
import type * as login from '../identity/login.js';
import { r, tokenChosen, type In, type Out } from './route-def.js';

/**
 * Agent centre calls of issue 15 lane A: the team's reports, registering a downline and the agent
 * site's login. Agents only (member type 1, 2, 41, 42); see agent/agent-team.ts.
 */
export const agentTeamRoutes = {
  teamOverview: r<{
    query: In<typeof team.teamOverviewQuery>;
    response: Out<typeof team.teamOverviewResponse>;
  }>('GET', '/wps/agent/team/overview', 'AFFMAN3', 15, tokenChosen),
  teamMembers: r<{
    query: In<typeof team.teamMembersQuery>;
    response: Out<typeof team.teamMembersResponse>;
  }>('GET', '/wps/agent/team/members', 'AFFMAN3', 15, tokenChosen),
  teamBets: r<{
    query: In<typeof team.teamBetsQuery>;
    response: Out<typeof team.teamBetsResponse>;
  }>('GET', '/wps/agent/team/bets', 'AFFMAN3', 15, tokenChosen),
  teamProfit: r<{
    query: In<typeof team.teamProfitQuery>;
    response: Out<typeof team.teamProfitResponse>;
  }>('GET', '/wps/agent/team/profit', 'AFFMAN3', 15, tokenChosen),
  teamTransactions: r<{
    query: In<typeof team.teamTransactionsQuery>;
    response: Out<typeof team.teamTransactionsResponse>;
  }>('GET', '/wps/agent/team/transactions', 'AFFMAN3', 15, tokenChosen),
  createDownline: r<{
    body: In<typeof team.createDownlineRequest>;
    response: Out<typeof team.createDownlineResponse>;
  }>('PUT', '/wps/agent/downline', 'AFFMAN3', 15, { token: true, encrypted: true, chosen: true }),
  /** The agent centre's announcement: live announcements for agents or everyone, 9 a page. */
  agentNotices: r<{
    query: In<typeof notices.agentNoticesQuery>;
    response: Out<typeof notices.agentNoticesResponse>;
  }>('GET', '/wps/agent/notices', 'AFFMAN3', 15, tokenChosen),
  /** The agent site's login: /wps/session/login's payload and answer; agents only (agent-only too). */
  agentLogin: r<{ body: In<typeof login.loginRequest>; response: Out<typeof login.loginResponse> }>(
    'POST',
    '/wps/agent/session/login',
    'PASS3',
    15,
    { encrypted: true, chosen: true },
  ),
};
