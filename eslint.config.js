// Lint rules, and the import boundaries of the architecture as errors:
// src may use machines and input-drivers; never the reverse; side-effect libraries only through their module.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const uiLibraries = ['react', 'react-dom', 'react-router-dom', 'react-i18next', 'i18next', '@xstate/react', 'framer-motion', 'motion'];
const effectLibraries = ['dexie', 'dexie-react-hooks', 'howler', '@supabase/supabase-js', 'webgazer', 'hotkeys-js'];
const appCode = { regex: '(^@/|(^|/)src(/|$))', message: 'machines/ and input-drivers/ never import the app (src/).' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'reports', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'dexie', message: 'Only src/storage (and src/boards and src/professional, for their own tables) uses Dexie.' },
          { name: 'dexie-react-hooks', message: 'Only src/storage (and src/boards and src/professional, for their own tables) uses Dexie.' },
          { name: 'howler', message: 'Only src/speech plays audio.' },
          { name: '@supabase/supabase-js', message: 'Only src/backend talks to Supabase, lazily.' },
        ],
      }],
    },
  },
  { files: ['src/storage/**'], rules: { 'no-restricted-imports': 'off' } },
  // The board module is the only writer of the board tables, and reads them live.
  { files: ['src/boards/**'], rules: { 'no-restricted-imports': ['error', { paths: ['howler', '@supabase/supabase-js'] }] } },
  // The professional area likewise writes and reads live its own tables (patients, notes).
  { files: ['src/professional/**'], rules: { 'no-restricted-imports': ['error', { paths: ['howler', '@supabase/supabase-js'] }] } },
  { files: ['src/speech/**'], rules: { 'no-restricted-imports': ['error', { paths: ['dexie', '@supabase/supabase-js'] }] } },
  { files: ['src/backend/**'], rules: { 'no-restricted-imports': ['error', { paths: ['dexie', 'howler'] }] } },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [...uiLibraries, ...effectLibraries].map((name) => ({ name, message: 'Machines are pure logic: xstate and types only.' })),
        patterns: [
          appCode,
          { regex: '(^@input-drivers/|(^|/)input-drivers/)', allowTypeImports: true, message: 'Machines import only types from input-drivers/.' },
          { regex: '^@mediapipe/', message: 'Machines are pure logic: xstate and types only.' },
        ],
      }],
    },
  },
  {
    files: ['input-drivers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [...uiLibraries, 'dexie', 'dexie-react-hooks', 'howler', '@supabase/supabase-js'].map((name) => ({ name, message: 'Drivers import their device library and shared types only.' })),
        patterns: [
          appCode,
          { regex: '(^@machines/|(^|/)machines/)', message: 'Drivers never import machines.' },
        ],
      }],
    },
  },
  {
    // Screens speak to the input runtime only: no device listeners of their own (a screen that listened for keys or
    // pointers would work for hands and no one else), and no camera or microphone outside the input and speech code.
    files: ['src/screens/**/*.{ts,tsx}', 'src/activities/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        {
          selector: "CallExpression[callee.property.name='addEventListener'][arguments.0.value=/^(key|pointer|mouse|touch|click|auxclick|contextmenu|wheel|gamepad)/]",
          message: 'Screens never listen to devices: declare targets (and pick and place) for the input runtime instead.',
        },
        {
          selector: "JSXAttribute[name.name=/^on(Key|Pointer|Mouse|Touch|Wheel|ContextMenu|AuxClick)/]",
          message: 'Screens never listen to devices: use onClick on a real control, the input runtime does the rest.',
        },
        {
          selector: "MemberExpression[property.name='mediaDevices']",
          message: 'Only the camera session (src/input/face) and the microphone code open devices.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
