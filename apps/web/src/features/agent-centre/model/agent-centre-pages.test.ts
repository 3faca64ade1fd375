import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@bet/contracts/mod-ids';
import { AGENT_CENTRE_PAGES, agentMenuPages } from './agent-centre-pages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('agentMenuPages', () => {
  it('lists every page in the specification order when every switch is on', () => {
    expect(agentMenuPages([])).toEqual([...AGENT_CENTRE_PAGES]);
    expect(agentMenuPages([])[1]).toBe('teamOverview');
  });

  it('hides each contract or salary page whose switch is off, keeping the order of the rest', () => {
    const tree = [node('SIGNCONDIV3', false), node('HOURSAL3', false)];
    const pages = agentMenuPages(tree);
    expect(pages).not.toContain('dividend');
    expect(pages).not.toContain('hourlySalary');
    expect(pages.slice(-2)).toEqual(['dailyWages', 'realTimeSalary']);
  });

  it('hides a page whose parent module is off', () => {
    const tree = [node('COMM3', false, [node('DAILYSALCONT3', true), node('RTSALARY3', true)])];
    expect(agentMenuPages(tree)).not.toContain('dailyWages');
    expect(agentMenuPages(tree)).not.toContain('realTimeSalary');
    expect(agentMenuPages(tree)).toContain('dividend');
  });
});
