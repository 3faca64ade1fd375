import type { z } from 'zod';
import { CONTRACT_KINDS, type ContractKind, type ContractTerms } from '@bet/contracts/agent/agent-contracts';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { AgentContractSettings, operatorContractsQuery } from '@bet/contracts/operator/operator-agents';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { rangeOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import * as repo from './agent-contracts.repo.js';
import * as settingsRepo from './contract-settings.repo.js';
import type { AgentContractsService } from './agent-contracts.service.js';
import { maxRateBp } from './contract-view.js';

/** Minutes a settled line waits before it is paid when the operator never set it. */
export const DEFAULT_RELEASE_DELAY_MINUTES = 60;

/** The operator's contract settings (configure, audited) and the contracts with their history (read). */
export class AgentContractsOperatorService {
  constructor(private readonly d: { db: Db; contracts: AgentContractsService }) {}

  async settings(merchantId: number): Promise<AgentContractSettings> {
    const [terms, delay] = await Promise.all([
      settingsRepo.topTerms(this.d.db, merchantId),
      settingsRepo.releaseDelay(this.d.db, merchantId),
    ]);
    const topLevelTerms = Object.fromEntries(
      CONTRACT_KINDS.map((kind) => [kind, terms.find((t) => t.kind === kind)?.terms ?? null]),
    ) as Record<ContractKind, ContractTerms | null>;
    return {
      topLevelTerms,
      releaseDelayMinutes: delay?.release_delay_minutes ?? DEFAULT_RELEASE_DELAY_MINUTES,
    };
  }

  async setSettings(
    merchantId: number,
    body: AgentContractSettings,
    actor: Actor,
  ): Promise<AgentContractSettings> {
    const rows = CONTRACT_KINDS.flatMap((kind) => {
      const terms = body.topLevelTerms[kind];
      if (terms === null) return [];
      if (terms.kind !== kind)
        throw new AppError(
          ErrorCodes.contractTiersInvalid,
          `the terms under ${kind} are of kind ${terms.kind}`,
        );
      return [{ kind, terms, maxRateBp: maxRateBp(terms) }];
    });
    const before = await this.settings(merchantId);
    await this.d.db.transaction().execute(async (trx) => {
      await settingsRepo.replaceTopTerms(trx, merchantId, rows);
      await settingsRepo.setReleaseDelay(trx, merchantId, body.releaseDelayMinutes);
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(actor.operatorId),
        merchantId,
        action: 'agents.contractSettings',
        detail: { before, after: body },
        ip: actor.ip,
      });
    });
    return this.settings(merchantId);
  }

  list(merchantId: number, q: z.output<typeof operatorContractsQuery>) {
    const { from, to } = rangeOf(q);
    return this.d.contracts.page(
      { merchantId, kind: q.kind, state: q.state, username: q.username, from, to },
      q,
    );
  }

  async history(merchantId: number, contractId: number) {
    const row = await repo.findContract(this.d.db, merchantId, BigInt(contractId));
    if (!row) throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
    return this.d.contracts.historyOf(row);
  }
}
