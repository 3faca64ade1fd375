import { getLaunchAddress } from '@/features/games/api/launch-address';
import { moveMoneyIn } from '@/features/games/model/auto-transfer';
import { provideLotteryLauncher } from '@/features/lottery/model/lottery-launch';

/**
 * The lottery pages (/lottery, /elott, /vnlottery, /seaLottery) launch the house lottery through
 * the platform's launch call; a real-money launch first moves the player's money into the
 * lottery wallet (auto-transfer, decision 0019). Imported for its effect by those sections.
 */
provideLotteryLauncher(async (request) => {
  if (request.accountType === 1) await moveMoneyIn({ vassalage: request.vassalage }, 'House Lottery');
  return getLaunchAddress(request);
});
