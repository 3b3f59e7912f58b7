/** Error codes of the accounts calls (registration, sign-in, passwords, limits). */
export const ACCOUNT_ERROR_CODES = {
  loginCredErr: 'login.cred.err',
  usernameExists: 'username.exists',
  mobileExists: 'mobile.exists',
  passwordTooCommon: 'password.too.common',
  passwordSame: 'password.same',
  passwordDefaultLocked: 'password.default.locked',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  methodNotAllowed: 'register.method.disabled',
  tooManyLogin: 'TOO_MANY_REQUEST_LOGIN',
  tooManyRegister: 'TOO_MANY_REQUEST_REGISTER',
  tooManyCheck: 'TOO_MANY_REQUEST_CHECK',
} as const;
