export {
  deviceUuid,
  disablePush,
  enablePush,
  markPushAsked,
  pushAfterLogin,
  pushAsked,
  pushState,
  pushSupported,
  unregisterAtLogout,
  type PushState,
} from './push';
