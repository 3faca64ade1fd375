import type { emptyBody } from '../envelope.js';
import type * as login from '../identity/login.js';
import type * as member from '../identity/member.js';
import type * as password from '../identity/password.js';
import type * as register from '../identity/register.js';
import type * as social from '../identity/social.js';
import type * as verification from '../identity/verification.js';
import { r, chosen, tokenChosen, type In, type Out, type Redirect } from './route-def.js';

type LoginAnswer = { response: Out<typeof login.loginResponse> };
type SmsSent = { response: Out<typeof verification.smsCodeResponse> };
type Register = {
  body: In<typeof register.registerRequest>;
  response: Out<typeof register.registerResponse>;
};
type Avatar = { response: Out<typeof member.avatarResponse> };
type Empty = { body: In<typeof emptyBody> };

/** Identity calls (issue 3): login, registration, SMS codes, the member's account, passwords, social login. */
export const identityRoutes = {
  // --- identity (issue 3)
  login: r<{ body: In<typeof login.loginRequest> } & LoginAnswer>('POST', '/wps/session/login', 'PASS3', 3, {
    encrypted: true,
  }),
  loginVerify: r<{ body: In<typeof login.loginVerifyRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/login/verify',
    'LOGINIPVERF3',
    3,
    { encrypted: true, chosen: true },
  ),
  freePlay: r<{ body: In<typeof login.freePlayRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/login/freeplay',
    'FREEPLAY3',
    3,
  ),
  logout: r<{ response: Out<typeof login.logoutResponse> }>('DELETE', '/wps/session/logout', 'COMM3', 3, {
    token: true,
  }),
  captcha: r<{ response: Out<typeof verification.captchaResponse> }>('GET', '/wps/captcha', 'CAPTCHA3', 3),
  loginSmsCode: r<{ body: In<typeof verification.smsCodeRequest> } & SmsSent>(
    'POST',
    '/wps/verification/sms/noLogin',
    'MOBILEVERCODELOGIN3',
    3,
  ),
  registerSmsCode: r<{ body: In<typeof verification.smsCodeRequest> } & SmsSent>(
    'POST',
    '/wps/verification/sms/register',
    'REGMOBVERF3',
    3,
    chosen,
  ),
  forgotSmsCode: r<{
    body: In<typeof password.forgotSmsRequest>;
    response: Out<typeof password.forgotSmsResponse>;
  }>('POST', '/wps/verification/sms/forgot', 'PWRESETSMS3', 3, chosen),
  memberInfo: r<{ response: Out<typeof member.memberInfo> }>('GET', '/wps/member/info', 'COMM3', 3, {
    token: true,
  }),
  memberIcon: r<Avatar>('GET', '/wps/member/info/icon', 'PROFPIC3', 3, { token: true }),
  playerAvatar: r<Avatar>('GET', '/wps/relay/MCSFE_getPlayerAvatar', 'PROFPIC3', 3, { token: true }),
  firstLogin: r<Empty & { response: Out<typeof member.firstLoginResponse> }>(
    'POST',
    '/wps/member/firstLogin',
    'COMM3',
    3,
    tokenChosen,
  ),
  register: r<Register>('PUT', '/wps/member/register', 'REG3', 3, { encrypted: true }),
  registerMobile: r<Register>('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', 3, { encrypted: true }),
  affiliateCheck: r<{
    query: In<typeof register.affiliateCheckQuery>;
    response: Out<typeof register.affiliateCheckResponse>;
  }>('GET', '/wps/agent/affiliate', 'AFFMAN3', 3),
  changePassword: r<{
    body: In<typeof password.changePasswordRequest>;
    response: Out<typeof password.passwordChangedResponse>;
  }>('POST', '/wps/member/password', 'PASS3', 3, { token: true, encrypted: true }),
  forgotPasswordEmail: r<{
    body: In<typeof password.forgotPasswordEmailRequest>;
    response: Out<typeof password.resetMailSentResponse>;
  }>('POST', '/wps/member/password/email', 'PWRESETEMAIL3', 3),
  setPasswordByPhone: r<{ body: In<typeof password.setPasswordByPhoneRequest> } & LoginAnswer>(
    'POST',
    '/wps/member/password/verification',
    'PWRESETSMS3',
    3,
    { encrypted: true },
  ),
  loginHistory: r<{ response: Out<typeof member.loginHistoryResponse> }>(
    'GET',
    '/wps/member/loginHistory',
    'COMM3',
    3,
    tokenChosen,
  ),
  language: r<{ body: In<typeof member.languageRequest>; response: Out<typeof member.languageResponse> }>(
    'POST',
    '/wps/member/language',
    'COMM3',
    3,
    tokenChosen,
  ),
  humanChallenge: r<{ response: Out<typeof verification.humanChallenge> }>(
    'GET',
    '/wps/verification/challenge',
    'COMM3',
    3,
    chosen,
  ),
  resetPasswordByEmail: r<{
    body: In<typeof password.resetPasswordByEmailRequest>;
    response: Out<typeof password.passwordResetResponse>;
  }>('POST', '/wps/member/password/email/reset', 'PWRESETEMAIL3', 3, {
    encrypted: true,
    chosen: true,
  }),
  profile: r<{ response: Out<typeof member.profileFields> }>(
    'GET',
    '/wps/member/profile',
    'COMM3',
    3,
    tokenChosen,
  ),
  updateProfile: r<{ body: In<typeof member.profileFields>; response: Out<typeof member.profileFields> }>(
    'POST',
    '/wps/member/profile',
    'COMM3',
    3,
    tokenChosen,
  ),
  setAvatar: r<{ body: In<typeof member.avatarResponse> } & Avatar>(
    'POST',
    '/wps/relay/MCSFE_setPlayerAvatar',
    'PROFPIC3',
    3,
    tokenChosen,
  ),
  totpSetup: r<Empty & { response: Out<typeof member.totpSetupResponse> }>(
    'POST',
    '/wps/member/totp/setup',
    'VERIFICATION3',
    3,
    tokenChosen,
  ),
  totpBind: r<{ body: In<typeof member.totpBindRequest>; response: Out<typeof member.totpBindResponse> }>(
    'POST',
    '/wps/member/totp/bind',
    'VERIFICATION3',
    3,
    {
      token: true,
      encrypted: true,
      chosen: true,
    },
  ),
  socialLoginStart: r<{ query: In<typeof social.socialStartQuery>; response: Redirect }>(
    'GET',
    '/wps/session/social/start',
    'COMM3',
    3,
    chosen,
  ),
  socialLoginCallback: r<{ response: Redirect }>('GET', '/wps/session/social/callback', 'COMM3', 3, chosen),
  socialLoginExchange: r<{ body: In<typeof social.socialExchangeRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/social/exchange',
    'COMM3',
    3,
    chosen,
  ),
} as const;
