export { PushHost, type PushHostProps } from './components/push-host';
