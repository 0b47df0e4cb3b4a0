export { AppToaster, showToast } from './toasts';
export { MessagePopupHost, preloadPopupDialog, showPopup } from './popups';
export { useToastLift } from '../../ui';
