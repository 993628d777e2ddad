// Lint rules, and the import boundaries of the architecture as errors:
// src may use machines and input-drivers; never the reverse; side-effect libraries only through their module.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const uiLibraries = ['react', 'react-dom', 'react-router-dom', 'react-i18next', 'i18next', '@xstate/react', 'framer-motion', 'motion'];
const effectLibraries = ['dexie', 'dexie-react-hooks', 'howler', '@supabase/supabase-js', 'webgazer', 'hotkeys-js'];
const appCode = { regex: '(^@/|(^|/)src(/|$))', message: 'machines/ and input-drivers/ never import the app (src/).' };

// The features: each a folder with its screens, texts, content and hooks (the everyday modes under src/modes/).
export const MODES = ['basic', 'cards', 'communication', 'constructor', 'dynamic', 'guided', 'inclusive'];
export const FEATURES = [
  ...MODES.map((mode) => `modes/${mode}`),
  'home', 'info', 'settings', 'not-found', 'activities', 'typing', 'inclusive-city', 'professional',
  'board-editor', 'board-files', 'board-print', 'shared-board', 'scenes',
];
// The shared parts the features are made of, and the runtimes; none of them imports the app or a feature.
export const SHARED = ['components', 'input', 'speech', 'boards', 'storage', 'backend', 'i18n', 'languages', 'config', 'routes', 'lib', 'pwa', 'places', 'pictograms', 'lock', 'styles'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// `@/x/…`, or a relative path climbing into src/x/.
const into = (folder) => `(^@/|^(\\.\\./)+)${escape(folder)}(/|$)`;
const insideOf = (folder) => `(^@/|^(\\.\\./)+)${escape(folder)}/.`;

// Side-effect libraries only through their module (Dexie: storage, and the boards and the professional area for their
// own tables; audio: speech; Supabase: backend).
const libraries = {
  dexie: 'Only src/storage (and src/boards and src/professional, for their own tables) uses Dexie.',
  'dexie-react-hooks': 'Only src/storage (and src/boards and src/professional, for their own tables) uses Dexie.',
  howler: 'Only src/speech plays audio.',
  '@supabase/supabase-js': 'Only src/backend talks to Supabase, lazily.',
};
const LIBRARY_OWNERS = { storage: ['dexie', 'dexie-react-hooks'], boards: ['dexie', 'dexie-react-hooks'], professional: ['dexie', 'dexie-react-hooks'], speech: ['howler'], backend: ['@supabase/supabase-js'] };
const libraryPaths = (folder) => Object.entries(libraries).filter(([name]) => !(LIBRARY_OWNERS[folder] ?? []).includes(name)).map(([name, message]) => ({ name, message }));

function layerRules() {
  const app = { regex: into('app'), message: 'Only the app imports the app (src/app): the layers run app → features → shared parts.' };
  const shared = SHARED.map((folder) => ({
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: libraryPaths(folder),
        patterns: [app, ...FEATURES.map((feature) => ({ regex: into(feature), message: `A shared part never imports a feature (here src/${feature}): pass what it needs in, or move the piece down.` }))],
      }],
    },
  }));
  const features = FEATURES.map((feature) => ({
    files: [`src/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: libraryPaths(feature),
        patterns: [
          app,
          ...FEATURES.filter((other) => other !== feature && !feature.startsWith(`${other}/`) && !other.startsWith(`${feature}/`)).map((other) => ({
            regex: insideOf(other),
            message: `A feature uses another only through its entry (@/${other}), never its insides.`,
          })),
          // A mode reaching a sibling mode's insides by a relative path.
          ...(feature.startsWith('modes/') ? MODES.filter((mode) => `modes/${mode}` !== feature).map((mode) => ({ regex: `^\\.\\./${mode}/.`, message: `A mode uses another only through its entry (@/modes/${mode}).` })) : []),
        ],
      }],
    },
  }));
  const shell = { files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: libraryPaths('app') }] } };
  return [shell, ...shared, ...features];
}

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
    rules: reactHooks.configs.recommended.rules,
  },
  // The layers: app → features → shared parts → machines and input-drivers (README, "Architecture").
  ...layerRules(),
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
    files: FEATURES.map((feature) => `src/${feature}/**/*.{ts,tsx}`),
    // The board editor's voice recorder is the microphone code.
    ignores: ['**/*.test.{ts,tsx}', 'src/board-editor/recorder.ts'],
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
