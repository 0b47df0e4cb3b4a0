import type { TestProject } from 'vitest/node';
import { createTemplates, dropTemplates } from './templates';

/** Vitest globalSetup of the API project: the run's template databases, dropped at its end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createTemplates(process.env.DATABASE_URL);
  project.provide('apiTemplates', templates);
  return () => dropTemplates(templates);
}
