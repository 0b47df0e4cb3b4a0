export { jobsPlugin } from './plugin';
export { JobRunner, retryDelaySeconds, type JobDefinition } from './runner';
export { enqueue, findLatestJob, type EnqueueOptions, type JobRow } from './queue';
