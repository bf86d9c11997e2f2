/**
 * The wallet's words (001 §3, §8: a status other than SUCCESS stores its description as the error
 * the store shows, so each description here is written for the traveller). Plain data.
 */
export const walletMessages = {
  created: 'Your wallet is ready',
  mobileNotVerified:
    'Verify your mobile number in your profile first: a wallet is created for a verified mobile.',
  mobileNotYours: 'This is not the mobile number on your account. Use the verified mobile in your profile.',
  noMobile:
    'Add and verify a mobile number in your profile first: a wallet is created for a verified mobile.',
  noWallet: 'You have no wallet yet. Create one from your account’s Wallet page.',
  blocked: 'Your wallet is on hold. Please contact customer care.',
  insufficient: (balance: string) => `Your wallet has only ${balance}. Enter a smaller amount.`,
  overTotal: (total: string) => `You can use at most ${total} on this booking.`,
  alreadyApplied: 'Wallet balance is already applied to this booking. Undo it to change the amount.',
  notApplied: 'No wallet balance is applied to this booking.',
  signIn: 'Sign in to use your wallet balance',
  undoFirst:
    'Undo the wallet payment first, then change the booking: the wallet part would be more than the new total.',
} as const
