export { captureInstallPrompt } from './prompt-capture';
export { InstallBannerSlot } from './slot';
