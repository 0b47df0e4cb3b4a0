import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Generated lint zones (docs/architecture.md; bulletproof-react's zones). By
 * default a feature folder may not reach into another's internals: another
 * feature is used only through its index.ts. With `isolated`, a feature
 * imports no other feature at all (pages compose them in app/), the shared
 * folders import neither features nor app/, and features do not import app/.
 * In both, no module imports itself back through a cycle (decision 028).
 */
const featureBoundaries = (
  root,
  { isolated = false, shared = [], layers = {}, zones = [] } = {},
) => {
  const features = folders(path.join(root, 'src/features'));
  const throughIndex = features.map((feature) => ({
    target: `./${root}/src/features/${feature}`,
    from: `./${root}/src/features`,
    except: [
      `./${feature}`,
      ...features
        .filter((f) => f !== feature)
        .flatMap((f) => [`./${f}/index.ts`, `./${f}/index.tsx`]),
    ],
    message: 'Import another feature only through its index.ts.',
  }));
  const apart = [
    ...features.map((feature) => ({
      target: `./${root}/src/features/${feature}`,
      from: `./${root}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: move what both need to lib/ or components/, or compose them in app/.',
    })),
    {
      target: `./${root}/src/features`,
      from: `./${root}/src/app`,
      message: 'Features do not import the app: the app composes them.',
    },
    ...shared.map((folder) => ({
      target: `./${root}/src/${folder}`,
      from: [`./${root}/src/features`, `./${root}/src/app`],
      message: `${folder}/ is shared code: it imports no feature and not the app.`,
    })),
  ];
  // Inside a layered feature, each layer names the layers it must not import.
  const layered = Object.entries(layers).flatMap(([feature, forbidden]) =>
    Object.entries(forbidden).map(([layer, above]) => ({
      target: `./${root}/src/features/${feature}/${layer}`,
      from: above.map((other) => `./${root}/src/features/${feature}/${other}`),
      message: `In ${feature}, ${layer}/ does not import ${above.map((other) => `${other}/`).join(', ')}: imports flow routes → changes | views → cache → repo.`,
    })),
  );
  return {
    files: [`${root}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows only the modules it may parse, .js alone by default
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        // The caller's own zones join these: a second block of this rule would replace this one.
        { zones: [...(isolated ? apart : throughIndex), ...layered, ...zones] },
      ],
      'import-x/no-cycle': 'error',
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Builds aside (a bench's, a work tree's), as .gitignore names them.
      'apps/web/dist-*/**',
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
      // Test files of a Vitest worker share their modules (decision 030): a mock would reach later files.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share their modules: pass the function its collaborator instead.',
        })),
      ],
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
  featureBoundaries('apps/api', {
    zones: [
      {
        // Every module of the shop: all of src/ but its test files and src/test/.
        target: ['./apps/api/src/!(test)/**/!(*.test).ts', './apps/api/src/!(*.test).ts'],
        from: ['./apps/api/stand-ins', './apps/api/src/test'],
        message:
          'The shop imports no stand-in and no test support; only *.test.ts files and src/test/ may (decision 029).',
      },
    ],
    layers: {
      cart: {
        changes: ['routes', 'views'],
        views: ['routes', 'changes'],
        cache: ['routes', 'changes', 'views'],
        repo: ['routes', 'changes', 'views', 'cache'],
      },
    },
  }),
  {
    // SQL only in repositories (decision 031): a feature's other modules call them.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/repo.ts', '**/*-repo.ts', '**/repo/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'Queries live in a repository (repo.ts, *-repo.ts or repo/).',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Tables are read and written in a repository (repo.ts, *-repo.ts or repo/).',
            },
          ],
        },
      ],
    },
  },
  featureBoundaries('apps/web', {
    isolated: true,
    shared: ['components', 'config', 'i18n', 'lib', 'test', 'ui'],
  }),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
