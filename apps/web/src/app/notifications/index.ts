export { AppToaster, showToast } from './toasts';
export { MessagePopupHost, showPopup } from './popups';
export { useToastLift } from './toast-lift';
