// Owns: where a page's boot script and the app meet: the app's files named in the page, the tap kept before the app
// ran, and the app's "taken over" (on window).

/** The app's entry script and the files it starts with, as the build named them in the mark (or none: dev). */
export interface AppFiles {
  entry: string | null;
  files: readonly string[];
}

/** A tap on a written card before the app's code had run: the app opens it once it runs (early-tap.ts). */
export interface EarlyTap {
  card: Element;
  text: string;
  /** Date.now() of the tap. */
  at: number;
  /** Said already by the browser's voice. */
  said: boolean;
  /** Another button of the written screen (the language switch, a back control): pressed again, never said. */
  control?: boolean;
}

/** Where the boot and the app meet on the page (window): the tap kept, and the app's "taken over". */
export interface EarlyPage {
  acenoEarlyTap?: EarlyTap;
  acenoTakenOver?: boolean;
  /**
   * While the app's start waits for the first paint: the files it will start with. index.html's route table
   * (scripts/route-preload-plugin.ts) adds the address's screen files here instead of fetching them at once.
   */
  acenoAppFiles?: string[];
}
