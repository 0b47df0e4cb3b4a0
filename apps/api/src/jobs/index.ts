export { jobsPlugin } from './plugin';
export { JobRunner, retryDelaySeconds, type JobDefinition, type JobLog } from './runner';
export { enqueue, findLatestJob, type EnqueueOptions, type JobRow } from './queue';
