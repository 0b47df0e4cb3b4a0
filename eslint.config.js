import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Feature folders may not reach into each other's internals: another feature is
 * used only through its index.ts (DESIGN §3, §8.1; bulletproof-react's zones).
 */
const featureBoundaries = (root) => {
  const dir = path.join(root, 'src/features');
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return {
    files: [`${root}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./${root}/src/features/${feature}`,
            from: `./${root}/src/features`,
            except: [
              `./${feature}`,
              ...features
                .filter((f) => f !== feature)
                .flatMap((f) => [`./${f}/index.ts`, `./${f}/index.tsx`]),
            ],
            message: 'Import another feature only through its index.ts.',
          })),
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@spesa/', message: 'domain imports nothing of ours.' }] },
      ],
    },
  },
  featureBoundaries('apps/api'),
  featureBoundaries('apps/web'),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
