export { AppToaster, showToast } from './toasts';
export { loadPopupDialog, MessagePopupHost, showPopup } from './popups';
export { useToastLift } from './toast-lift';
