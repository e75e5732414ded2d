// The part of jsdom's API the head guard test uses (the package ships no types; vitest's jsdom
// environment cannot count a page's reloads).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    virtualConsole?: VirtualConsole;
    beforeParse?: (window: Window & typeof globalThis) => void;
  }
  export class JSDOM {
    constructor(html: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
