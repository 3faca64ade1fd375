/**
 * Module ids of the whitelabel switch tree (platform-facts). A route carries one; when the
 * merchant switches that module off (or any ancestor of it), the route answers 403
 * `function.not.available`.
 */
export const ModIds = [
  'COMM3',
  'PASS3',
  'REG3',
  'CAPTCHA3',
  'AFFMAN3',
  'LOGINIPVERF3',
  'PWRESETSMS3',
  'CHNGPASSVERIF3',
  'PROFPIC3',
  'VERIFICATION3',
  'FUNDTRANS3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'REWCEN3',
  'FEEDBACK3',
  'RTSALARY3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  // site switches of spec §1
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG3',
  'DIRECTREG3',
  'REFERRALPROMO3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  'PWRESETEMAIL3',
] as const;

export type ModId = (typeof ModIds)[number];

export interface WhitelabelNode {
  modId: ModId | (string & {});
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

/** A module is on when it and every ancestor are enabled; a module absent from the tree is on. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  const walk = (nodes: readonly WhitelabelNode[], parentsOn: boolean): boolean | undefined => {
    for (const node of nodes) {
      const on = parentsOn && node.enabled;
      if (node.modId === modId) return on;
      const found = walk(node.childrenNodes, on);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(tree, true) ?? true;
}
