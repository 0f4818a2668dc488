// What other modules use of wallets: they import it from here, never from its files.
export { creditDuePoints } from './crediting.js';
export { appendEarnings, ledgerOf, lockWallet, postPoints, readableWallet, spendableWallet, walletFor } from './service.js';
