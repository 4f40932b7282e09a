import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layerZones } from './eslint/layers.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Site links are plain <a> on purpose: every navigation is a cached page request (docs/decisions.md).
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Imports go one way (DESIGN "Layers"): an upward import fails `npm test`.
      'import/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'bench/results/**', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**', 'tests/fixtures/**', 'public/wasm/**'],
  },
];

export default config;
