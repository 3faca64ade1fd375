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
  // transport and platform-wide
  unknownMerchant: 'merchant.unknown',
  notFound: 'not.found',
  payloadTooLarge: 'payload.too.large',
  forbidden: 'forbidden',
  conflict: 'conflict',
  internalError: 'system.error',
  operatorAuthRequired: 'operator.auth.required',
  operatorCredentialsInvalid: 'operator.credentials.invalid',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const allErrorCodes: readonly ErrorCode[] = Object.values(ErrorCodes);

/** The HTTP status each code is sent with (DESIGN.md §3). Codes not listed are 400. */
export const errorStatus: Partial<Record<ErrorCode, number>> = {
  'login.not.session': 401,
  'user.or.token.invalid': 401,
  'not.logged.in': 401,
  'operator.auth.required': 401,
  'operator.credentials.invalid': 401,
  'function.not.available': 403,
  'trial.account.forbidden': 403,
  'member_no_enter': 403,
  'agent_no_enter': 403,
  'forbidden': 403,
  'access.blocked': 403,
  'login_verify_required': 403,
  'not.found': 404,
  'http_method_not_support': 405,
  'conflict': 409,
  'duplicateLogin': 409,
  'payload.too.large': 413,
  'TOO_MANY_REQUESTS': 429,
  'phone.too.many.requests': 429,
  'system.busy': 503,
  'system.maintenance': 503,
  'system.error': 500,
};

export const statusOf = (code: ErrorCode): number => errorStatus[code] ?? 400;
