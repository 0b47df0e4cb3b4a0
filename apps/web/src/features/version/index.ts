export { versionKeys } from './api/keys';
export { getVersion, useLatestVersion, versionQueryOptions } from './api/get-version';
export { isNewerVersion } from './compare-versions';
export { UpgradePrompt, type UpgradePromptProps } from './components/upgrade-prompt';
