import type { WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';

/** The game wallet a launch moves money into: its account type when the page knows the vendor. */
export interface GameWalletTarget {
  accountTypeId?: number;
  /** The vendor's code, to find its wallet when the page does not know the account type. */
  vassalage: string;
}

/**
 * What the launch needs from the wallet (the app hands it the wallet feature's calls, which also
 * refresh the balance; features never import each other).
 */
export interface LaunchWallet {
  /** The `autoTransfer` into the vendor's wallet; null when the vendor keeps no wallet of its own. */
  moveIn: (target: GameWalletTarget) => Promise<WalletTransferResponse | null>;
  /** `allToMain`: every game wallet back to main. */
  moveBack: () => Promise<WalletTransferResponse>;
  /** Opens My wallet, where the player moves money by hand. */
  openWallet: () => void;
}

let provided: LaunchWallet | null = null;

/** Set once by the app (the launch host); until then launches move no money. */
export const provideLaunchWallet = (wallet: LaunchWallet | null) => {
  provided = wallet;
};

export const launchWallet = (): LaunchWallet | null => provided;
