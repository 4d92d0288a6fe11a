// Layer rules for an app laid out the bulletproof-react way:
//   app layer (routes, shell, entry files)  ->  features/<name>  ->  shared layers
// A feature may import the shared layers and itself, never another feature or the app layer;
// the shared layers import only each other. New feature folders are picked up automatically.
// No file of the app imports another app's files: what two apps share lives in a package.
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * @param {object} options
 * @param {string} options.root        the app's folder (the eslint.config.js directory)
 * @param {string} options.features    folder of the feature folders, relative to root
 * @param {string[]} options.app       app-layer folders, relative to root
 * @param {string[]} options.shared    shared-layer folders, relative to root
 */
export function featureBoundaries({ root, features, app, shared }) {
  const featureNames = readdirSync(resolve(root, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    ...featureNames.map((name) => ({
      target: `./${join(features, name)}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: `Features do not import each other: move what "${name}" needs from another feature into a shared folder (${shared.join(', ')}) or a package.`,
    })),
    {
      target: `./${features}`,
      from: app.map((folder) => `./${folder}`),
      message:
        'Features do not import the app layer (routes, shell); pass what they need as props or move it down.',
    },
    {
      target: shared.map((folder) => `./${folder}`),
      from: [`./${features}`, ...app.map((folder) => `./${folder}`)],
      message: 'Shared folders import only other shared folders and packages.',
    },
    {
      target: '.',
      from: '..',
      except: [`./${basename(root)}`],
      message:
        "Apps do not import each other's files: move what both need into a package (packages/ or tooling/).",
    },
  ];
  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: resolve(root, 'tsconfig.json') }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ];
}
