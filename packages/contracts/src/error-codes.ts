/**
 * Stable error codes. The web app translates them (key `error.<code>`); it never shows server English.
 * Codes in the platform's own spelling are kept as they are so that existing clients keep working.
 */
export const ErrorCodes = {
  // platform-facts
  loginNotSession: 'login.not.session',
  userOrTokenInvalid: 'user.or.token.invalid',
  tokenIpDifferent: 'token_ip_different',
  duplicateLogin: 'duplicateLogin',
  functionNotAvailable: 'function.not.available',
  systemBusy: 'system.busy',
  httpMethodNotSupport: 'http_method_not_support',
  requestBodyRequired: 'request_body_required',
  requestParamErr: 'request_param_err',
  loginVerifyRequired: 'login_verify_required',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  captchaWrong: 'captcha.wrong',
  // spec §8
  invitationCodeError: 'invitation.code.error',
  trialAccountForbidden: 'trial.account.forbidden',
  memberNoEnter: 'member_no_enter',
  agentNoEnter: 'agent_no_enter',
  notLoggedIn: 'not.logged.in',
  usernameOrEmailNotExist: 'username.or.email.not.exist',
  networkAbnormal: 'network.abnormal',
  pageLoadTimeout: 'page.load.timeout',
  invalidUrl: 'invalid.url',
  accessBlocked: 'access.blocked',
  maintenance: 'system.maintenance',
  gameMaintenance: 'game.maintenance',
  verificationRequired: 'verification.required',
  incorrectCredentials: 'incorrect.username.or.password',
  phoneInvalidFormat: 'phone.invalid.format',
  phoneMissing: 'phone.missing',
  phoneTooManyRequests: 'phone.too.many.requests',
  phoneUnknownError: 'phone.unknown.error',
  verificationCodeInvalid: 'verification.code.invalid',
  verificationCodeMissing: 'verification.code.missing',
  captchaCheckFailed: 'captcha.check.failed',
  quotaExceeded: 'quota.exceeded',
  operationNotEnabled: 'operation.not.enabled',
  codeExpired: 'code.expired',
  popupClosed: 'popup.closed',
  // identity (issue 3)
  accountLocked: 'account.locked',
  accountDisabled: 'account.disabled',
  passwordTooCommon: 'password.too.common',
  passwordRule: 'password.rule',
  passwordMismatch: 'password.mismatch',
  oldPasswordWrong: 'password.old.wrong',
  usernameTaken: 'username.taken',
  mobileTaken: 'mobile.taken',
  emailTaken: 'email.taken',
  fieldInvalid: 'field.invalid',
  agreementRequired: 'agreement.required',
  ageConfirmationRequired: 'age.confirmation.required',
  humanVerificationFailed: 'human.verification.failed',
  paymentPasswordWrong: 'payment.password.wrong',
  encryptionRequired: 'encryption.required',
  socialNotConfigured: 'social.not.configured',
  socialLoginFailed: 'social.login.failed',
  // Firebase-style SMS at sign-up (docs/decisions/0012-firebase-sms.md)
  firebaseNotConfigured: 'firebase.not.configured',
  firebaseTokenInvalid: 'firebase.token.invalid',
  firebaseTokenExpired: 'firebase.token.expired',
  firebasePhoneMismatch: 'firebase.phone.mismatch',
  firebaseTokenUsed: 'firebase.token.used',
  /** Browser only: the reCAPTCHA script did not load or gave no token, so no SMS was asked for. */
  recaptchaUnavailable: 'recaptcha.unavailable',
  // money (issue 4)
  insufficientBalance: 'balance.insufficient',
  amountBelowMin: 'amount.below.min',
  amountAboveMax: 'amount.above.max',
  idempotencyConflict: 'idempotency.conflict',
  walletUnknown: 'wallet.unknown',
  walletSame: 'wallet.same',
  vendorUnavailable: 'vendor.unavailable',
  transferPending: 'transfer.pending',
  depositChannelUnknown: 'deposit.channel.unknown',
  depositNotFound: 'deposit.not.found',
  depositNotPending: 'deposit.not.pending',
  bankCardNotFound: 'bank.card.not.found',
  bankCardLimit: 'bank.card.limit',
  paymentPasswordNotSet: 'payment.password.not.set',
  withdrawalNotFound: 'withdrawal.not.found',
  withdrawalStateInvalid: 'withdrawal.state.invalid',
  /** A bonus whose promotion holds withdrawals back still has turnover to bet (value: `remaining`). */
  withdrawTurnoverUnmet: 'withdraw.turnover.unmet',
  receivedAmountInvalid: 'received.amount.invalid',
  toUplineNotAllowed: 'to.upline.not.allowed',
  downlineNotFound: 'downline.not.found',
  gatewaySignatureInvalid: 'gateway.signature.invalid',
  gatewayAmountMismatch: 'gateway.amount.mismatch',
  paymentPasswordLocked: 'payment.password.locked',
  // games (issue 5)
  gameNotFound: 'game.not.found',
  gameRoundUnfinished: 'game.round.unfinished',
  betOutOfLimits: 'bet.out.of.limits',
  gameSessionInvalid: 'game.session.invalid',
  vendorSignatureInvalid: 'vendor.signature.invalid',
  // transport and platform-wide
  unknownMerchant: 'merchant.unknown',
  notFound: 'not.found',
  payloadTooLarge: 'payload.too.large',
  forbidden: 'forbidden',
  conflict: 'conflict',
  internalError: 'system.error',
  operatorAuthRequired: 'operator.auth.required',
  operatorCredentialsInvalid: 'operator.credentials.invalid',
  // operator accounts (issue 13)
  operatorTwoFactorRequired: 'operator.two.factor.required',
  operatorTwoFactorInvalid: 'operator.two.factor.invalid',
  operatorTwoFactorReplayed: 'operator.two.factor.replayed',
  operatorTwoFactorLocked: 'operator.two.factor.locked',
  operatorTwoFactorStep: 'operator.two.factor.step',
  operatorSelfChange: 'operator.self.change',
  /** The player has no e-mail (or mobile) to send a reset link to. */
  playerContactMissing: 'player.contact.missing',
  /** A queue item another operator (or the system) decided first; the value says who, how and when. */
  operatorAlreadyHandled: 'operator.already.handled',
  /** Registration as an agent from the join-us page, which the operator has not opened. */
  agentSignUpClosed: 'join.agent.closed',
  // feedback (issue 14)
  feedbackNotFound: 'feedback.not.found',
  feedbackRateLimited: 'feedback.rate.limited',
  feedbackScreenshotInvalid: 'feedback.screenshot.invalid',
  feedbackAlreadyReplied: 'feedback.already.replied',
  feedbackClosed: 'feedback.closed',
  // chat room (issue 14)
  chatRoomUnknown: 'chat.room.unknown',
  chatRateLimited: 'chat.rate.limited',
  chatMuted: 'chat.muted',
  chatBanned: 'chat.banned',
  chatMessageNotFound: 'chat.message.not.found',
  // inbox (issue 14)
  inboxMessageNotFound: 'inbox.message.not.found',
  /** The audience of an inbox message reaches no player: nothing was sent. */
  inboxAudienceEmpty: 'inbox.audience.empty',
  // notices (issue 14)
  noticeNotFound: 'notice.not.found',
  /** "Don't show again today" names a day more than one day from the server's. */
  noticeDayInvalid: 'notice.day.invalid',
  // promotions (issue 17)
  promotionNotFound: 'promotion.not.found',
  /** The promotion has not started, has ended or is paused. */
  promotionNotOpen: 'promotion.not.open',
  /** The player does not meet the promotion's eligibility (new players, VIP level, deposits…). */
  promotionNotEligible: 'promotion.not.eligible',
  promotionAlreadyJoined: 'promotion.already.joined',
  /** A claim with no reward ready (not joined, no qualifying deposit, or the claim window passed). */
  promotionNothingToClaim: 'promotion.nothing.to.claim',
  /** Already rewarded for this period (or this code). */
  promotionAlreadyClaimed: 'promotion.already.claimed',
  /** Paying would exceed the promotion's budget: nothing was paid. */
  promotionBudgetExhausted: 'promotion.budget.exhausted',
  /** No such code, or it has no uses left (never told apart: codes cannot be probed). */
  bonusCodeInvalid: 'bonus.code.invalid',
  /** The kind of a saved promotion cannot change. */
  promotionKindFixed: 'promotion.kind.fixed',
  /** A claim already decided (or not flagged). */
  promotionClaimNotFlagged: 'promotion.claim.not.flagged',
  /** An application's image is not a png or jpg of at most 5 MB (by its bytes). */
  promotionImageInvalid: 'promotion.image.invalid',
  /** Approving an application needs an amount above 0 and at most the promotion's maximum. */
  promotionAmountInvalid: 'promotion.amount.invalid',
  /** The player took PROMOTION_CLAIMS_PER_HOUR rewards in the last hour (velocity limit). */
  promotionTooFast: 'promotion.too.fast',
  /** A lucky-wheel spin with no ticket left this period. */
  promotionNoTicket: 'promotion.no.ticket',
  // missions (issue 17)
  missionNotFound: 'mission.not.found',
  /** The mission's progress has not reached its target this period. */
  missionNotComplete: 'mission.not.complete',
  /** This period's reward of the mission is already paid. */
  missionAlreadyClaimed: 'mission.already.claimed',
  /** A merchant keeps at most MISSIONS_MAX missions. */
  missionLimit: 'mission.limit',
  // points and the points mall (issue 18)
  /** The player has fewer points than the redemption or conversion takes (value: `points` held). */
  pointsNotEnough: 'points.not.enough',
  /** The merchant has switched conversion of points to cash off. */
  pointsConvertOff: 'points.convert.off',
  /** Fewer points than the conversion minimum, or not a whole step (value: `min`, `step`). */
  pointsConvertInvalid: 'points.convert.invalid',
  mallItemNotFound: 'mall.item.not.found',
  /** Fewer units left than asked for (value: `stock`). */
  mallItemOutOfStock: 'mall.item.out.of.stock',
  /** The player's own limit for the item is reached (value: `left`). */
  mallItemLimit: 'mall.item.limit',
  /** The item's deposit requirement is not met (value: `depositAmount`, `days`, `deposited`). */
  mallRequirementUnmet: 'mall.requirement.unmet',
  /** Goods need a receiving address. */
  mallAddressRequired: 'mall.address.required',
  /** A merchant keeps at most MALL_ITEMS_MAX items. */
  mallItemsLimit: 'mall.items.limit',
  redemptionNotFound: 'redemption.not.found',
  // VIP ranks (issue 18)
  /** No such level in the merchant's table. */
  vipLevelUnknown: 'vip.level.unknown',
  /** The withdrawal would pass the VIP level's daily limit (value: `limit`, `used`). */
  withdrawVipLimit: 'withdraw.vip.limit',
  // agent centre: team, reports, downlines, agent site (issue 15)
  /** The caller is not an agent (member type 1, 2, 41, 42): no agent centre. */
  agentNotAgent: 'agent.not.agent',
  /** The agent site's login with an account that is not an agent. */
  agentLoginNotAgent: 'agent.login.not.agent',
  /** A member/parent not in the caller's team (or no such member: never told apart). */
  agentMemberNotInTeam: 'agent.member.not.in.team',
  /** An agent-site session calling a member-site-only call (deposit, game launch…). */
  agentSiteForbidden: 'agent.site.forbidden',
  // agent contracts and settlement (issue 15 lane B)
  contractNotFound: 'contract.not.found',
  /** Offering to someone who is not my direct downline. */
  contractNotDirectDownline: 'contract.not.direct.downline',
  /** The offer's receiver is a player, not an agent. */
  contractDownlineNotAgent: 'contract.downline.not.agent',
  /** Offering or terminating a contract I am not the upline of. */
  contractNotUpline: 'contract.not.upline',
  /** Answering a contract that was not offered to me. */
  contractNotOffered: 'contract.not.offered',
  /** Offering myself (or my upline) a contract: a downline never sets its own rate. */
  contractOwnRate: 'contract.own.rate',
  /** A rate above the upline's own (or the house's top-level terms). */
  contractRateAboveUpline: 'contract.rate.above.upline',
  /** I hold no active contract (nor house terms) of that kind to pass down. */
  contractNoUplineTerms: 'contract.no.upline.terms',
  /**
   * A dividend offered (or accepted) on another period than the offerer's own dividend (the house
   * terms' for a top-level agent): settlement pays a downline only in its upline's runs. The
   * answer's value is `{ period }`, the period it must use.
   */
  contractDividendPeriodMismatch: 'contract.dividend.period.mismatch',
  contractNotPending: 'contract.not.pending',
  contractNotActive: 'contract.not.active',
  /** Accepting a rate below one I gave: details list the downline contracts that would end. */
  contractAcceptEndsDownlines: 'contract.accept.ends.downlines',
  contractTiersInvalid: 'contract.tiers.invalid',
  contractLineNotFound: 'contract.line.not.found',
  contractLineNotPending: 'contract.line.not.pending',
  contractLineNotHeld: 'contract.line.not.held',
  // house lottery, operator side (issue 16): the vendor's refusals and the two-operator results
  /** The draw is settled, void, already has a result, or has not taken place yet. */
  lotteryDrawClosed: 'lottery.draw.closed',
  /** A result (or pick) that does not fit the game's layout. */
  lotteryContentInvalid: 'lottery.content.invalid',
  lotteryPlaytypeUnknown: 'lottery.playtype.unknown',
  /** The operator who proposed a result cannot approve it: a second operator must. */
  lotteryResultSameOperator: 'lottery.result.same.operator',
  /** No pending result proposal with that id. */
  lotteryResultNotFound: 'lottery.result.not.found',
  // house sportsbook, operator side (issue 19): the vendor's refusals of a fixture change
  /** A fixture that is not valid (names, kick-off, expected goals, file lines) or not open any more. */
  sportsEventInvalid: 'sports.event.invalid',
  // responsible gaming (issue 20)
  rgLimitReached: 'rg.limit.reached',
  rgExcluded: 'rg.excluded',
  rgNothingPending: 'rg.nothing.pending',
  /** A withdrawal-only session (an excluded player's) called something other than withdrawing. */
  rgWithdrawalOnly: 'rg.withdrawal.only',
  /** The withdrawal-only link's code is unknown, used or expired. */
  rgWithdrawalCodeInvalid: 'rg.withdrawal.code.invalid',
  /** Asking to return before the self-exclusion has ended (or with no self-exclusion to end). */
  rgReturnNotDue: 'rg.return.not.due',
  /** No open review with this id on the operator's review list (unknown, or already reviewed). */
  rgReviewNotFound: 'rg.review.not.found',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const allErrorCodes: readonly ErrorCode[] = Object.values(ErrorCodes);
