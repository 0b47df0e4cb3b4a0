export { AppToaster, showToast } from './toasts';
export { MessagePopupHost, showPopup } from './popups';
