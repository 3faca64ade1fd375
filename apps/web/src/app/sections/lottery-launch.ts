import { getLaunchAddress } from '@/features/games/api/launch-address';
import { moveMoneyIn } from '@/features/games/model/auto-transfer';
import { launchWallet } from '@/features/games/model/launch-wallet';
import { provideLotteryPlatform } from '@/features/lottery/model/lottery-launch';

const HOUSE_LOTTERY = { vassalage: 'HLOTT' };

/** The platform's auto-transfer into the lottery wallet (decision 0019); never throws, shows what did not move. */
async function moveIntoLottery() {
  // On a direct visit the page's first effects run before the app's launch host hands over the
  // wallet (same commit): let that commit finish.
  if (!launchWallet()) await new Promise((resolve) => setTimeout(resolve, 0));
  await moveMoneyIn(HOUSE_LOTTERY, 'House Lottery');
}

/**
 * The lottery pages (/lottery, /vnlottery, /seaLottery) launch the house lottery through the
 * platform's launch call; a real-money launch first moves the player's money into the lottery
 * wallet. Imported for its effect by those sections.
 */
provideLotteryPlatform({
  launch: async (request) => {
    if (request.accountType === 1) await moveIntoLottery();
    return getLaunchAddress(request);
  },
  moveMoneyIn: moveIntoLottery,
});
