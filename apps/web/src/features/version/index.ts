export { versionKeys } from './api/keys';
export {
  getVersion,
  useLatestVersion,
  versionQueryOptions,
  type VersionInfo,
} from './api/get-version';
export { isNewerVersion } from './compare-versions';
export { UpgradePrompt, type UpgradePromptProps } from './components/upgrade-prompt';
