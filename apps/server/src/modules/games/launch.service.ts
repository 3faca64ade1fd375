import { ErrorCodes } from '@bet/contracts/error-codes';
import type { LaunchResponse } from '@bet/contracts/games/launch';
import { VendorError, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { isTrial, type MemberIdentity } from '../identity/session.service.js';
import { playerOf, type PlayLimits } from '../responsible-gaming/play-limits.js';
import { vendorPlayer } from '../../adapters/game-vendor/game-vendor.js';
import * as catalogue from './catalogue.repo.js';
import { maskName } from './winners.service.js';

export interface LaunchInput {
  vassalage: string;
  gameCode?: string | undefined;
  nodeId?: number | undefined;
  accountType: number;
  language: string;
}

/**
 * Launches a game for a member: the vendor must be on and not under maintenance, the game one of
 * its enabled games; a trial account (or accountType 0) always plays in free-play mode. A
 * real-money launch is refused once one of the player's loss, wager or session limits is used up.
 */
export async function launchGame(
  d: { db: Db; vendors: VendorRegistry; limits: PlayLimits },
  member: MemberIdentity,
  input: LaunchInput,
): Promise<LaunchResponse> {
  const { db, vendors } = d;
  const vendor = await catalogue.findVendorSwitches(db, member.merchantId, input.vassalage);
  if (!vendor?.enabled) throw new AppError(ErrorCodes.gameNotFound, 'no such game');
  if (vendor.maintenance)
    throw new AppError(ErrorCodes.gameMaintenance, 'game under maintenance, try others');

  const pick =
    input.nodeId !== undefined ? { id: input.nodeId } : input.gameCode ? { code: input.gameCode } : undefined;
  if (!pick) throw new AppError(ErrorCodes.gameNotFound, 'choose a game of this vendor');
  const game = await catalogue.findEnabledGame(db, member.merchantId, vendor.code, pick);
  if (!game) throw new AppError(ErrorCodes.gameNotFound, 'no such game');

  const adapter = vendors.get(vendor.code);
  if (!adapter?.launch)
    throw new AppError(ErrorCodes.vendorUnavailable, 'this game provider cannot be opened now');
  const demo = isTrial(member.type) || input.accountType === 0;
  const player = playerOf(member);
  const allowance = demo
    ? undefined
    : await d.limits.recordingRefusals(player, () => d.limits.launchAllowance(player));
  try {
    const { url } = await adapter.launch({
      merchantId: member.merchantId,
      player: vendorPlayer(member.memberId),
      game: game.code,
      demo,
      language: input.language,
      nickname: maskName(member.username),
      ...(allowance ? { allowance } : {}),
    });
    if (!demo) await catalogue.markPlayed(db, member.memberId, game.id);
    return { content: { game_url: url } };
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    // Vendors refuse a new launch while a round of the player is still open.
    if (error.kind === 'REFUSED' && error.message === 'game.round.unfinished')
      throw new AppError(ErrorCodes.gameRoundUnfinished, 'finish the open round first');
    if (error.kind === 'REFUSED' && error.message === 'game.not.found')
      throw new AppError(ErrorCodes.gameNotFound, 'this game is switched off at the provider');
    throw new AppError(ErrorCodes.vendorUnavailable, 'this game provider cannot be opened now');
  }
}
