import {
  PushKeyResponseSchema,
  type PushRegisterQuery,
  type PushUnregisterQuery,
} from '@spesa/domain';
import { api, parseResponse } from '../api';
import { isInstalledApp } from '../app-mode';

/*
 * Push notifications on this device (issue 35, decision 035): the browser's
 * subscription, registered with the shop for the logged-in shopper
 * (externalregistration), and the shopper's own «off».
 */

const DEVICE_KEY = 'spesa.pushDevice';
const OFF_KEY = 'spesa.pushOff';
const ASKED_KEY = 'spesa.pushAsked';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused: the next visit asks again
  }
}

/** The browser can take push messages: a worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's name with the shop: made once, kept, and sent as uuid. */
export function deviceUuid(): string {
  const known = stored(DEVICE_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  store(DEVICE_KEY, made);
  return made;
}

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What the profile's switch shows. */
export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || stored(OFF_KEY) === '1') return 'off';
  return 'on';
}

/** The app has asked once, or the shopper answered «Non ora»: not asked again unprompted. */
export const pushAsked = (): boolean => stored(ASKED_KEY) !== null;
export const markPushAsked = (): void => store(ASKED_KEY, new Date().toISOString());

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const body = await api.request('/ebsn/api/externalregistration/key', { notify: false });
  return bytesOf(parseResponse(PushKeyResponseSchema, body.data).publicKey);
}

async function subscription(create: boolean): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  if (current || !create) return current;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: await serverKey(),
  });
}

async function register(subscribed: PushSubscription): Promise<void> {
  const query: PushRegisterQuery = {
    external_id: JSON.stringify(subscribed),
    platform: 'web',
    uuid: deviceUuid(),
    model: navigator.userAgent.slice(0, 200),
    platform_version: '',
    manufacturer: '',
  };
  await api.request('/ebsn/api/externalregistration/register', { query, notify: false });
}

/**
 * The shopper turns notifications on (the prompt or the profile): the browser asks
 * its permission, and the device is registered for the logged-in shopper.
 * Answers what came of it.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  markPushAsked();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const subscribed = await subscription(true);
  if (!subscribed) return 'off';
  await register(subscribed);
  store(OFF_KEY, null);
  return 'on';
}

async function unregister(): Promise<void> {
  const query: PushUnregisterQuery = { platform: 'web', uuid: deviceUuid() };
  await api.request('/ebsn/api/externalregistration/unregister', { query, notify: false });
}

/** The profile's «off»: the shop forgets the device, and the browser the subscription. */
export async function disablePush(): Promise<PushState> {
  store(OFF_KEY, '1');
  if (!pushSupported()) return 'unsupported';
  await unregister();
  await (await subscription(false))?.unsubscribe();
  return 'off';
}

/**
 * SPEC §4 Session: login registers push when enabled — in the installed app, for a
 * shopper who already allowed it and did not turn it off; nobody is asked here.
 */
export async function pushAfterLogin(enabledByBrand: boolean): Promise<void> {
  if (!enabledByBrand || !isInstalledApp() || pushState() !== 'on') return;
  const subscribed = await subscription(true);
  if (subscribed) await register(subscribed);
}

/** At logout, while the session still holds: this device stops receiving the shopper's pushes. */
export async function unregisterAtLogout(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  if (!(await navigator.serviceWorker.getRegistration())) return;
  await unregister();
}
