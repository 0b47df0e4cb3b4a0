import type { TestProject } from 'vitest/node';
import { planTemplates, dropTemplates } from './templates';

/** Vitest globalSetup of the API project: the run's template databases (made as files first need them), dropped at its end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await planTemplates(process.env.DATABASE_URL);
  project.provide('apiTemplates', templates);
  return () => dropTemplates(templates);
}
