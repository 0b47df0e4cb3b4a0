export { jobsPlugin } from './plugin';
export { JobRunner, retryDelaySeconds, type JobDefinition } from './runner';
export { enqueue, type EnqueueOptions } from './queue';
