// The namespaces every screen may need before its own code has loaded: the shell, the home screen, page titles. Read
// by the app (i18n.ts) and by the build, which puts a language's core texts in one file (vite.config.ts).
export const CORE_NAMESPACES = ['common', 'components', 'home', 'meta', 'notFound', 'speech'] as const;

/** The file a module of a language's core texts goes to (`texts-es`); null for any other module. */
export function coreTextsChunk(id: string): string | null {
  const found = /\/src\/languages\/(\w+)\/texts\/(\w+)\.ts$/.exec(id);
  return found && (CORE_NAMESPACES as readonly string[]).includes(found[2]!) ? `texts-${found[1]}` : null;
}
