import {
  AUTO_LOGIN_OFF,
  parseRememberedLogin,
  STORAGE_KEYS,
  type RememberedLogin,
} from '@lobby/contract';
import { localStore } from './storage';

/** The remembered login of this device (a remember token, never the password), or null. */
export function readRememberedLogin(): RememberedLogin | null {
  return parseRememberedLogin(localStore.get(STORAGE_KEYS.rememberedLogin));
}

export function saveRememberedLogin(login: RememberedLogin): void {
  localStore.set(STORAGE_KEYS.rememberedLogin, JSON.stringify(login));
}

export function forgetRememberedLogin(): void {
  localStore.remove(STORAGE_KEYS.rememberedLogin);
}

/** The autoLogin setting of this device: '0' when auto-login was turned off. */
export function autoLoginSetting(): string | null {
  return localStore.get(STORAGE_KEYS.autoLogin);
}

export function turnAutoLoginOff(): void {
  localStore.set(STORAGE_KEYS.autoLogin, AUTO_LOGIN_OFF);
}

/** A player who ticks "Remember me" asks for auto-login again, whatever turned it off before. */
export function turnAutoLoginOn(): void {
  localStore.remove(STORAGE_KEYS.autoLogin);
}
